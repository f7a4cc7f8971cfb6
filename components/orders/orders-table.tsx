import { useTranslations } from 'next-intl';
import { useFormat } from '@/lib/format/use-format';
import { useMemo } from 'react';
import { type OrderSort, marginKnown } from '@/core/domain/orders';
import type { z } from 'zod';
import type { OrderRowSchema } from '@/core/schemas/orders';
import { Link } from '@/i18n/navigation';
import { type OrderFilters, orderSortedBy, ordersHref, withOrderFilters } from '@/lib/orders/filters';
import { ContractStatusBadge, OrderStatusBadge } from '../contracts/status-badges';
import type { DataColumn, DataTableSort } from '../ui/data-table-view';
import { ServerDataTable } from '../ui/server-data-table';

type OrderRow = z.infer<typeof OrderRowSchema>;

/** The orders view: each signed contract with its order status; the number opens its units and orders. */
export function OrdersTable({ items, filters, caption }: { items: OrderRow[]; filters: OrderFilters; caption: string }) {
  const t = useTranslations('orders');
  const format = useFormat();
  const economics = items.some((row) => row.margin !== undefined);

  const sort = useMemo<DataTableSort>(
    () => ({
      key: filters.sort,
      direction: filters.direction,
      href: (key) => ordersHref(orderSortedBy(filters, key as OrderSort)),
      label: (column) => t('table.sortBy', { column }),
    }),
    [filters, t],
  );

  const columns = useMemo(() => {
    const day = format.date;
    const right = { align: 'right' as const, className: 'whitespace-nowrap text-right tabular-nums' };
    const list: DataColumn<OrderRow>[] = [
      {
        id: 'number',
        header: t('columns.number'),
        meta: { phone: true, sortKey: 'number', rowHeader: true, className: 'whitespace-nowrap' },
        cell: ({ row }) =>
          row.original.status === 'error' ? (
            <span title={t('table.inError')}>{row.original.number}</span>
          ) : (
            <Link
              href={`/orders/${row.original.contractId}`}
              aria-label={t('table.open', { number: row.original.number })}
              className="font-semibold text-primary hover:underline"
            >
              {row.original.number}
            </Link>
          ),
      },
      {
        id: 'orderStatus',
        header: t('columns.orderStatus'),
        meta: { phone: true, sortKey: 'orderStatus' },
        cell: ({ row }) => <OrderStatusBadge status={row.original.orderStatus} />,
      },
      { id: 'status', header: t('columns.status'), cell: ({ row }) => <ContractStatusBadge status={row.original.status} /> },
      {
        id: 'company',
        header: t('columns.company'),
        meta: { phone: true, sortKey: 'company', className: 'min-w-44' },
        cell: ({ row }) => row.original.companyName ?? '—',
      },
      {
        id: 'agency',
        header: t('columns.agency'),
        meta: { sortKey: 'agency', className: 'whitespace-nowrap' },
        cell: ({ row }) => {
          const { agency } = row.original;
          const label = t('table.filterAgency', { name: agency.name });
          return (
            <Link
              href={ordersHref(withOrderFilters(filters, { agencyId: agency.id }))}
              title={label}
              aria-label={label}
              className="hover:text-primary hover:underline"
            >
              {agency.name}
            </Link>
          );
        },
      },
      {
        id: 'units',
        header: `${t('columns.orderedUnits')} / ${t('columns.units')}`,
        meta: { phone: true, sortKey: 'units', ...right },
        cell: ({ row }) => `${row.original.orderedUnits} / ${row.original.units}`,
      },
      {
        id: 'createdAt',
        header: t('columns.createdAt'),
        meta: { phone: true, sortKey: 'createdAt', className: 'whitespace-nowrap' },
        cell: ({ row }) => day(row.original.createdAt),
      },
      {
        id: 'lastOrderDate',
        header: t('columns.lastOrderDate'),
        meta: { sortKey: 'lastOrderDate', className: 'whitespace-nowrap' },
        cell: ({ row }) => (row.original.lastOrderDate ? day(row.original.lastOrderDate) : '—'),
      },
      { id: 'supplierCost', header: t('columns.supplierCost'), meta: right, cell: ({ row }) => format.money(row.original.supplierCost) },
    ];
    if (economics) {
      list.push(
        { id: 'contractValue', header: t('columns.financedAmount'), meta: right, cell: ({ row }) => format.money(row.original.contractValue ?? 0) },
        {
          id: 'margin',
          header: t('columns.margin'),
          meta: right,
          cell: ({ row }) =>
            marginKnown(row.original.supplierCost, row.original.orderedUnits) ? (
              <span className={(row.original.margin ?? 0) < 0 ? 'font-semibold text-red-700' : ''}>{format.money(row.original.margin ?? 0)}</span>
            ) : (
              '—'
            ),
        },
      );
    }
    return list;
  }, [economics, filters, format, t]);

  return <ServerDataTable columns={columns} data={items} caption={caption} getRowId={(row) => String(row.contractId)} sort={sort} testId="orders-table" />;
}
