// Runs the archiving job once at start and then daily inside the server
// process. The timer is unref'd (it never keeps a process alive) and every
// run is safe to repeat, so several instances may each run it.
import type { Database } from '../db/client';
import type { Clock } from '../deps';
import { archiveStaleContracts } from './auto-archive';

export const DAY_MS = 24 * 60 * 60 * 1000;

export interface JobHandle {
  stop(): void;
  /** The first run's completion (tests and logs wait on it). */
  firstRun: Promise<void>;
}

export function startArchivingJob(db: Database, clock: Clock = () => new Date(), intervalMs = DAY_MS): JobHandle {
  const run = async () => {
    try {
      const { refused, drafts } = await archiveStaleContracts(db, clock());
      if (refused + drafts > 0) console.info(`[jobs] archived ${refused} refused contracts and ${drafts} drafts`);
    } catch (error) {
      // A failed night must not take the server down; the next run tries again.
      console.error('[jobs] automatic archiving failed:', (error as Error).message);
    }
  };
  const timer = setInterval(() => void run(), intervalMs);
  timer.unref();
  return { stop: () => clearInterval(timer), firstRun: run() };
}
