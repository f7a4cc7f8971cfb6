// Runs the archiving job once at start and then daily inside the server
// process. The timer is unref'd (it never keeps a process alive) and every
// run is safe to repeat; several API processes on one PostgreSQL each run it,
// and an advisory lock lets one of them do the work (auto-archive.ts).
import type { Database } from '../db/client';
import type { Clock } from '../deps';
import { runArchivingOnce } from './auto-archive';
import { runEndOfTermRemindersOnce } from '../end-of-term/reminders';
import type { MailDeps } from '../mail';

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

/**
 * The end-of-term run (backend/end-of-term/reminders.ts) daily, beside the
 * archiving: one call of a function that keeps no schedule of its own.
 */
export function startEndOfTermJob(db: Database, mail: MailDeps, clock: Clock = () => new Date(), intervalMs = DAY_MS): JobHandle {
  const run = async () => {
    try {
      const result = await runEndOfTermRemindersOnce(db, clock, mail);
      if (result && result.closed + result.reminders > 0)
        console.info(`[jobs] end of term: ${result.closed} returned contracts closing, ${result.reminders} reminders`);
    } catch (error) {
      console.error('[jobs] end-of-term run failed:', (error as Error).message);
    }
  };
  const timer = setInterval(() => void run(), intervalMs);
  timer.unref();
  return { stop: () => clearInterval(timer), firstRun: run() };
}

/** Several jobs as one handle. */
export const allJobs = (...jobs: JobHandle[]): JobHandle => ({
  stop: () => jobs.forEach((job) => job.stop()),
  firstRun: Promise.all(jobs.map((job) => job.firstRun)).then(() => undefined),
});
