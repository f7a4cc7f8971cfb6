'use client';

import { useTranslations } from 'next-intl';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import type { orderFormChecks } from '@/lib/orders/order-checks';
import { lazyZodResolver } from '@/lib/client/lazy-zod-resolver';
import { portalApi } from '@/lib/client/portal-api';
import { ORDER_MESSAGE_KEYS } from '@/lib/orders/order-message-keys';
import { useContractCall } from '../contracts/actions/use-contract-call';
import { Alert } from '../ui/alert';
import { Button } from '../ui/button';
import { DecimalField } from '../ui/decimal-field';
import { TextField } from '../ui/text-field';

type OrderFields = z.output<typeof orderFormChecks>;
/** What the form holds: the price is null while blank, NaN while it cannot be read. */
type OrderInput = Omit<OrderFields, 'supplierPrice'> & { supplierPrice: number | null };

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
  const root = useTranslations();
  const { call, busy, feedback } = useContractCall();
  const empty: OrderInput = { supplierName: '', supplierCode: '', orderNumber: '', orderDate: today, supplierPrice: null };
  const {
    register,
    control,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<OrderInput, unknown, OrderFields>({
    // The checks (the API's body schema) arrive when the form is first checked, not with the page.
    resolver: lazyZodResolver(() => import('@/lib/orders/order-checks').then((module) => module.orderFormChecks), ORDER_MESSAGE_KEYS),
    // No error summary here: the first field in error takes the focus.
    defaultValues: empty,
  });
  const message = (key?: string) => (key ? root(key as never) : undefined);

  async function submit(values: OrderFields) {
    const body = { contractId, unitIds, ...values };
    if (await call(() => portalApi.post('/api/Agency/{agencyId}/Orders', { params: { agencyId }, json: body }), t('saved', { number: body.orderNumber }))) {
      reset(empty);
      onDone();
    }
  }

  return (
    <form noValidate onSubmit={handleSubmit(submit)} className="flex flex-col gap-3" aria-label={t('title')} data-testid="order-form">
      <p className="text-sm text-ink-muted">{t('hint')}</p>
      <p className="text-sm font-medium text-ink" aria-live="polite">
        {t('selected', { count: unitIds.length })}
      </p>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
        <TextField
          label={t('supplierName')}
          required
          maxLength={200}
          autoComplete="off"
          error={message(errors.supplierName?.message)}
          {...register('supplierName')}
        />
        <TextField
          label={t('supplierCode')}
          required
          maxLength={50}
          autoComplete="off"
          error={message(errors.supplierCode?.message)}
          {...register('supplierCode')}
        />
        <TextField
          label={t('orderNumber')}
          required
          maxLength={50}
          autoComplete="off"
          error={message(errors.orderNumber?.message)}
          {...register('orderNumber')}
        />
        <TextField label={t('orderDate')} type="date" required max={today} error={message(errors.orderDate?.message)} {...register('orderDate')} />
        <Controller
          control={control}
          name="supplierPrice"
          render={({ field, fieldState }) => (
            <DecimalField {...field} label={t('supplierPrice')} required max={100_000_000} error={message(fieldState.error?.message)} />
          )}
        />
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
