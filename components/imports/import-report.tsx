import { useTranslations } from 'next-intl';
import type { ImportJob } from '@/lib/api/imports';
import { Badge } from '../ui/badge';
import type { DataColumn } from '../ui/data-table-view';
import { ServerDataTable } from '../ui/server-data-table';

type Row = ImportJob['report'][number];

const TONE = { create: 'success', change: 'info', unchanged: 'neutral', error: 'danger' } as const;

/**
 * A dry run's rows that would change something or are wrong, with what is wrong
 * by column. Built on the server for the job the address names and handed to
 * the import panel (a client component), so no table code reaches the browser.
 */
export function ImportReport({ job }: { job: ImportJob }) {
  const t = useTranslations('imports.report');
  const rows = job.report.filter((row) => row.action !== 'unchanged');
  if (rows.length === 0) return null;
  const columns: DataColumn<Row>[] = [
    { id: 'sheet', header: t('sheet'), cell: ({ row }) => row.original.sheet },
    // The row number is what the person finds in the file: it names the row.
    { id: 'row', header: t('row'), cell: ({ row }) => row.original.row, meta: { rowHeader: true, className: 'tabular-nums' } },
    { id: 'key', header: t('key'), cell: ({ row }) => row.original.key ?? '—' },
    { id: 'action', header: t('action'), cell: ({ row }) => <Badge tone={TONE[row.original.action]}>{t(`actions.${row.original.action}`)}</Badge> },
    {
      id: 'errors',
      header: t('errors'),
      cell: ({ row }) =>
        row.original.errors.length > 0 && (
          <ul className="flex flex-col gap-1 text-red-800">
            {row.original.errors.map((error) => (
              <li key={`${error.field}-${error.code}`}>
                {error.field && <span className="font-medium">{t('column', { name: error.field })}: </span>}
                {error.message}
              </li>
            ))}
          </ul>
        ),
    },
  ];
  return (
    <ServerDataTable
      caption={t('caption')}
      columns={columns}
      data={rows}
      getRowId={(row) => `${row.sheet}-${row.row}`}
      rowTestId={(row) => `report-${row.sheet}-${row.row}`}
      rowClassName={(row) => (row.action === 'error' ? 'bg-red-50' : '')}
    />
  );
}
