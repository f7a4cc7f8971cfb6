import { useTranslations } from 'next-intl';
import { useFormat } from '@/lib/format/use-format';
import type { ContractDetail } from '@/core/schemas/contracts-answers';
import { Link } from '@/i18n/navigation';
import { OrderSteps } from '../../orders/order-steps';
import type { DataColumn } from '../../ui/data-table-view';
import { Section } from '../../ui/section';
import { ServerDataTable } from '../../ui/server-data-table';
import { OrderStatusBadge } from '../status-badges';

type Order = ContractDetail['orders'][number];

/**
 * Supplier orders (docs/domain.md), the order status the ordered units add up
 * to and the supply's steps up to the delivery; a link to the order page for
 * those who may open it (`linkOrder`).
 */
export function OrdersCard({
  contract,
  linkOrder,
}: {
  contract: Pick<ContractDetail, 'id' | 'orders' | 'orderStatus' | 'units' | 'startDate'>;
  linkOrder: boolean;
}) {
  const t = useTranslations('contracts');
  const format = useFormat();
  const columns: DataColumn<Order>[] = [
    { id: 'orderNumber', header: t('order.orderNumber'), cell: ({ row }) => row.original.orderNumber, meta: { rowHeader: true, className: 'font-medium' } },
    { id: 'supplierName', header: t('order.supplierName'), cell: ({ row }) => row.original.supplierName },
    { id: 'supplierCode', header: t('order.supplierCode'), cell: ({ row }) => row.original.supplierCode },
    { id: 'orderDate', header: t('order.orderDate'), cell: ({ row }) => format.day(row.original.orderDate) },
    { id: 'units', header: t('order.units'), cell: ({ row }) => row.original.unitIds.length, meta: { align: 'right' } },
    { id: 'supplierPrice', header: t('order.supplierPrice'), cell: ({ row }) => format.money(row.original.supplierPrice), meta: { align: 'right' } },
  ];
  return (
    <Section
      id="orders"
      title={t('detail.orders')}
      actions={
        <span className="flex flex-wrap items-center gap-3 text-sm text-ink-muted">
          <span className="flex items-center gap-2" data-testid="order-status">
            {t('detail.orderStatus')}: <OrderStatusBadge status={contract.orderStatus} />
          </span>
          {linkOrder && (
            <Link href={`/orders/${contract.id}`} className="font-medium text-primary hover:underline">
              {t('detail.openOrder')}
            </Link>
          )}
        </span>
      }
    >
      <div className="mb-3">
        <OrderSteps facts={contract} />
      </div>
      {contract.orders.length === 0 ? (
        <p className="text-sm text-ink-muted">{t('detail.noOrders')}</p>
      ) : (
        <ServerDataTable caption={t('detail.orders')} testId="orders-table" columns={columns} data={contract.orders} getRowId={(order) => String(order.id)} />
      )}
    </Section>
  );
}
