// Runs the archiving job once at start and then daily inside the server
// process. The timer is unref'd (it never keeps a process alive) and every
// run is safe to repeat; several API processes on one PostgreSQL each run it,
// and an advisory lock lets one of them do the work (auto-archive.ts).
import type { Database } from '../db/client';
import type { Clock } from '../deps';
import { runArchivingOnce } from './auto-archive';

export const DAY_MS = 24 * 60 * 60 * 1000;

export interface JobHandle {
  stop(): void;
  /** The first run's completion (tests and logs wait on it). */
  firstRun: Promise<void>;
}

export function startArchivingJob(db: Database, clock: Clock = () => new Date(), intervalMs = DAY_MS): JobHandle {
  const run = async () => {
    try {
      const result = await runArchivingOnce(db, clock());
      if (!result) console.info('[jobs] automatic archiving skipped: another instance is running it');
      else if (result.refused + result.drafts > 0) console.info(`[jobs] archived ${result.refused} refused contracts and ${result.drafts} drafts`);
    } catch (error) {
      // A failed night must not take the server down; the next run tries again.
      console.error('[jobs] automatic archiving failed:', (error as Error).message);
    }
  };
  const timer = setInterval(() => void run(), intervalMs);
  timer.unref();
  return { stop: () => clearInterval(timer), firstRun: run() };
}
