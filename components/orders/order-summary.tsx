import { getTranslations } from 'next-intl/server';
import { marginKnown } from '@/core/domain/orders';
import { getFormat } from '@/lib/format/get-format';
import type { OrderDetail } from '@/lib/api/orders';
import { Link } from '@/i18n/navigation';
import { ContractStatusBadge, OrderStatusBadge } from '../contracts/status-badges';
import type { DataColumn } from '../ui/data-table-view';
import { FieldList } from '../ui/field-list';
import { Section } from '../ui/section';
import { ServerDataTable } from '../ui/server-data-table';
import { OrderSteps } from './order-steps';

type Line = OrderDetail['lines'][number];
type SupplierOrder = OrderDetail['orders'][number];

/**
 * Who and what: the contract's status (a link to the contract for those who may open it, `linkContract`),
 * the supply's steps, its lines, its supplier orders and, for roles that see economics, the financed amount and,
 * once a supplier cost is on record, the margin.
 */
export async function OrderSummary({ order, linkContract }: { order: OrderDetail; linkContract: boolean }) {
  const t = await getTranslations('orders');
  const format = await getFormat();
  const day = format.day;
  const lineColumns: DataColumn<Line>[] = [
    { id: 'name', header: t('detail.model'), cell: ({ row }) => row.original.name, meta: { rowHeader: true, className: 'font-medium' } },
    { id: 'partNumber', header: t('detail.partNumber'), cell: ({ row }) => row.original.partNumber },
    { id: 'quantity', header: t('detail.quantity'), cell: ({ row }) => row.original.quantity, meta: { align: 'right' } },
  ];
  const orderColumns: DataColumn<SupplierOrder>[] = [
    { id: 'number', header: t('orderForm.orderNumber'), cell: ({ row }) => row.original.orderNumber, meta: { rowHeader: true, className: 'font-medium' } },
    { id: 'supplier', header: t('orderForm.supplierName'), cell: ({ row }) => `${row.original.supplierName} (${row.original.supplierCode})` },
    { id: 'date', header: t('orderForm.orderDate'), cell: ({ row }) => day(row.original.orderDate) },
    { id: 'units', header: t('detail.units'), cell: ({ row }) => t('detail.orderOf', { count: row.original.unitIds.length }) },
    { id: 'price', header: t('orderForm.supplierPrice'), cell: ({ row }) => format.money(row.original.supplierPrice), meta: { align: 'right' } },
  ];
  return (
    <>
      <Section
        id="summary"
        title={t('detail.summary', { number: order.number })}
        actions={
          linkContract && (
            <Link href={`/contracts/${order.contractId}`} className="text-sm font-medium text-primary hover:underline">
              {t('detail.openContract')}
            </Link>
          )
        }
      >
        <div className="mb-4">
          <OrderSteps facts={order} />
        </div>
        <FieldList
          columns={3}
          items={[
            { label: t('detail.contractStatus'), value: <ContractStatusBadge status={order.status} /> },
            { label: t('columns.orderStatus'), value: <OrderStatusBadge status={order.orderStatus} /> },
            { label: t('columns.company'), value: order.companyName },
            { label: t('columns.agency'), value: order.agency.name },
            { label: t('columns.createdAt'), value: format.date(order.createdAt) },
            { label: t('detail.startDate'), value: order.startDate ? day(order.startDate) : null },
            { label: t('columns.supplierCost'), value: format.money(order.supplierCost) },
            ...(order.contractValue !== undefined ? [{ label: t('columns.financedAmount'), value: format.money(order.contractValue) }] : []),
            ...(order.margin !== undefined && marginKnown(order.supplierCost, order.orders.length)
              ? [{ label: t('columns.margin'), value: format.money(order.margin) }]
              : []),
          ]}
        />
      </Section>
      <div className="grid grid-cols-1 gap-4 2xl:grid-cols-2">
        <Section id="lines" title={t('detail.lines')}>
          <ServerDataTable caption={t('detail.lines')} columns={lineColumns} data={order.lines} getRowId={(line) => String(line.modelId)} />
        </Section>
        <Section id="orders" title={t('detail.orders')}>
          {order.orders.length === 0 ? (
            <p className="text-sm text-ink-muted">{t('detail.noOrders')}</p>
          ) : (
            <ServerDataTable
              caption={t('detail.orders')}
              testId="supplier-orders"
              columns={orderColumns}
              data={order.orders}
              getRowId={(supplierOrder) => String(supplierOrder.id)}
            />
          )}
        </Section>
      </div>
    </>
  );
}
