'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { OrderDetail } from '@/lib/api/orders';
import { Section } from '../ui/section';
import { DeliveryForm } from './delivery-form';
import { OrderForm } from './order-form';
import { UnitsEditor } from './units-editor';

/** The work on one contract: units with their serials and DDTs, a supplier order for the selected ones, the delivery. */
export function OrderWorkbench({ agencyId, order, today }: { agencyId: number; order: OrderDetail; today: string }) {
  const t = useTranslations('orders');
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
      {order.canConfirmDelivery && (
        <Section id="delivery" title={t('delivery.title')}>
          <DeliveryForm
            agencyId={agencyId}
            contractId={order.contractId}
            minDate={ddtDates.at(-1) ?? null}
            today={today}
            running={order.status !== 'inActivation'}
          />
        </Section>
      )}
    </>
  );
}
