import { getTranslations } from 'next-intl/server';
import { ConfirmEmailForm } from '@/components/auth/confirm-email-form';
import { SignUpPage } from '@/components/auth/sign-up-page';
import type { Locale } from '@/i18n/routing';
import { requirePage } from '@/lib/auth/page-guard';

interface Props {
  params: Promise<{ locale: Locale }>;
  searchParams: Promise<{ confirm?: string | string[] }>;
}

export async function generateMetadata({ params }: Props) {
  const t = await getTranslations({ locale: (await params).locale, namespace: 'routes' });
  return { title: t('onBoarding') };
}

// /on-boarding: customer sign-up; with ?confirm=… the e-mailed confirmation.
export default async function OnBoardingPage({ params, searchParams }: Props) {
  const { locale } = await params;
  await requirePage('onBoarding', locale);
  const { confirm } = await searchParams;
  if (typeof confirm === 'string' && confirm) {
    const t = await getTranslations('confirmEmail');
    return (
      <>
        <h1 className="text-2xl font-bold text-ink">{t('title')}</h1>
        <p className="mb-6 mt-1 text-sm text-ink-muted">{t('text')}</p>
        <ConfirmEmailForm token={confirm} />
      </>
    );
  }
  return <SignUpPage locale={locale} />;
}
