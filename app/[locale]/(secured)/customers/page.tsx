import { getTranslations } from 'next-intl/server';
import { ScopeNote } from '@/components/contracts/scope-note';
import { CustomersSearch } from '@/components/customers/customers-search';
import { CustomersTable } from '@/components/customers/customers-table';
import { EmptyState } from '@/components/ui/empty-state';
import { Pagination } from '@/components/ui/pagination';
import type { Locale } from '@/i18n/routing';
import { getCustomers } from '@/lib/api/customers';
import { pageRead } from '@/lib/api/page-read';
import { requirePage } from '@/lib/auth/page-guard';
import { customersHref, parseCustomerFilters } from '@/lib/contracts/customer-filters';
import { dataScopeOf } from '@/core/permissions';
import { routeMetadata } from '@/lib/server/page-metadata';

export const generateMetadata = routeMetadata('customers');

interface Props {
  params: Promise<{ locale: Locale }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export default async function CustomersPage({ params, searchParams }: Props) {
  const { locale } = await params;
  const session = await requirePage('customers', locale);
  const filters = parseCustomerFilters(await searchParams);
  const [page, t] = await Promise.all([pageRead(getCustomers(session, filters), locale), getTranslations('customers')]);
  const pageCount = Math.max(1, Math.ceil(page.total / filters.pageSize));
  const scope = dataScopeOf(session.role!, 'customers');

  return (
    <div className="flex flex-col gap-4">
      <div>
        <h2 className="text-xl font-semibold text-ink">{t('heading')}</h2>
        <ScopeNote namespace="customers" scope={scope} agencyName={session.agencyName ?? ''} />
      </div>
      <CustomersSearch filters={filters} />
      <p className="text-sm text-ink-muted" aria-live="polite" data-testid="customers-count">
        {t(page.totalCapped ? 'countMore' : 'count', { total: page.total })}
      </p>
      {page.items.length === 0 ? (
        <EmptyState title={t('empty.title')} text={filters.q ? t('empty.filtered') : t('empty.none')} />
      ) : (
        <CustomersTable
          items={page.items}
          filters={filters}
          showAgency={scope === 'all'}
          caption={t('table.caption', { page: filters.page, pages: pageCount })}
        />
      )}
      <Pagination
        page={filters.page}
        pageCount={pageCount}
        href={(target) => customersHref('/customers', { ...filters, page: target })}
        label={t('pagination.label')}
      />
    </div>
  );
}
