import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { type TicketSort, ticketPagePath } from '@/core/domain/tickets';
import type { TicketSummary } from '@/core/schemas/tickets-answers';
import { Link } from '@/i18n/navigation';
import { useFormat } from '@/lib/format/use-format';
import { type TicketFilters, ticketSortedBy, ticketsHref } from '@/lib/tickets/filters';
import type { DataColumn, DataTableSort } from '../ui/data-table-view';
import { ServerDataTable } from '../ui/server-data-table';
import { TicketStatusBadge } from './ticket-status-badge';

/**
 * Tickets as a table: the number opens the ticket. With `filters` (the back
 * office's list) headers sort through the address; without (a customer's own
 * requests) the order is the API's, newest first, and the agency is left out.
 */
export function TicketsTable({ items, filters, caption }: { items: TicketSummary[]; filters?: TicketFilters; caption: string }) {
  const t = useTranslations('tickets');
  const format = useFormat();

  const sort = useMemo<DataTableSort | undefined>(
    () =>
      filters && {
        key: filters.sort,
        direction: filters.direction,
        href: (key) => ticketsHref(ticketSortedBy(filters, key as TicketSort)),
        label: (column) => t('list.sortBy', { column }),
      },
    [filters, t],
  );

  const columns = useMemo(() => {
    const list: DataColumn<TicketSummary>[] = [
      {
        id: 'number',
        header: t('list.columns.number'),
        meta: { phone: true, sortKey: 'number', rowHeader: true, className: 'whitespace-nowrap' },
        cell: ({ row: { original } }) => (
          <Link
            href={ticketPagePath(original.kind, original.customer.id, original.product.id, original.id)}
            aria-label={t('list.open', { number: original.number })}
            className="font-semibold text-primary hover:underline"
          >
            {original.number}
          </Link>
        ),
      },
      {
        id: 'status',
        header: t('list.columns.status'),
        meta: { phone: true, sortKey: 'status' },
        cell: ({ row }) => <TicketStatusBadge status={row.original.status} />,
      },
      { id: 'kind', meta: { phone: true }, header: t('list.columns.kind'), cell: ({ row }) => t(`kind.${row.original.kind}`) },
      {
        id: 'product',
        header: t('list.columns.product'),
        meta: { className: 'min-w-40' },
        cell: ({ row: { original } }) => (
          <>
            {original.product.modelName}
            {original.product.serialNumber && <span className="block text-xs text-ink-muted">{original.product.serialNumber}</span>}
          </>
        ),
      },
    ];
    if (filters) {
      list.push(
        {
          id: 'company',
          header: t('list.columns.customer'),
          meta: { sortKey: 'company', className: 'min-w-40' },
          cell: ({ row }) => row.original.customer.name,
        },
        { id: 'agency', header: t('list.columns.agency'), meta: { className: 'whitespace-nowrap' }, cell: ({ row }) => row.original.agency.name },
      );
    }
    list.push(
      {
        id: 'createdAt',
        header: t('list.columns.createdAt'),
        meta: { phone: true, sortKey: 'createdAt', className: 'whitespace-nowrap' },
        cell: ({ row }) => format.date(row.original.createdAt),
      },
      {
        id: 'lastStatusChangeAt',
        header: t('list.columns.lastStatusChangeAt'),
        meta: { sortKey: 'lastStatusChangeAt', className: 'whitespace-nowrap' },
        cell: ({ row }) => format.date(row.original.lastStatusChangeAt),
      },
    );
    return list;
  }, [filters, format, t]);

  return <ServerDataTable columns={columns} data={items} caption={caption} getRowId={(row) => String(row.id)} sort={sort} testId="tickets-table" />;
}
