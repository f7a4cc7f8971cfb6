import { getTranslations } from 'next-intl/server';
import { OrdersFilters } from '@/components/orders/orders-filters';
import { OrdersTable } from '@/components/orders/orders-table';
import { EmptyState } from '@/components/ui/empty-state';
import { Pagination } from '@/components/ui/pagination';
import { StreamDownload } from '@/components/ui/stream-download';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { getOrders } from '@/lib/api/orders';
import { pageRead } from '@/lib/api/page-read';
import { requirePage } from '@/lib/auth/page-guard';
import { isOrderFiltered, ordersHref, parseOrderFilters, toOrderExportQuery, withOrderFilters } from '@/lib/orders/filters';
import { routeMetadata } from '@/lib/server/page-metadata';

export const generateMetadata = routeMetadata('orders');

interface Props {
  params: Promise<{ locale: Locale }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export default async function OrdersPage({ params, searchParams }: Props) {
  const { locale } = await params;
  const session = await requirePage('orders', locale);
  const filters = parseOrderFilters(await searchParams);
  const [page, t] = await Promise.all([pageRead(getOrders(session, filters), locale), getTranslations('orders')]);
  const pageCount = Math.max(1, Math.ceil(page.total / filters.pageSize));
  const from = page.total === 0 ? 0 : (filters.page - 1) * filters.pageSize + 1;
  const agencyName = page.items.find((row) => row.agency.id === filters.agencyId)?.agency.name ?? null;

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 className="text-xl font-semibold text-ink">{t('heading')}</h2>
          <p className="text-sm text-ink-muted">{t('intro')}</p>
        </div>
        <StreamDownload url={`/api/Agency/${session.agencyId}/OrdersXLS?${toOrderExportQuery(filters, locale)}`} total={page.total} texts="orders.export" />
      </div>
      <OrdersFilters filters={filters} agencyName={agencyName} />
      <p className="text-sm text-ink-muted" aria-live="polite" data-testid="orders-count">
        {page.total === 0 ? t('count', { total: 0 }) : t('range', { from, to: from + page.items.length - 1, total: page.total })}
      </p>
      {page.items.length === 0 ? (
        <EmptyState
          title={t('empty.title')}
          text={isOrderFiltered(filters) ? t('empty.filtered') : t('empty.none')}
          action={
            isOrderFiltered(filters) || filters.page > 1 ? (
              <Link href="/orders" className="text-sm font-medium text-primary hover:underline">
                {t('empty.reset')}
              </Link>
            ) : undefined
          }
        />
      ) : (
        <OrdersTable items={page.items} filters={filters} caption={t('table.caption', { page: filters.page, pages: pageCount })} />
      )}
      <Pagination
        page={filters.page}
        pageCount={pageCount}
        href={(target) => ordersHref(withOrderFilters(filters, { page: target }))}
        label={t('pagination.label')}
      />
    </div>
  );
}
