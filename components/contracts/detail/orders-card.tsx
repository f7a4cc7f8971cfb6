import { useTranslations } from 'next-intl';
import { useFormat } from '@/lib/format/use-format';
import type { ContractDetail } from '@/core/schemas/contracts-answers';
import { Section } from '../../ui/section';
import { SimpleTable } from '../../ui/simple-table';
import { OrderStatusBadge } from '../status-badges';

/** Supplier orders (docs/domain.md) and the order status the ordered units add up to. */
export function OrdersCard({ contract }: { contract: Pick<ContractDetail, 'orders' | 'orderStatus'> }) {
  const t = useTranslations('contracts');
  const format = useFormat();
  return (
    <Section
      id="orders"
      title={t('detail.orders')}
      actions={
        <span className="flex items-center gap-2 text-sm text-ink-muted" data-testid="order-status">
          {t('detail.orderStatus')}: <OrderStatusBadge status={contract.orderStatus} />
        </span>
      }
    >
      {contract.orders.length === 0 ? (
        <p className="text-sm text-ink-muted">{t('detail.noOrders')}</p>
      ) : (
        <SimpleTable
          caption={t('detail.orders')}
          testId="orders-table"
          columns={[
            { key: 'orderNumber', header: t('order.orderNumber') },
            { key: 'supplierName', header: t('order.supplierName') },
            { key: 'supplierCode', header: t('order.supplierCode') },
            { key: 'orderDate', header: t('order.orderDate') },
            { key: 'units', header: t('order.units'), align: 'right' },
            { key: 'supplierPrice', header: t('order.supplierPrice'), align: 'right' },
          ]}
          rows={contract.orders.map((order) => ({
            id: order.id,
            orderNumber: order.orderNumber,
            supplierName: order.supplierName,
            supplierCode: order.supplierCode,
            orderDate: format.day(order.orderDate),
            units: order.unitIds.length,
            supplierPrice: format.money(order.supplierPrice),
          }))}
        />
      )}
    </Section>
  );
}
