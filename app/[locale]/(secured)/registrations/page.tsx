import { getTranslations } from 'next-intl/server';
import { DecisionNoticeProvider } from '@/components/ui/decision-notice';
import { RegistrationsTable } from '@/components/registrations/registrations-table';
import { SignUpLink } from '@/components/registrations/sign-up-link';
import { EmptyState } from '@/components/ui/empty-state';
import { Pagination } from '@/components/ui/pagination';
import { Section } from '@/components/ui/section';
import type { Locale } from '@/i18n/routing';
import { pageRead } from '@/lib/api/page-read';
import { getRegistrations, getSignUpAgency } from '@/lib/api/registrations';
import { requirePage } from '@/lib/auth/page-guard';
import { parseRegistrationFilters, registrationsHref } from '@/lib/registrations/filters';
import { signUpUrl } from '@/lib/registrations/sign-up-link';
import { routeMetadata } from '@/lib/server/page-metadata';

export const generateMetadata = routeMetadata('registrations');

interface Props {
  params: Promise<{ locale: Locale }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/** The selected agency's customer sign-ups waiting for a decision, and the link customers sign up with. */
export default async function RegistrationsPage({ params, searchParams }: Props) {
  const { locale } = await params;
  const session = await requirePage('registrations', locale);
  const agencyId = session.agencyId!;
  const filters = parseRegistrationFilters(await searchParams);
  const [page, agency, t] = await Promise.all([
    pageRead(getRegistrations(session, filters), locale),
    pageRead(getSignUpAgency(agencyId), locale),
    getTranslations('registrations'),
  ]);
  const pageCount = Math.max(1, Math.ceil(page.total / filters.pageSize));

  return (
    <div className="flex flex-col gap-4">
      {/* The shell's heading names the page (routes.registrations). */}
      <p className="text-sm text-ink-muted">{t('intro')}</p>
      <DecisionNoticeProvider>
        {page.items.length === 0 ? (
          <EmptyState title={t('list.emptyTitle')} text={filters.q ? t('list.emptyFiltered') : t('list.empty')} />
        ) : (
          <RegistrationsTable items={page.items} filters={filters} agencyId={agencyId} caption={t('list.caption', { page: filters.page, pages: pageCount })} />
        )}
      </DecisionNoticeProvider>
      <Pagination page={filters.page} pageCount={pageCount} href={(target) => registrationsHref({ ...filters, page: target })} label={t('list.pages')} />
      <Section id="sign-up" title={t('link.title')}>
        <SignUpLink url={await signUpUrl(locale, agency.slug)} agencyName={agency.name} />
      </Section>
    </div>
  );
}
