import { useTranslations } from 'next-intl';
import { useFormat } from '@/lib/format/use-format';
import type { ContractDetail } from '@/core/schemas/contracts-answers';
import type { DataColumn } from '../../ui/data-table-view';
import { Section } from '../../ui/section';
import { ServerDataTable } from '../../ui/server-data-table';
import { UnitStatusBadge } from '../status-badges';

type Unit = ContractDetail['units'][number];

/** One row per product unit: its status, part number, serial and delivery note (DDT); the supplier order for agency staff. */
export function UnitsTable({ contract, showOrders = true }: { contract: Pick<ContractDetail, 'units' | 'orders' | 'destinations'>; showOrders?: boolean }) {
  const t = useTranslations('contracts');
  const format = useFormat();
  const orderNumber = new Map(contract.orders.map((o) => [o.id, o.orderNumber]));
  const destination = new Map(contract.destinations.map((d, i) => [d.id, `${i + 1}. ${d.town}`]));
  const columns: DataColumn<Unit>[] = [
    { id: 'name', header: t('unit.product'), cell: ({ row }) => row.original.name, meta: { rowHeader: true, className: 'font-medium' } },
    { id: 'status', header: t('unit.status'), cell: ({ row }) => <UnitStatusBadge status={row.original.status} /> },
    { id: 'partNumber', header: t('unit.partNumber'), cell: ({ row }) => <span className="font-mono text-xs">{row.original.partNumber}</span> },
    {
      id: 'serialNumber',
      header: t('unit.serialNumber'),
      cell: ({ row }) => (row.original.serialNumber ? <span className="font-mono text-xs">{row.original.serialNumber}</span> : '—'),
    },
    { id: 'ddtDate', header: t('unit.ddtDate'), cell: ({ row }) => (row.original.ddtDate ? format.day(row.original.ddtDate) : '—') },
    { id: 'ddtNumber', header: t('unit.ddtNumber'), cell: ({ row }) => row.original.ddtNumber ?? '—' },
    ...(showOrders
      ? [
          {
            id: 'order',
            header: t('unit.order'),
            cell: ({ row }) =>
              row.original.orderId === null ? <span className="text-ink-muted">{t('detail.unassigned')}</span> : (orderNumber.get(row.original.orderId) ?? '—'),
          } satisfies DataColumn<Unit>,
        ]
      : []),
    ...(contract.destinations.length > 0
      ? [
          {
            id: 'destination',
            header: t('detail.destination'),
            cell: ({ row }) => (row.original.destinationId === null ? '—' : (destination.get(row.original.destinationId) ?? '—')),
          } satisfies DataColumn<Unit>,
        ]
      : []),
  ];
  return (
    <Section id="units" title={t('detail.units')}>
      {contract.units.length === 0 ? (
        <p className="text-sm text-ink-muted">{t('detail.noUnits')}</p>
      ) : (
        <ServerDataTable caption={t('detail.units')} testId="units-table" columns={columns} data={contract.units} getRowId={(unit) => String(unit.id)} />
      )}
    </Section>
  );
}
