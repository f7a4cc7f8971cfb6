import { useTranslations } from 'next-intl';
import { useFormat } from '@/lib/format/use-format';
import type { ContractDetail } from '@/core/schemas/contracts-answers';
import { Section } from '../../ui/section';
import { SimpleTable } from '../../ui/simple-table';
import { UnitStatusBadge } from '../status-badges';

/** One row per product unit: its status, part number, serial and delivery note (DDT); the supplier order for agency staff. */
export function UnitsTable({ contract, showOrders = true }: { contract: Pick<ContractDetail, 'units' | 'orders' | 'destinations'>; showOrders?: boolean }) {
  const t = useTranslations('contracts');
  const format = useFormat();
  const orderNumber = new Map(contract.orders.map((o) => [o.id, o.orderNumber]));
  const destination = new Map(contract.destinations.map((d, i) => [d.id, `${i + 1}. ${d.town}`]));
  return (
    <Section id="units" title={t('detail.units')}>
      {contract.units.length === 0 ? (
        <p className="text-sm text-ink-muted">{t('detail.noUnits')}</p>
      ) : (
        <SimpleTable
          caption={t('detail.units')}
          testId="units-table"
          columns={[
            { key: 'name', header: t('unit.product') },
            { key: 'status', header: t('unit.status') },
            { key: 'partNumber', header: t('unit.partNumber') },
            { key: 'serialNumber', header: t('unit.serialNumber') },
            { key: 'ddtDate', header: t('unit.ddtDate') },
            { key: 'ddtNumber', header: t('unit.ddtNumber') },
            ...(showOrders ? [{ key: 'order', header: t('unit.order') }] : []),
            ...(contract.destinations.length > 0 ? [{ key: 'destination', header: t('detail.destination') }] : []),
          ]}
          rows={contract.units.map((unit) => ({
            id: unit.id,
            name: unit.name,
            status: <UnitStatusBadge status={unit.status} />,
            partNumber: <span className="font-mono text-xs">{unit.partNumber}</span>,
            serialNumber: unit.serialNumber && <span className="font-mono text-xs">{unit.serialNumber}</span>,
            ddtDate: unit.ddtDate && format.day(unit.ddtDate),
            ddtNumber: unit.ddtNumber,
            order: unit.orderId === null ? <span className="text-ink-muted">{t('detail.unassigned')}</span> : orderNumber.get(unit.orderId),
            destination: unit.destinationId === null ? null : destination.get(unit.destinationId),
          }))}
        />
      )}
    </Section>
  );
}
