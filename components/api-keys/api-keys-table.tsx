import { useTranslations } from 'next-intl';
import type { ApiKey } from '@/core/schemas/api-keys';
import { useFormat } from '@/lib/format/use-format';
import { Badge, type BadgeTone } from '../ui/badge';
import type { DataColumn } from '../ui/data-table-view';
import { ServerDataTable } from '../ui/server-data-table';
import { RevokeApiKey } from './revoke-api-key';

const TONE: Record<ApiKey['status'], BadgeTone> = { active: 'success', expired: 'neutral', revoked: 'danger' };

/** The agency's keys: what each may do, who made it, when it ends and when it was last used; an active one can be revoked. */
export function ApiKeysTable({ agencyId, items }: { agencyId: number; items: readonly ApiKey[] }) {
  const t = useTranslations('apiKeys');
  const format = useFormat();
  // A key works through its last day: the day before the instant it stops.
  const lastDay = (expiresAt: string) => format.date(new Date(Date.parse(expiresAt) - 1).toISOString());
  const columns: DataColumn<ApiKey>[] = [
    {
      id: 'name',
      header: t('table.name'),
      cell: ({ row }) => (
        <span className="flex flex-col">
          <span className="font-medium">{row.original.name}</span>
          <span className="font-mono text-xs text-ink-muted">{row.original.prefix}</span>
        </span>
      ),
      meta: { rowHeader: true, phone: true },
    },
    {
      id: 'capabilities',
      header: t('table.capabilities'),
      cell: ({ row }) => (
        <ul className="flex flex-col gap-0.5">
          {row.original.capabilities.map((capability) => (
            <li key={capability}>{t(`capability.${capability}`)}</li>
          ))}
        </ul>
      ),
      meta: { phone: true },
    },
    { id: 'createdBy', header: t('table.createdBy'), cell: ({ row }) => row.original.createdBy ?? '—' },
    { id: 'createdAt', header: t('table.createdAt'), cell: ({ row }) => format.date(row.original.createdAt) },
    { id: 'expiresAt', header: t('table.expiresAt'), cell: ({ row }) => (row.original.expiresAt ? lastDay(row.original.expiresAt) : t('table.never')) },
    {
      id: 'lastUsedAt',
      header: t('table.lastUsedAt'),
      cell: ({ row }) => (row.original.lastUsedAt ? format.moment(row.original.lastUsedAt) : t('table.unused')),
      meta: { phone: true },
    },
    {
      id: 'status',
      header: t('table.status'),
      cell: ({ row }) => <Badge tone={TONE[row.original.status]}>{t(`status.${row.original.status}`)}</Badge>,
      meta: { phone: true },
    },
    {
      id: 'actions',
      header: t('table.actions'),
      cell: ({ row }) => (row.original.status === 'active' ? <RevokeApiKey agencyId={agencyId} keyId={row.original.id} name={row.original.name} /> : null),
      meta: { phone: true },
    },
  ];
  return (
    <ServerDataTable
      caption={t('table.caption')}
      testId="api-keys-table"
      rowTestId={(key) => `api-key-${key.id}`}
      columns={columns}
      data={[...items]}
      getRowId={(key) => String(key.id)}
    />
  );
}
