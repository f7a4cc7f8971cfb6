'use client';

import { useTranslations } from 'next-intl';
import { useFormat } from '@/lib/format/use-format';
import { useRef, useState } from 'react';
import { failureOf, goToLoginAfter401 } from '@/lib/client/portal-fetch';
import { useErrorText } from '@/lib/client/use-error-text';
import { Alert } from './alert';
import { Button } from './button';

type State =
  { kind: 'idle' } | { kind: 'running'; received: number } | { kind: 'done'; file: string } | { kind: 'failed'; message: string } | { kind: 'cancelled' };

const fileNameOf = (disposition: string | null, fallback: string) => disposition?.match(/filename="([^"]+)"/)?.[1] ?? fallback;

function save(blob: Blob, file: string) {
  const url = URL.createObjectURL(blob);
  const link = Object.assign(document.createElement('a'), { href: url, download: file });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** The texts of a download: each list's `export` messages. */
export type DownloadTexts = 'contracts.export' | 'orders.export' | 'imports.download' | 'imports.usersDownload' | 'imports.usersFilledDownload';

/**
 * A spreadsheet the API streams (an export of the current view), saved as a
 * file; it arrives as a stream, so progress shows as it comes. `total` is how
 * many rows it will hold, when known (nothing to download at 0); `rowsText`
 * says it instead when the caller knows better (a capped count: "more than").
 */
export function StreamDownload({ url, total, texts, rowsText }: { url: string; total: number; texts: DownloadTexts; rowsText?: string }) {
  const t = useTranslations(texts);
  const format = useFormat();
  const errorText = useErrorText();
  const [state, setState] = useState<State>({ kind: 'idle' });
  const controller = useRef<AbortController | null>(null);

  async function run() {
    const abort = new AbortController();
    controller.current = abort;
    setState({ kind: 'running', received: 0 });
    try {
      const response = await fetch(url, { signal: abort.signal, credentials: 'same-origin' });
      if (!response.ok || !response.body) {
        if (response.status === 401) goToLoginAfter401();
        setState({ kind: 'failed', message: errorText(await failureOf(response)) });
        return;
      }
      const reader = response.body.getReader();
      const chunks: Uint8Array<ArrayBuffer>[] = [];
      let received = 0;
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        chunks.push(value as Uint8Array<ArrayBuffer>);
        received += value.byteLength;
        setState({ kind: 'running', received });
      }
      const file = fileNameOf(response.headers.get('content-disposition'), `${t('fileName')}.xlsx`);
      save(new Blob(chunks, { type: response.headers.get('content-type') ?? 'application/octet-stream' }), file);
      setState({ kind: 'done', file });
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
