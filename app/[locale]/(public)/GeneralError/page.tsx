import { getTranslations } from 'next-intl/server';
import { GeneralError } from '@/components/auth/general-error';
import type { Locale } from '@/i18n/routing';

export async function generateMetadata({ params }: { params: Promise<{ locale: Locale }> }) {
  const t = await getTranslations({ locale: (await params).locale, namespace: 'routes' });
  return { title: t('generalError') };
}

export default function GeneralErrorPage() {
  return <GeneralError />;
}
