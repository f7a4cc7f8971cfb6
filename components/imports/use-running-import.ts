'use client';

import { useEffect, useRef } from 'react';
import { RUNNING_IMPORT_STATUSES } from '@/core/domain/imports';
import type { ImportJob } from '@/lib/api/imports';
import { portalApi } from '@/lib/client/portal-api';

/** How often a running import is asked how far it got. */
export const POLL_MS = 1_000;

export const isRunning = (job: Pick<ImportJob, 'status'> | null) => job !== null && RUNNING_IMPORT_STATUSES.includes(job.status);

/**
 * While `watch` names something running, asks the API every second how it is
 * doing: a job by its id (after a reload, or while it is applied), or, during
 * an upload whose job id is not known yet, the newest running import of that
 * file in the history. A failed poll is skipped: the next one tries again.
 */
export function useRunningImport(
  watch: { jobId: number } | { fileName: string } | null,
  locale: string,
  onUpdate: (job: Pick<ImportJob, 'id' | 'status' | 'progress'> & Partial<ImportJob>) => void,
) {
  const latest = useRef(onUpdate);
  useEffect(() => {
    latest.current = onUpdate;
  });
  const key = watch === null ? null : 'jobId' in watch ? `job:${watch.jobId}` : `file:${watch.fileName}`;
  useEffect(() => {
    if (watch === null) return;
    let stopped = false;
    const poll = async () => {
      try {
        if ('jobId' in watch) {
          const job = await portalApi.get('/api/Import/XLS/{jobId}', { params: { jobId: watch.jobId }, headers: { 'accept-language': locale } });
          if (!stopped) latest.current(job);
        } else {
          const history = await portalApi.get('/api/Import/XLS');
          const job = history.items.find((item) => item.fileName === watch.fileName && isRunning(item));
          if (job && !stopped) latest.current(job);
        }
      } catch {
        // The next poll asks again.
      }
    };
    const timer = setInterval(poll, POLL_MS);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
    // `key` stands for `watch`: a new object with the same target keeps the same poll.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, locale]);
}
