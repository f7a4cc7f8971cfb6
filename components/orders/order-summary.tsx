import { getTranslations } from 'next-intl/server';
import { getFormat } from '@/lib/format/get-format';
import type { OrderDetail } from '@/lib/api/orders';
import { ContractStatusBadge, OrderStatusBadge } from '../contracts/status-badges';
import { FieldList } from '../ui/field-list';
import { Section } from '../ui/section';
import { SimpleTable } from '../ui/simple-table';

/** Who and what: the contract's status, its lines, its supplier orders and, for roles that see economics, value and margin. */
export async function OrderSummary({ order }: { order: OrderDetail }) {
  const t = await getTranslations('orders');
  const format = await getFormat();
  const day = format.day;
  return (
    <>
      <Section id="summary" title={t('detail.summary', { number: order.number })}>
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
            ...(order.margin !== undefined
              ? [
                  { label: t('columns.contractValue'), value: format.money(order.contractValue ?? 0) },
                  { label: t('columns.margin'), value: format.money(order.margin) },
                ]
              : []),
          ]}
        />
      </Section>
      <div className="grid grid-cols-1 gap-4 2xl:grid-cols-2">
        <Section id="lines" title={t('detail.lines')}>
          <SimpleTable
            caption={t('detail.lines')}
            columns={[
              { key: 'name', header: t('detail.model') },
              { key: 'partNumber', header: t('detail.partNumber') },
              { key: 'quantity', header: t('detail.quantity'), align: 'right' },
            ]}
            rows={order.lines.map((line) => ({ id: line.modelId, ...line }))}
          />
        </Section>
        <Section id="orders" title={t('detail.orders')}>
          {order.orders.length === 0 ? (
            <p className="text-sm text-ink-muted">{t('detail.noOrders')}</p>
          ) : (
            <SimpleTable
              caption={t('detail.orders')}
              testId="supplier-orders"
              columns={[
                { key: 'number', header: t('orderForm.orderNumber') },
                { key: 'supplier', header: t('orderForm.supplierName') },
                { key: 'date', header: t('orderForm.orderDate') },
                { key: 'units', header: t('detail.units') },
                { key: 'price', header: t('orderForm.supplierPrice'), align: 'right' },
              ]}
              rows={order.orders.map((o) => ({
                id: o.id,
                number: o.orderNumber,
                supplier: `${o.supplierName} (${o.supplierCode})`,
                date: day(o.orderDate),
                units: t('detail.orderOf', { count: o.unitIds.length }),
                price: format.money(o.supplierPrice),
              }))}
            />
          )}
        </Section>
      </div>
    </>
  );
}
