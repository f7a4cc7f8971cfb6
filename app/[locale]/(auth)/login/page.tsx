import { getTranslations } from 'next-intl/server';
import { LoginForm } from '@/components/auth/login-form';
import type { Locale } from '@/i18n/routing';
import { requirePage } from '@/lib/auth/page-guard';

interface Props {
  params: Promise<{ locale: Locale }>;
  searchParams: Promise<{ error?: string | string[] }>;
}

export async function generateMetadata({ params }: Props) {
  const t = await getTranslations({ locale: (await params).locale, namespace: 'routes' });
  return { title: t('login') };
}

export default async function LoginPage({ params, searchParams }: Props) {
  await requirePage('login', (await params).locale);
  const t = await getTranslations('login');
  const { error } = await searchParams;
  const notice = error === 'expired_session' || error === 'unauthorized' ? error : undefined;
  return (
    <>
      <h1 className="text-2xl font-bold text-ink">{t('title')}</h1>
      <p className="mb-6 mt-1 text-sm text-ink-muted">{t('subtitle')}</p>
      <LoginForm notice={notice} />
    </>
  );
}
