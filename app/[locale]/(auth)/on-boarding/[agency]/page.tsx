import { getTranslations } from 'next-intl/server';
import { SignUpPage } from '@/components/auth/sign-up-page';
import type { Locale } from '@/i18n/routing';
import { requirePage } from '@/lib/auth/page-guard';

interface Props {
  params: Promise<{ locale: Locale; agency: string }>;
}

export async function generateMetadata({ params }: Props) {
  const t = await getTranslations({ locale: (await params).locale, namespace: 'routes' });
  return { title: t('onBoarding') };
}

// /on-boarding/:agency: sign-up as a customer of that agency (slug or id).
export default async function OnBoardingAgencyPage({ params }: Props) {
  const { locale, agency } = await params;
  await requirePage('onBoardingAgency', locale);
  return <SignUpPage locale={locale} agency={decodeURIComponent(agency)} />;
}
