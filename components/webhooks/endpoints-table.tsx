import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import type { WebhookEndpoint } from '@/core/schemas/webhooks';
import { useFormat } from '@/lib/format/use-format';
import { eventKey } from '@/lib/webhooks/page-state';
import { Badge } from '../ui/badge';
import type { DataColumn } from '../ui/data-table-view';
import { ServerDataTable } from '../ui/server-data-table';
import { EndpointActions } from './endpoint-actions';

/** The agency's endpoints: where, which events, on or off, and the actions; cards on a phone. */
export function EndpointsTable({ items, agencyId }: { items: WebhookEndpoint[]; agencyId: number }) {
  const t = useTranslations('webhooks');
  const format = useFormat();
  const columns = useMemo<DataColumn<WebhookEndpoint>[]>(
    () => [
      {
        id: 'endpoint',
        header: t('list.endpoint'),
        meta: { rowHeader: true, phone: true },
        cell: ({ row }) => (
          <div className="text-sm">
            <p className="break-all font-mono font-semibold">{row.original.url}</p>
            {row.original.description && <p className="text-xs text-ink-muted">{row.original.description}</p>}
            {row.original.previousSecretUntil && (
              <p className="text-xs text-ink-muted">{t('list.overlap', { date: format.moment(row.original.previousSecretUntil) })}</p>
            )}
          </div>
        ),
      },
      {
        id: 'events',
        header: t('list.events'),
        meta: { phone: true },
        cell: ({ row }) => (
          <ul className="text-sm">
            {row.original.events.map((type) => (
              <li key={type}>{t(`events.${eventKey(type)}`)}</li>
            ))}
          </ul>
        ),
      },
      {
        id: 'state',
        header: t('list.state'),
        meta: { phone: true },
        cell: ({ row }) =>
          row.original.enabled ? (
            <Badge tone="success">{t('list.enabled')}</Badge>
          ) : (
            <Badge tone={row.original.disabledReason === 'failures' ? 'danger' : 'neutral'}>
              {t(row.original.disabledReason === 'failures' ? 'list.disabledFailures' : 'list.disabled')}
            </Badge>
          ),
      },
      {
        id: 'actions',
        header: t('list.actions'),
        meta: { phone: true },
        cell: ({ row }) => <EndpointActions agencyId={agencyId} endpoint={row.original} />,
      },
    ],
    [agencyId, format, t],
  );
  return (
    <ServerDataTable
      columns={columns}
      data={items}
      caption={t('list.caption')}
      getRowId={(e) => String(e.id)}
      testId="webhooks-table"
      rowTestId={(e) => `webhook-${e.id}`}
    />
  );
}
