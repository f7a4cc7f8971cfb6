'use client';

import { useTranslations } from 'next-intl';
import type { ImportJob } from '@/lib/api/imports';
import { Badge } from '../ui/badge';

const TONE = { create: 'success', change: 'info', unchanged: 'neutral', error: 'danger' } as const;

/** A dry run's outcome: the counts, then each row that would change something or is wrong, with what is wrong by column. */
export function ImportReport({ job }: { job: ImportJob }) {
  const t = useTranslations('imports.report');
  const rows = job.report.filter((row) => row.action !== 'unchanged');
  return (
    <div className="flex flex-col gap-3" data-testid="import-report">
      <p className="text-sm font-medium text-ink" data-testid="import-counts">
        {t('counts', job.counts)}
      </p>
      {rows.length > 0 && (
        <div className="overflow-x-auto rounded-lg border border-slate-200" tabIndex={0} role="region" aria-label={t('caption')}>
          <table className="min-w-full divide-y divide-slate-200 text-sm">
            <caption className="sr-only">{t('caption')}</caption>
            <thead className="bg-slate-50 text-left">
              <tr>
                {(['sheet', 'row', 'key', 'action', 'errors'] as const).map((key) => (
                  <th key={key} scope="col" className="whitespace-nowrap px-3 py-2 font-semibold">
                    {t(key)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {rows.map((row) => (
                <tr key={`${row.sheet}-${row.row}`} data-testid={`report-${row.sheet}-${row.row}`} className={row.action === 'error' ? 'bg-red-50' : undefined}>
                  <td className="px-3 py-2">{row.sheet}</td>
                  <th scope="row" className="px-3 py-2 text-left font-normal tabular-nums">
                    {row.row}
                  </th>
                  <td className="px-3 py-2">{row.key ?? '—'}</td>
                  <td className="px-3 py-2">
                    <Badge tone={TONE[row.action]}>{t(`actions.${row.action}`)}</Badge>
                  </td>
                  <td className="px-3 py-2">
                    {row.errors.length > 0 && (
                      <ul className="flex flex-col gap-1 text-red-800">
                        {row.errors.map((error) => (
                          <li key={`${error.field}-${error.code}`}>
                            {error.field && <span className="font-medium">{t('column', { name: error.field })}: </span>}
                            {error.message}
                          </li>
                        ))}
                      </ul>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
