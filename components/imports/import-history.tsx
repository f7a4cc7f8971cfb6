import { getTranslations } from 'next-intl/server';
import { getFormat } from '@/lib/format/get-format';
import type { ImportHistory as History } from '@/lib/api/imports';
import { SimpleTable } from '../ui/simple-table';

/** Who imported which file when, with its counts: newest first. */
export async function ImportHistory({ history }: { history: History }) {
  const t = await getTranslations('imports.history');
  const format = await getFormat();
  if (history.items.length === 0) return <p className="text-sm text-ink-muted">{t('empty')}</p>;
  return (
    <SimpleTable
      caption={t('caption')}
      testId="import-history"
      columns={[
        { key: 'file', header: t('file') },
        { key: 'user', header: t('user') },
        { key: 'date', header: t('date') },
        { key: 'status', header: t('status') },
        { key: 'counts', header: t('counts') },
      ]}
      rows={history.items.map((job) => ({
        id: job.id,
        file: job.fileName,
        user: job.user.username,
        date: format.moment(job.committedAt ?? job.createdAt),
        status: t(`statuses.${job.status}`),
        counts: t('countsValue', job.counts),
      }))}
    />
  );
}
