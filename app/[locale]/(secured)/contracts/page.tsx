import { getTranslations } from 'next-intl/server';
import { ActiveFilters } from '@/components/contracts/active-filters';
import { ArchivedToggle } from '@/components/contracts/archived-toggle';
import { ContractsFilters } from '@/components/contracts/contracts-filters';
import { ContractsTable } from '@/components/contracts/contracts-table';
import { ExportButton } from '@/components/contracts/export-button';
import { ScopeNote } from '@/components/contracts/scope-note';
import { Alert } from '@/components/ui/alert';
import { EmptyState } from '@/components/ui/empty-state';
import { Pagination } from '@/components/ui/pagination';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { getCurrentUser } from '@/lib/api/account';
import { getFilterNames } from '@/lib/api/contract-filter-names';
import { getContracts } from '@/lib/api/contracts';
import { pageRead } from '@/lib/api/page-read';
import { requirePage } from '@/lib/auth/page-guard';
import { DEFAULT_FILTERS, hrefOf, isFiltered, parseContractFilters, toExportQuery, withFilters } from '@/lib/contracts/filters';
import { dataScopeOf } from '@/core/permissions';
import { isCustomer } from '@/core/roles';
import { routeMetadata } from '@/lib/server/page-metadata';

export const generateMetadata = routeMetadata('contracts');

interface Props {
  params: Promise<{ locale: Locale }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export default async function ContractsPage({ params, searchParams }: Props) {
  const { locale } = await params;
  const session = await requirePage('contracts', locale);
  const query = await searchParams;
  const filters = parseContractFilters(query);
  const [page, t, me] = await Promise.all([
    pageRead(getContracts(session, filters), locale),
    getTranslations('contracts'),
    isCustomer(session.role) ? pageRead(getCurrentUser(session), locale) : null,
  ]);
  const names = await getFilterNames(session, filters, page.items);
  const pageCount = Math.max(1, Math.ceil(page.total / filters.pageSize));
  const from = page.total === 0 ? 0 : (filters.page - 1) * filters.pageSize + 1;
  const deleted = typeof query.deleted === 'string' && /^[\w-]{1,40}$/.test(query.deleted) ? query.deleted : null;
  const emptyText = isFiltered(filters) ? t('empty.filtered') : filters.archived === 'true' ? t('empty.archived') : t('empty.none');

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 className="text-xl font-semibold text-ink">{t('heading')}</h2>
          <ScopeNote namespace="contracts" scope={dataScopeOf(session.role!, 'contracts')} agencyName={session.agencyName ?? ''} />
        </div>
        <ExportButton agencyId={session.agencyId!} query={toExportQuery(filters, locale).toString()} total={page.total} totalCapped={page.totalCapped} />
      </div>
      {me?.awaitingConfirmation && (
        <div data-testid="awaiting-confirmation">
          <Alert tone="info">{t('awaitingConfirmation')}</Alert>
        </div>
      )}
      {deleted && <Alert tone="info">{t('actions.done.deleted', { number: deleted })}</Alert>}
      <ContractsFilters filters={filters} />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <ArchivedToggle filters={filters} />
        <p className="text-sm text-ink-muted" aria-live="polite" data-testid="contracts-count">
          {page.total === 0
            ? t('count', { total: 0 })
            : t(page.totalCapped ? 'rangeMore' : 'range', { from, to: from + page.items.length - 1, total: page.total })}
        </p>
      </div>
      <ActiveFilters filters={filters} names={names} />
      {page.items.length === 0 ? (
        <EmptyState
          title={t('empty.title')}
          text={emptyText}
          action={
            isFiltered(filters) || filters.page > 1 ? (
              <Link
                href={hrefOf('/contracts', { ...DEFAULT_FILTERS, archived: filters.archived })}
                className="text-sm font-medium text-primary hover:underline"
              >
                {t('empty.reset')}
              </Link>
            ) : undefined
          }
        />
      ) : (
        <ContractsTable items={page.items} filters={filters} caption={t('table.caption', { page: filters.page, pages: pageCount })} />
      )}
      <Pagination
        page={filters.page}
        pageCount={pageCount}
        href={(target) => hrefOf('/contracts', withFilters(filters, { page: target }))}
        label={t('pagination.label')}
      />
    </div>
  );
}
