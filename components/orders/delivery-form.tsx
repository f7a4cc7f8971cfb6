'use client';

import { useTranslations } from 'next-intl';
import { useFormat } from '@/lib/format/use-format';
import { type FormEvent } from 'react';
import { useContractCall } from '../contracts/actions/use-contract-call';
import { Alert } from '../ui/alert';
import { Button } from '../ui/button';
import { TextField } from '../ui/text-field';

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
  const format = useFormat();
  const { call, busy, feedback } = useContractCall();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const startDate = String(new FormData(event.currentTarget).get('startDate') ?? '');
    const done = t(running ? 'doneRunning' : 'done', { date: format.day(startDate) });
    await call(`/api/Agency/${agencyId}/Orders/${contractId}/delivery`, { method: 'POST', json: { startDate } }, done);
  }

  return (
    <form onSubmit={submit} className="flex flex-col gap-3" aria-label={t('title')} data-testid="delivery-form">
      <p className="text-sm text-ink-muted">{t(running ? 'hintRunning' : 'hint')}</p>
      <div className="flex flex-wrap items-end gap-3">
        <TextField name="startDate" type="date" label={t('startDate')} required min={minDate ?? undefined} max={today} defaultValue={today} />
        <Button type="submit" disabled={busy}>
          {busy ? t('saving') : t('submit')}
        </Button>
      </div>
      {feedback && <Alert tone={feedback.tone === 'error' ? 'error' : 'info'}>{feedback.text}</Alert>}
    </form>
  );
}
