import { getTranslations } from 'next-intl/server';
import { TicketProductCard } from '@/components/tickets/product-card';
import { TicketsFilters } from '@/components/tickets/tickets-filters';
import { TicketsTable } from '@/components/tickets/tickets-table';
import { Alert } from '@/components/ui/alert';
import { EmptyState } from '@/components/ui/empty-state';
import { Pagination } from '@/components/ui/pagination';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { getTicketProducts, getTickets } from '@/lib/api/tickets';
import { pageRead } from '@/lib/api/page-read';
import { requirePage } from '@/lib/auth/page-guard';
import type { PortalSession } from '@/lib/server/session';
import { DEFAULT_TICKET_FILTERS, isTicketFiltered, parseTicketFilters, ticketsHref, withTicketFilters } from '@/lib/tickets/filters';
import { routeMetadata } from '@/lib/server/page-metadata';
import { isCustomer } from '@/core/roles';

export const generateMetadata = routeMetadata('tickets');

interface Props {
  params: Promise<{ locale: Locale }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/** A customer: the products of their contracts in force and their own requests. */
async function CustomerTickets({ session, locale }: { session: PortalSession; locale: Locale }) {
  const [products, tickets, t] = await Promise.all([
    pageRead(getTicketProducts(session), locale),
    pageRead(getTickets(session, { ...DEFAULT_TICKET_FILTERS, pageSize: 100 }), locale),
    getTranslations('tickets'),
  ]);
  return (
    <div className="flex flex-col gap-6">
      <div>
        <h2 className="text-xl font-semibold text-ink">{t('customer.heading')}</h2>
        <p className="text-sm text-ink-muted">{t('customer.intro')}</p>
      </div>
      <section aria-labelledby="ticket-products" className="flex flex-col gap-3">
        <h3 id="ticket-products" className="text-base font-semibold text-ink">
          {t('customer.products')}
        </h3>
        {products.items.length === 0 ? (
          <EmptyState title={t('customer.noProducts')} />
        ) : (
          <ul className="grid grid-cols-1 gap-3 lg:grid-cols-2">
            {products.items.map((product) => (
              <TicketProductCard key={product.id} product={product} />
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="ticket-requests" className="flex flex-col gap-3">
        <h3 id="ticket-requests" className="text-base font-semibold text-ink">
          {t('customer.tickets')}
        </h3>
        {tickets.items.length === 0 ? <EmptyState title={t('customer.noTickets')} /> : <TicketsTable items={tickets.items} caption={t('customer.tickets')} />}
      </section>
    </div>
  );
}

/** The back office: every agency's tickets, filtered, sorted and paged through the address. */
async function BackOfficeTickets({ session, locale, query }: { session: PortalSession; locale: Locale; query: Record<string, string | string[] | undefined> }) {
  const filters = parseTicketFilters(query);
  const [page, t, actions] = await Promise.all([
    pageRead(getTickets(session, filters), locale),
    getTranslations('tickets.list'),
    getTranslations('tickets.actions'),
  ]);
  // Where a deletion lands: the number of the ticket just deleted.
  const deleted = typeof query.deleted === 'string' && /^[\w-]{1,40}$/.test(query.deleted) ? query.deleted : null;
  const pageCount = Math.max(1, Math.ceil(page.total / filters.pageSize));
  const from = page.total === 0 ? 0 : (filters.page - 1) * filters.pageSize + 1;
  const filtered = isTicketFiltered(filters);
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h2 className="text-xl font-semibold text-ink">{t('heading')}</h2>
          <p className="text-sm text-ink-muted">{t('intro')}</p>
        </div>
        <Link href="/tickets/questionnaires" className="text-sm font-medium text-primary hover:underline">
          {t('questionnaires')}
        </Link>
      </div>
      {deleted && <Alert tone="info">{actions('deletedNotice', { number: deleted })}</Alert>}
      <TicketsFilters key={ticketsHref({ ...filters, page: 1 })} filters={filters} options={page.options} />
      <p className="text-sm text-ink-muted" aria-live="polite" data-testid="tickets-count">
        {page.total === 0 ? t('count', { total: 0 }) : t('range', { from, to: from + page.items.length - 1, total: page.total })}
      </p>
      {page.items.length === 0 ? (
        <EmptyState
          title={t('empty')}
          text={filtered ? t('emptyFiltered') : t('emptyNone')}
          action={
            filtered || filters.page > 1 ? (
              <Link href="/tickets" className="text-sm font-medium text-primary hover:underline">
                {t('reset')}
              </Link>
            ) : undefined
          }
        />
      ) : (
        <TicketsTable items={page.items} filters={filters} caption={t('caption', { page: filters.page, pages: pageCount })} />
      )}
      <Pagination
        page={filters.page}
        pageCount={pageCount}
        href={(target) => ticketsHref(withTicketFilters(filters, { page: target }))}
        label={t('pagination')}
      />
    </div>
  );
}

export default async function TicketsPage({ params, searchParams }: Props) {
  const { locale } = await params;
  const session = await requirePage('tickets', locale);
  if (isCustomer(session.role)) return <CustomerTickets session={session} locale={locale} />;
  return <BackOfficeTickets session={session} locale={locale} query={await searchParams} />;
}
