import { getTranslations } from 'next-intl/server';
import { redirect } from 'next/navigation';
import { ChooseCompanyForm } from '@/components/auth/choose-company-form';
import { Alert } from '@/components/ui/alert';
import type { Locale } from '@/i18n/routing';
import { getMemberships } from '@/lib/api/account';
import { isUnavailable, showUnavailable } from '@/lib/api/page-read';
import { endSession, requirePage } from '@/lib/auth/page-guard';
import { localizedPath } from '@/lib/locale-path';
import { normalizeRole } from '@/core/roles';
import { UpstreamError } from '@/lib/upstream';

interface Props {
  params: Promise<{ locale: Locale }>;
}

export async function generateMetadata({ params }: Props) {
  const t = await getTranslations({ locale: (await params).locale, namespace: 'routes' });
  return { title: t('chooseCompany') };
}

// Secured, in the authentication layout: pick the agency to work with.
export default async function ChooseCompanyPage({ params }: Props) {
  const { locale } = await params;
  const session = await requirePage('chooseCompany', locale);
  const [t, roles] = await Promise.all([getTranslations('chooseCompany'), getTranslations('roles')]);
  const memberships = await getMemberships(session).catch((error: unknown) => error as Error);
  if (memberships instanceof Error) {
    if (memberships instanceof UpstreamError && memberships.status === 401) endSession(locale);
    if (isUnavailable(memberships)) showUnavailable(locale);
    redirect(localizedPath('/GeneralError', locale));
  }
  const agencies = memberships.map(({ agency, role }) => {
    const known = normalizeRole(role);
    return { id: agency.id, name: agency.name, roleLabel: known ? roles(known) : role };
  });
  return (
    <>
      <h1 className="text-2xl font-bold text-ink">{t('title')}</h1>
      <p className="mb-6 mt-1 text-sm text-ink-muted">{agencies.length === 1 ? t('subtitleOne') : t('subtitle')}</p>
      {agencies.length === 0 ? <Alert>{t('none')}</Alert> : <ChooseCompanyForm agencies={agencies} currentId={session.agencyId} />}
    </>
  );
}
