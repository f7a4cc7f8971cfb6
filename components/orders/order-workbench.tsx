'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { OrderDetail } from '@/lib/api/orders';
import { useFormat } from '@/lib/format/use-format';
import { Section } from '../ui/section';
import { DeliveryForm } from './delivery-form';
import { OrderForm } from './order-form';
import { UnitsEditor } from './units-editor';

/** The work on one contract: units with their serials and DDTs, a supplier order for the selected ones, the delivery. */
export function OrderWorkbench({ agencyId, order, today }: { agencyId: number; order: OrderDetail; today: string }) {
  const t = useTranslations('orders');
  const format = useFormat();
  const [selected, setSelected] = useState<number[]>([]);
  const ddtDates = order.units.flatMap((u) => (u.ddtDate ? [u.ddtDate] : [])).sort();
  return (
    <>
      <Section id="units" title={t('detail.units')}>
        <UnitsEditor units={order.units} orders={order.orders} editable={order.canOrder} today={today} selected={selected} onSelect={setSelected} />
      </Section>
      {order.canOrder && order.units.some((u) => u.orderId === null) && (
        <Section id="new-order" title={t('orderForm.title')}>
          <OrderForm agencyId={agencyId} contractId={order.contractId} unitIds={selected} today={today} onDone={() => setSelected([])} />
        </Section>
      )}
      {/* The delivery is a step of its own: its form when it may be confirmed, its day once it was, what it waits for before. */}
      <Section id="delivery" title={t('delivery.title')}>
        {order.canConfirmDelivery ? (
          <DeliveryForm
            agencyId={agencyId}
            contractId={order.contractId}
            minDate={ddtDates.at(-1) ?? null}
            today={today}
            running={order.status !== 'inActivation'}
          />
        ) : (
          <p className="text-sm text-ink-muted" data-testid="delivery-state">
            {order.startDate ? t('delivery.confirmedOn', { date: format.day(order.startDate) }) : t('delivery.waiting')}
          </p>
        )}
      </Section>
    </>
  );
}
