import { getTranslations } from 'next-intl/server';
import { AgenciesTable } from '@/components/admin/agencies-table';
import { EmptyState } from '@/components/ui/empty-state';
import { GetForm } from '@/components/ui/get-form';
import { Pagination } from '@/components/ui/pagination';
import { SelectField } from '@/components/ui/select-field';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { ACCOUNT_STATES, accountStateValue } from '@/lib/admin/account-state';
import { DEFAULT_AGENCY_FILTERS, agenciesHref, hasAgencyFilters, parseAgencyFilters } from '@/lib/admin/agency-filters';
import { getAgencies } from '@/lib/api/admin';
import { pageRead } from '@/lib/api/page-read';
import { requirePage } from '@/lib/auth/page-guard';
import { routeMetadata } from '@/lib/server/page-metadata';

export const generateMetadata = routeMetadata('agencies');

interface Props {
  params: Promise<{ locale: Locale }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export default async function AgenciesPage({ params, searchParams }: Props) {
  const { locale } = await params;
  const session = await requirePage('agencies', locale);
  const filters = parseAgencyFilters(await searchParams);
  const [page, t] = await Promise.all([pageRead(getAgencies(session, filters), locale), getTranslations('agencies')]);
  const pageCount = Math.max(1, Math.ceil(page.total / filters.pageSize));
  const sorted = filters.sort !== DEFAULT_AGENCY_FILTERS.sort || filters.direction !== DEFAULT_AGENCY_FILTERS.direction;
  const filtered = hasAgencyFilters(filters);

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h2 className="text-xl font-semibold text-ink">{t('heading')}</h2>
        <Link href="/agencies/new" className="rounded-md bg-primary px-4 py-2 text-sm font-semibold text-primary-contrast hover:bg-primary-dark">
          {t('new')}
        </Link>
      </div>
      <GetForm
        key={JSON.stringify(filters)}
        role="search"
        aria-label={t('filters.label')}
        className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:flex-row sm:items-end"
      >
        {sorted && <input type="hidden" name="sort" value={filters.sort} />}
        {sorted && <input type="hidden" name="direction" value={filters.direction} />}
        <div className="flex flex-1 flex-col gap-1">
          <label htmlFor="agencies-q" className="text-sm font-medium text-ink">
            {t('filters.search')}
          </label>
          <input
            id="agencies-q"
            name="q"
            type="search"
            defaultValue={filters.q}
            maxLength={100}
            className="rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-ink shadow-sm outline-none focus:ring-2 focus:ring-primary"
          />
        </div>
        <SelectField
          name="deactivated"
          label={t('filters.state')}
          defaultValue={accountStateValue(filters.deactivated)}
          options={ACCOUNT_STATES.map(({ value, state }) => ({ value, label: t(`filters.states.${state}`) }))}
        />
        <button type="submit" className="rounded-md bg-primary px-4 py-2 text-sm font-semibold text-primary-contrast hover:bg-primary-dark">
          {t('filters.apply')}
        </button>
        {filtered && (
          <Link href="/agencies" className="self-center text-sm font-medium text-primary hover:underline">
            {t('filters.reset')}
          </Link>
        )}
      </GetForm>
      <p className="text-sm text-ink-muted" aria-live="polite" data-testid="agencies-count">
        {t('count', { total: page.total })}
      </p>
      {page.items.length === 0 ? (
        <EmptyState title={t('empty.title')} text={t(filtered ? 'empty.filtered' : 'empty.none')} />
      ) : (
        <AgenciesTable items={page.items} filters={filters} caption={t('table.caption', { page: filters.page, pages: pageCount })} />
      )}
      <Pagination page={filters.page} pageCount={pageCount} href={(target) => agenciesHref({ ...filters, page: target })} label={t('pagination')} />
    </div>
  );
}
