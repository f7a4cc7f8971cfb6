import { useTranslations } from 'next-intl';
import { useFormat } from '@/lib/format/use-format';
import { useMemo } from 'react';
import type { CustomerSummary } from '@/lib/api/customers';
import { Link } from '@/i18n/navigation';
import { type CustomerFilters, type CustomerSort, customersHref, customersSortedBy } from '@/lib/contracts/customer-filters';
import type { DataColumn, DataTableSort } from '../ui/data-table-view';
import { ServerDataTable } from '../ui/server-data-table';

/** The customers list: company, where, whose, how many contracts the caller sees. */
export function CustomersTable({
  items,
  filters,
  caption,
  showAgency,
}: {
  items: CustomerSummary[];
  filters: CustomerFilters;
  caption: string;
  showAgency: boolean;
}) {
  const t = useTranslations('customers');
  const format = useFormat();
  const sort = useMemo<DataTableSort>(
    () => ({
      key: filters.sort,
      direction: filters.direction,
      href: (key) => customersHref('/customers', customersSortedBy(filters, key as CustomerSort)),
      label: (column) => t('sortBy', { column }),
    }),
    [filters, t],
  );
  const columns = useMemo<DataColumn<CustomerSummary>[]>(
    () => [
      {
        id: 'name',
        header: t('columns.name'),
        meta: { phone: true, sortKey: 'name', rowHeader: true },
        cell: ({ row }) => (
          <Link
            href={`/customers/${row.original.id}`}
            aria-label={t('table.open', { name: row.original.name })}
            className="font-semibold text-primary hover:underline"
          >
            {row.original.name}
          </Link>
        ),
      },
      {
        id: 'vatNumber',
        meta: { phone: true },
        header: t('columns.vatNumber'),
        cell: ({ row }) => <span className="font-mono text-xs">{row.original.vatNumber}</span>,
      },
      {
        id: 'municipality',
        meta: { phone: true },
        header: t('columns.municipality'),
        cell: ({ row }) => [row.original.municipality, row.original.province && `(${row.original.province})`].filter(Boolean).join(' ') || '—',
      },
      ...(showAgency ? [{ id: 'agency', header: t('columns.agency'), cell: ({ row }) => row.original.agency.name } satisfies DataColumn<CustomerSummary>] : []),
      {
        id: 'contact',
        header: t('columns.email'),
        cell: ({ row }) => (
          <div className="text-xs">
            <p>{row.original.email ?? '—'}</p>
            {row.original.phone && <p className="text-ink-muted">{row.original.phone}</p>}
          </div>
        ),
      },
      { id: 'contractsCount', header: t('columns.contractsCount'), meta: { phone: true, align: 'right' }, cell: ({ row }) => row.original.contractsCount },
      {
        id: 'lastContractAt',
        header: t('columns.lastContractAt'),
        meta: { sortKey: 'lastContractAt', align: 'right' },
        cell: ({ row }) => (row.original.lastContractAt ? format.date(row.original.lastContractAt) : '—'),
      },
      { id: 'createdBy', header: t('columns.createdBy'), cell: ({ row }) => row.original.createdBy?.username ?? '—' },
    ],
    [format, showAgency, t],
  );
  return <ServerDataTable columns={columns} data={items} caption={caption} getRowId={(c) => String(c.id)} sort={sort} testId="customers-table" />;
}
