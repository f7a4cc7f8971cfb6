'use client';

import { useTranslations } from 'next-intl';
import { type FormEvent, useState } from 'react';
import { useContractCall } from '../contracts/actions/use-contract-call';
import { Alert } from '../ui/alert';
import { Button } from '../ui/button';
import { TextField } from '../ui/text-field';

/** One supplier order for the units selected in the table: one unit or several at once. */
export function OrderForm({
  agencyId,
  contractId,
  unitIds,
  today,
  onDone,
}: {
  agencyId: number;
  contractId: number;
  unitIds: number[];
  today: string;
  onDone: () => void;
}) {
  const t = useTranslations('orders.orderForm');
  const { call, busy, feedback } = useContractCall();
  const [key, setKey] = useState(0);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const text = (name: string) => String(data.get(name) ?? '').trim();
    const body = {
      contractId,
      unitIds,
      supplierName: text('supplierName'),
      supplierCode: text('supplierCode'),
      orderNumber: text('orderNumber'),
      orderDate: text('orderDate'),
      supplierPrice: Number(text('supplierPrice').replace(',', '.')),
    };
    if (await call(`/api/Agency/${agencyId}/Orders`, { method: 'POST', json: body }, t('saved', { number: body.orderNumber }))) {
      setKey((k) => k + 1);
      onDone();
    }
  }

  return (
    <form key={key} onSubmit={submit} className="flex flex-col gap-3" aria-label={t('title')} data-testid="order-form">
      <p className="text-sm text-ink-muted">{t('hint')}</p>
      <p className="text-sm font-medium text-ink" aria-live="polite">
        {t('selected', { count: unitIds.length })}
      </p>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
        <TextField name="supplierName" label={t('supplierName')} required maxLength={200} autoComplete="off" />
        <TextField name="supplierCode" label={t('supplierCode')} required maxLength={50} autoComplete="off" />
        <TextField name="orderNumber" label={t('orderNumber')} required maxLength={50} autoComplete="off" />
        <TextField name="orderDate" label={t('orderDate')} type="date" required max={today} defaultValue={today} />
        <TextField name="supplierPrice" label={t('supplierPrice')} required inputMode="decimal" pattern="[0-9]+([.,][0-9]{1,2})?" autoComplete="off" />
      </div>
      <div>
        <Button type="submit" disabled={busy || unitIds.length === 0}>
          {busy ? t('saving') : t('submit')}
        </Button>
      </div>
      {feedback && <Alert tone={feedback.tone === 'error' ? 'error' : 'info'}>{feedback.text}</Alert>}
    </form>
  );
}
