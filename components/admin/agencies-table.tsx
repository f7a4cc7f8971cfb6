import { useTranslations } from 'next-intl';
import { useFormat } from '@/lib/format/use-format';
import { useMemo } from 'react';
import type { AgencyAdmin } from '@/core/schemas/agencies';
import { Link } from '@/i18n/navigation';
import { type AgencyFilters, type AgencySort, agenciesHref, agenciesSortedBy } from '@/lib/admin/agency-filters';
import { Badge } from '../ui/badge';
import type { DataColumn, DataTableSort } from '../ui/data-table-view';
import { ServerDataTable } from '../ui/server-data-table';

/** The agencies list: terms, how many users and contracts, and whether it is active. */
export function AgenciesTable({ items, filters, caption }: { items: AgencyAdmin[]; filters: AgencyFilters; caption: string }) {
  const t = useTranslations('agencies');
  const format = useFormat();
  const sort = useMemo<DataTableSort>(
    () => ({
      key: filters.sort,
      direction: filters.direction,
      href: (key) => agenciesHref(agenciesSortedBy(filters, key as AgencySort)),
      label: (column) => t('sortBy', { column }),
    }),
    [filters, t],
  );
  const columns = useMemo<DataColumn<AgencyAdmin>[]>(
    () => [
      {
        id: 'name',
        header: t('columns.name'),
        meta: { phone: true, sortKey: 'name', rowHeader: true },
        cell: ({ row }) => (
          <Link
            href={`/agencies/${row.original.id}`}
            aria-label={t('table.open', { name: row.original.name })}
            className="font-semibold text-primary hover:underline"
          >
            {row.original.name}
          </Link>
        ),
      },
      {
        id: 'shipping',
        header: t('columns.shippingUnitCost'),
        meta: { align: 'right' },
        cell: ({ row }) => format.money(row.original.shippingUnitCostCents / 100),
      },
      { id: 'maxUnits', header: t('columns.shippingMaxUnits'), meta: { align: 'right' }, cell: ({ row }) => row.original.shippingMaxUnits },
      {
        id: 'commission',
        header: t('columns.commissions'),
        meta: { align: 'right' },
        cell: ({ row }) => `${format.percent(row.original.agentCommission / 100)} · ${format.percent(row.original.grenkeAgentCommission / 100)}`,
      },
      { id: 'users', header: t('columns.users'), meta: { phone: true, align: 'right' }, cell: ({ row }) => row.original.usersCount },
      { id: 'contracts', header: t('columns.contracts'), meta: { phone: true, align: 'right' }, cell: ({ row }) => row.original.contractsCount },
      {
        id: 'state',
        meta: { phone: true },
        header: t('columns.state'),
        cell: ({ row }) =>
          row.original.deactivated ? <Badge tone="danger">{t('state.deactivated')}</Badge> : <Badge tone="success">{t('state.active')}</Badge>,
      },
      {
        id: 'createdAt',
        header: t('columns.createdAt'),
        meta: { sortKey: 'createdAt', align: 'right' },
        cell: ({ row }) => format.date(row.original.createdAt),
      },
    ],
    [format, t],
  );
  return <ServerDataTable columns={columns} data={items} caption={caption} getRowId={(a) => String(a.id)} sort={sort} testId="agencies-table" />;
}
