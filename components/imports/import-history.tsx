import { getTranslations } from 'next-intl/server';
import { getFormat } from '@/lib/format/get-format';
import type { ImportHistory as History } from '@/lib/api/imports';
import type { DataColumn } from '../ui/data-table-view';
import { ServerDataTable } from '../ui/server-data-table';
import { HistoryUndo } from './history-undo';

type Job = History['items'][number];

/** Who imported which file when, with its counts: newest first; the import the API says is undoable offers its undo. */
export async function ImportHistory({ history }: { history: History }) {
  const t = await getTranslations('imports.history');
  const format = await getFormat();
  if (history.items.length === 0) return <p className="text-sm text-ink-muted">{t('empty')}</p>;
  const columns: DataColumn<Job>[] = [
    { id: 'file', header: t('file'), cell: ({ row }) => row.original.fileName, meta: { rowHeader: true, className: 'font-medium' } },
    { id: 'user', header: t('user'), cell: ({ row }) => row.original.user.username },
    { id: 'date', header: t('date'), cell: ({ row }) => format.moment(row.original.committedAt ?? row.original.createdAt) },
    { id: 'status', header: t('status'), cell: ({ row }) => t(`statuses.${row.original.status}`) },
    { id: 'counts', header: t('counts'), cell: ({ row }) => t('countsValue', row.original.counts) },
  ];
  if (history.items.some((job) => job.undoable))
    columns.push({
      id: 'actions',
      header: t('actions'),
      cell: ({ row }) => (row.original.undoable ? <HistoryUndo jobId={row.original.id} fileName={row.original.fileName} /> : null),
    });
  return <ServerDataTable caption={t('caption')} testId="import-history" columns={columns} data={history.items} getRowId={(job) => String(job.id)} />;
}
