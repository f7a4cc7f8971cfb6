import { getTranslations } from 'next-intl/server';
import { RecoveryPasswordForm } from '@/components/auth/recovery-password-form';
import { Alert } from '@/components/ui/alert';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { requirePage } from '@/lib/auth/page-guard';

interface Props {
  params: Promise<{ locale: Locale }>;
  searchParams: Promise<{ token?: string | string[]; invite?: string | string[] }>;
}

export async function generateMetadata({ params }: Props) {
  const t = await getTranslations({ locale: (await params).locale, namespace: 'routes' });
  return { title: t('recoveryPassword') };
}

// /recovery-password: the reset link (and a new customer's invitation, invite=1) lands here.
export default async function RecoveryPasswordPage({ params, searchParams }: Props) {
  await requirePage('recoveryPassword', (await params).locale);
  const t = await getTranslations('recoveryPassword');
  const { token, invite } = await searchParams;
  const valid = typeof token === 'string' && /^[A-Za-z0-9_-]{20,200}$/.test(token);
  return (
    <>
      <h1 className="text-2xl font-bold text-ink">{invite === '1' ? t('titleInvite') : t('title')}</h1>
      <p className="mb-6 mt-1 text-sm text-ink-muted">{t('subtitle')}</p>
      {valid ? (
        <RecoveryPasswordForm token={token} />
      ) : (
        <div className="flex flex-col gap-4">
          <Alert tone="warning">{t('missingToken')}</Alert>
          <Link href="/forgot-password" className="text-sm font-medium text-primary hover:underline">
            {t('requestNew')}
          </Link>
        </div>
      )}
    </>
  );
}
