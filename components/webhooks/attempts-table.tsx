import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import type { WebhookAttempt } from '@/core/schemas/webhooks';
import { useFormat } from '@/lib/format/use-format';
import { eventKey } from '@/lib/webhooks/page-state';
import { Badge, type BadgeTone } from '../ui/badge';
import type { DataColumn } from '../ui/data-table-view';
import { ServerDataTable } from '../ui/server-data-table';
import { RedeliverButton } from './redeliver-button';

const STATE_TONE: Record<WebhookAttempt['deliveryState'], BadgeTone> = { pending: 'warning', sending: 'progress', delivered: 'success', failed: 'danger' };

/** An endpoint's delivery log: each attempt with its answer and duration, where its delivery stands, and "send again". */
export function AttemptsTable({ items, agencyId, endpointId, caption }: { items: WebhookAttempt[]; agencyId: number; endpointId: number; caption: string }) {
  const t = useTranslations('webhooks');
  const format = useFormat();
  const columns = useMemo<DataColumn<WebhookAttempt>[]>(
    () => [
      { id: 'at', header: t('log.at'), meta: { rowHeader: true, phone: true }, cell: ({ row }) => format.moment(row.original.at) },
      {
        id: 'event',
        header: t('log.event'),
        meta: { phone: true },
        cell: ({ row }) => (
          <div className="text-sm">
            <p>{t(`events.${eventKey(row.original.eventType)}`)}</p>
            <p className="break-all font-mono text-xs text-ink-muted">{row.original.messageId}</p>
          </div>
        ),
      },
      { id: 'attempt', header: t('log.attempt'), meta: { align: 'right', phone: true }, cell: ({ row }) => row.original.attempt },
      {
        id: 'result',
        header: t('log.result'),
        meta: { phone: true },
        cell: ({ row }) => (
          <div className="text-sm">
            <Badge tone={row.original.ok ? 'success' : 'danger'}>{row.original.statusCode ?? t('log.noAnswer')}</Badge>
            {row.original.error && <p className="text-xs text-ink-muted">{row.original.error}</p>}
          </div>
        ),
      },
      { id: 'duration', header: t('log.duration'), meta: { align: 'right', phone: true }, cell: ({ row }) => t('log.ms', { value: row.original.durationMs }) },
      {
        id: 'state',
        header: t('log.state'),
        meta: { phone: true },
        cell: ({ row }) => <Badge tone={STATE_TONE[row.original.deliveryState]}>{t(`log.states.${row.original.deliveryState}`)}</Badge>,
      },
      {
        id: 'actions',
        header: t('list.actions'),
        meta: { phone: true },
        cell: ({ row }) => (
          <RedeliverButton
            agencyId={agencyId}
            endpointId={endpointId}
            deliveryId={row.original.deliveryId}
            label={t('log.redeliverLabel', { event: t(`events.${eventKey(row.original.eventType)}`), at: format.moment(row.original.at) })}
          />
        ),
      },
    ],
    [agencyId, endpointId, format, t],
  );
  return <ServerDataTable columns={columns} data={items} caption={caption} getRowId={(a) => String(a.id)} testId="webhook-attempts-table" />;
}
