import { getTranslations } from 'next-intl/server';
import { ChooseCompanyForm } from '@/components/auth/choose-company-form';
import { Alert } from '@/components/ui/alert';
import type { Locale } from '@/i18n/routing';
import { getMemberships } from '@/lib/api/account';
import { leavePageAfter } from '@/lib/api/page-read';
import { requirePage } from '@/lib/auth/page-guard';
import { normalizeRole } from '@/core/roles';

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
  const memberships = await getMemberships(session).catch((error: unknown) => leavePageAfter(error, locale, 'choose company'));
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
