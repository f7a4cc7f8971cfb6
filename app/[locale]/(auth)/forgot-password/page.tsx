import { getTranslations } from 'next-intl/server';
import { ForgotPasswordForm } from '@/components/auth/forgot-password-form';
import type { Locale } from '@/i18n/routing';
import { requirePage } from '@/lib/auth/page-guard';

interface Props {
  params: Promise<{ locale: Locale }>;
}

export async function generateMetadata({ params }: Props) {
  const t = await getTranslations({ locale: (await params).locale, namespace: 'routes' });
  return { title: t('forgotPassword') };
}

export default async function ForgotPasswordPage({ params }: Props) {
  await requirePage('forgotPassword', (await params).locale);
  const t = await getTranslations('forgotPassword');
  return (
    <>
      <h1 className="text-2xl font-bold text-ink">{t('title')}</h1>
      <p className="mb-6 mt-1 text-sm text-ink-muted">{t('subtitle')}</p>
      <ForgotPasswordForm />
    </>
  );
}
