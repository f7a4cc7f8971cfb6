'use client';

import { useTranslations } from 'next-intl';
import { useFormat } from '@/lib/format/use-format';
import { useRef, useState } from 'react';
import { Alert } from './alert';
import { Button } from './button';

type State =
  { kind: 'idle' } | { kind: 'running'; received: number } | { kind: 'done'; file: string } | { kind: 'failed'; message: string } | { kind: 'cancelled' };

/** The texts of a download: each list's `export` messages. */
export type DownloadTexts =
  'contracts.export' | 'orders.export' | 'endOfTerm.export' | 'imports.download' | 'imports.usersDownload' | 'imports.usersFilledDownload';

/**
 * A spreadsheet the API streams (an export of the current view), saved as a
 * file; it arrives as a stream, so progress shows as it comes. `total` is how
 * many rows it will hold, when known (nothing to download at 0); `rowsText`
 * says it instead when the caller knows better (a capped count: "more than").
 */
export function StreamDownload({ url, total, texts, rowsText }: { url: string; total: number; texts: DownloadTexts; rowsText?: string }) {
  const t = useTranslations(texts);
  const format = useFormat();
  const errors = useTranslations('errors');
  const [state, setState] = useState<State>({ kind: 'idle' });
  const controller = useRef<AbortController | null>(null);

  async function run() {
    const abort = new AbortController();
    controller.current = abort;
    setState({ kind: 'running', received: 0 });
    try {
      // The download's code (and the wording of the API's refusals) loads at the first click, not with the page.
      const { streamToFile } = await import('./stream-download-run');
      const answer = await streamToFile(url, {
        signal: abort.signal,
        fallbackName: `${t('fileName')}.xlsx`,
        onReceived: (received) => setState({ kind: 'running', received }),
        errors,
        format,
      });
      setState('file' in answer ? { kind: 'done', file: answer.file } : { kind: 'failed', message: answer.failure });
    } catch {
      setState(abort.signal.aborted ? { kind: 'cancelled' } : { kind: 'failed', message: t('failed') });
    } finally {
      controller.current = null;
    }
  }

  const size = format.fileSize;

  return (
    <div className="flex flex-col items-end gap-2">
      {state.kind === 'running' ? (
        <div className="flex flex-wrap items-center justify-end gap-3" role="status" aria-live="polite">
          <div className="text-right text-xs text-ink-muted">
            <p className="font-medium text-ink">{t('running')}</p>
            <p>
              {rowsText ?? t('rows', { count: total })} · {t('received', { size: size(state.received) })}
            </p>
          </div>
          <progress aria-label={t('progress')} className="h-2 w-32 accent-[var(--primary)]" />
          <Button variant="ghost" onClick={() => controller.current?.abort()}>
            {t('cancel')}
          </Button>
        </div>
      ) : (
        <Button variant="secondary" onClick={run} disabled={total === 0}>
          {t('button')}
        </Button>
      )}
      {state.kind === 'done' && <Alert tone="info">{t('done', { file: state.file })}</Alert>}
      {state.kind === 'cancelled' && <Alert tone="warning">{t('cancelled')}</Alert>}
      {state.kind === 'failed' && <Alert>{state.message}</Alert>}
    </div>
  );
}
