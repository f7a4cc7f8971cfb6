import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { AgencyActions } from '@/components/admin/agency-actions';
import { AgencyForm } from '@/components/admin/agency-form';
import { AuditHistory } from '@/components/admin/audit-history';
import { PictureUpload } from '@/components/admin/picture-upload';
import { SignUpLink } from '@/components/registrations/sign-up-link';
import { Section } from '@/components/ui/section';
import { holds } from '@/core/capabilities';
import { parseId } from '@/core/ids';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { getCurrentUser } from '@/lib/api/account';
import { getAgency } from '@/lib/api/admin';
import { pageRead } from '@/lib/api/page-read';
import { requirePage } from '@/lib/auth/page-guard';
import { signUpUrl } from '@/lib/registrations/sign-up-link';
import { routeMetadata } from '@/lib/server/page-metadata';

export const generateMetadata = routeMetadata('agency');

export default async function AgencyPage({ params }: { params: Promise<{ locale: Locale; agencyId: string }> }) {
  const { locale, agencyId } = await params;
  const session = await requirePage('agency', locale);
  const id = parseId(agencyId);
  if (id === null) notFound();
  const [agency, me, t, fields, signUp] = await Promise.all([
    pageRead(getAgency(session, id), locale),
    pageRead(getCurrentUser(session), locale),
    getTranslations('agencies'),
    getTranslations('agencies.form'),
    getTranslations('registrations.link'),
  ]);
  const editable = holds({ role: session.role, backOfficeRole: me.backOfficeRole }, 'agencies.write');

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h2 className="text-2xl font-semibold text-ink" data-testid="agency-name">
            {agency.name}
          </h2>
          <p className="text-sm text-ink-muted">
            {t(`state.${agency.deactivated ? 'deactivated' : 'active'}`)} · {t('detail.counts', { users: agency.usersCount, contracts: agency.contractsCount })}
          </p>
        </div>
        <div className="flex flex-wrap items-start gap-3">
          {holds({ role: session.role, backOfficeRole: me.backOfficeRole }, 'apiKeys.manage') && (
            <Link
              href={`/integrations/api-keys?agency=${agency.id}`}
              className="rounded-md border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-ink hover:bg-slate-50"
            >
              {t('detail.apiKeys')}
            </Link>
          )}
          <AgencyActions
            agencyId={agency.id}
            name={agency.name}
            deactivated={agency.deactivated}
            inUse={agency.usersCount + agency.contractsCount > 0}
            allowed={holds({ role: session.role, backOfficeRole: me.backOfficeRole }, 'agencies.deactivate')}
          />
        </div>
      </div>
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-3">
        <Section id="terms" title={t('detail.terms')} className="lg:col-span-2">
          <AgencyForm key={agency.id} agency={agency} editable={editable} />
        </Section>
        <Section id="logo" title={t('detail.logo')}>
          <PictureUpload
            target={{ path: '/api/Agency/{agencyId}/Logo', params: { agencyId: agency.id } }}
            currentUrl={agency.logoUrl}
            alt={t('logo.alt', { name: agency.name })}
            editable={editable}
          />
        </Section>
      </div>
      <Section id="sign-up" title={signUp('title')}>
        <SignUpLink url={await signUpUrl(locale, agency.signUpSlug)} agencyName={agency.name} />
      </Section>
      <Section id="history" title={t('detail.history')}>
        <AuditHistory entries={agency.history} fieldLabel={(field) => (fields.has(field as never) ? fields(field as never) : field)} />
      </Section>
    </div>
  );
}
