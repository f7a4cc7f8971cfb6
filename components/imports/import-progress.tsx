'use client';

import { useTranslations } from 'next-intl';
import type { ImportJob } from '@/lib/api/imports';
import { useFormat } from '@/lib/format/use-format';

type Progress = NonNullable<ImportJob['progress']>;

/**
 * How far a running import got, read aloud as it moves (aria-live): rows read
 * while the file is checked (no total yet, so the bar runs without one), rows
 * applied of the total while it is applied.
 */
export function ImportProgress({ progress }: { progress: Progress | null }) {
  const t = useTranslations('imports.progress');
  const format = useFormat();
  const phase = progress?.phase ?? 'reading';
  const known = progress !== null && progress.done > 0;
  const text =
    phase === 'reading'
      ? known
        ? t('reading', { done: format.number(progress.done) })
        : t('readingStarted')
      : known && progress.total !== null
        ? t('applying', { done: format.number(progress.done), total: format.number(progress.total) })
        : t('applyingStarted');
  const total = phase === 'applying' ? (progress?.total ?? undefined) : undefined;
  return (
    <div className="flex flex-col gap-1" data-testid="import-progress">
      <progress
        aria-label={t('label')}
        value={total === undefined ? undefined : (progress?.done ?? 0)}
        max={total}
        className="h-2 w-64 accent-[var(--primary)]"
      />
      <p role="status" aria-live="polite" className="text-sm text-ink-muted">
        {text}
      </p>
    </div>
  );
}
