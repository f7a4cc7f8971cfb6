'use client';

import { useTranslations } from 'next-intl';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import type { DeliveryBodySchema } from '@/core/schemas/orders';
import { lazyZodResolver } from '@/lib/client/lazy-zod-resolver';
import { portalApi } from '@/lib/client/portal-api';
import { useFormat } from '@/lib/format/use-format';
import { ORDER_MESSAGE_KEYS } from '@/lib/orders/order-message-keys';
import { useContractCall } from '../contracts/actions/use-contract-call';
import { Alert } from '../ui/alert';
import { Button } from '../ui/button';
import { TextField } from '../ui/text-field';

type DeliveryBody = z.input<typeof DeliveryBodySchema>;

interface Props {
  agencyId: number;
  contractId: number;
  minDate: string | null;
  today: string;
  /** already running without its delivery day (docs/domain.md, "Lifecycle"): the day is recorded, the status stays */
  running: boolean;
}

/** Delivery of a contract in activation: it becomes active from the start date given; a running contract gets its missing day. */
export function DeliveryForm({ agencyId, contractId, minDate, today, running }: Props) {
  const t = useTranslations('orders.delivery');
  const root = useTranslations();
  const format = useFormat();
  const { call, busy, feedback } = useContractCall();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<DeliveryBody>({
    // The checks (the API's body schema) arrive when the form is first checked, not with the page.
    resolver: lazyZodResolver(() => import('@/lib/orders/order-checks').then((module) => module.deliveryFormChecks), ORDER_MESSAGE_KEYS),
    defaultValues: { startDate: today },
  });

  async function submit({ startDate }: DeliveryBody) {
    const done = t(running ? 'doneRunning' : 'done', { date: format.day(startDate) });
    await call(() => portalApi.post('/api/Agency/{agencyId}/Orders/{contractId}/delivery', { params: { agencyId, contractId }, json: { startDate } }), done);
  }

  const error = errors.startDate?.message;
  return (
    <form noValidate onSubmit={handleSubmit(submit)} className="flex flex-col gap-3" aria-label={t('title')} data-testid="delivery-form">
      <p className="text-sm text-ink-muted">{t(running ? 'hintRunning' : 'hint')}</p>
      <div className="flex flex-wrap items-end gap-3">
        <TextField
          type="date"
          label={t('startDate')}
          required
          min={minDate ?? undefined}
          max={today}
          error={error ? root(error as never) : undefined}
          {...register('startDate')}
        />
        <Button type="submit" disabled={busy}>
          {busy ? t('saving') : t('submit')}
        </Button>
      </div>
      {feedback && <Alert tone={feedback.tone === 'error' ? 'error' : 'info'}>{feedback.text}</Alert>}
    </form>
  );
}
