import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import type { DeadLetter } from '@/lib/api/jobs';
import { useFormat } from '@/lib/format/use-format';
import { jobKindKey } from '@/lib/jobs/kind-label';
import type { DataColumn } from '../ui/data-table-view';
import { ServerDataTable } from '../ui/server-data-table';
import { RetryDeadLetter } from './retry-dead-letter';

/**
 * The failed jobs, newest first as the API answers them: the kind in words with its raw name, the last error, the
 * attempts, when the job was sent and when it failed for good, and (with system.jobs.retry) sending it again; cards
 * on a phone. No sort or paging: the API keeps dead letters 30 days and answers them all (at most 1,000), and a
 * handful is what a healthy portal has, so the list state rule (docs/architecture.md, "List state") has nothing to hold.
 */
export function DeadLettersTable({ items, mayRetry }: { items: DeadLetter[]; mayRetry: boolean }) {
  const t = useTranslations('jobs');
  const format = useFormat();
  const columns = useMemo<DataColumn<DeadLetter>[]>(() => {
    const kindLabel = (name: string) => {
      const key = jobKindKey(name);
      return key ? t(`kinds.${key}`) : name;
    };
    const moment = (iso: string) => <time dateTime={iso}>{format.moment(iso)}</time>;
    return [
      {
        id: 'kind',
        header: t('columns.kind'),
        meta: { rowHeader: true, phone: true },
        cell: ({ row }) => (
          <div>
            <p className="font-semibold">{kindLabel(row.original.name)}</p>
            <p className="font-mono text-xs text-ink-muted">{row.original.name}</p>
          </div>
        ),
      },
      {
        id: 'error',
        header: t('columns.error'),
        meta: { phone: true, className: 'min-w-64 max-w-md' },
        cell: ({ row }) => <p className="break-words font-mono text-xs">{row.original.error || t('noError')}</p>,
      },
      { id: 'attempts', header: t('columns.attempts'), meta: { align: 'right', phone: true }, cell: ({ row }) => format.number(row.original.attempts) },
      { id: 'createdAt', header: t('columns.createdAt'), meta: { align: 'right' }, cell: ({ row }) => moment(row.original.createdAt) },
      { id: 'failedAt', header: t('columns.failedAt'), meta: { align: 'right', phone: true }, cell: ({ row }) => moment(row.original.failedAt) },
      ...(mayRetry
        ? [
            {
              id: 'actions',
              header: t('columns.actions'),
              meta: { phone: true },
              cell: ({ row }) => <RetryDeadLetter id={row.original.id} kind={kindLabel(row.original.name)} />,
            } satisfies DataColumn<DeadLetter>,
          ]
        : []),
    ];
  }, [format, mayRetry, t]);
  return (
    <ServerDataTable
      columns={columns}
      data={items}
      caption={t('caption', { count: items.length })}
      getRowId={(dead) => dead.id}
      testId="dead-letters"
      rowTestId={(dead) => `dead-letter-${dead.id}`}
    />
  );
}
