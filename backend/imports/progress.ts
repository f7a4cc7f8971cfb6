// How far a running import got. Its state (reading, applying, finished) is
// the job's row in the database, which a reloaded page finds again; the row
// count moves too often, and inside the commit's one transaction, to be
// written there, so the process running the import keeps it here until the
// job leaves its running state. Another process answers a running job with
// its phase and no count.
import type { IMPORT_PHASES } from '../../core/domain/imports';

export interface ImportProgress {
  phase: (typeof IMPORT_PHASES)[number];
  done: number;
  total: number | null;
}

const running = new Map<number, ImportProgress>();

export const importProgress = {
  start(jobId: number, phase: ImportProgress['phase'], total: number | null = null): void {
    running.set(jobId, { phase, done: 0, total });
  },
  advance(jobId: number, done: number): void {
    const progress = running.get(jobId);
    if (progress) progress.done = done;
  },
  of(jobId: number): ImportProgress | null {
    const progress = running.get(jobId);
    return progress ? { ...progress } : null;
  },
  finish(jobId: number): void {
    running.delete(jobId);
  },
};
