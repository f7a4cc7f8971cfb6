// The recurring jobs, each a job kind (./queue.ts) with its work and its cron
// expression (Europe/Rome). The queue sends one job per occurrence however
// many instances run, and a night missed while the portal was down is caught
// up at the next start (./pg-boss-queue.ts). A failed run is retried, then
// waits in the dead letters (the administrators' jobs page).
import { z } from 'zod';
import { JOB_KINDS } from '../../core/schemas/jobs';
import type { Database } from '../db/client';
import type { Clock } from '../deps';
import { runArchivingOnce } from './auto-archive';
import { type JobQueue, defineJob } from './queue';

/** The automatic archiving (docs/domain.md): every night at 02:00. */
export const ARCHIVE_CONTRACTS = defineJob(JOB_KINDS.contractsArchive, z.object({}), {
  retry: { limit: 3, delaySeconds: 300, backoff: true },
  expireInSeconds: 600,
});
export const ARCHIVING_CRON = '0 2 * * *';

async function archiveNow(db: Database, clock: Clock): Promise<void> {
  try {
    const result = await runArchivingOnce(db, clock());
    if (!result) console.info('[jobs] automatic archiving skipped: another instance is running it');
    else if (result.refused + result.drafts > 0) console.info(`[jobs] archived ${result.refused} refused contracts and ${result.drafts} drafts`);
  } catch (error) {
    console.error('[jobs] automatic archiving failed:', (error as Error).message);
    throw error;
  }
}

/**
 * A server's start also sends each recurring job once (backend/index.ts), as the archiving always did: several
 * instances starting together send one (a singleton window of ten minutes), which one of them works.
 */
export async function runRecurringJobsAtStart(queue: JobQueue): Promise<void> {
  await queue.send(ARCHIVE_CONTRACTS, {}, { singleton: { key: 'at-start', seconds: 600 } });
}

/** Registers each recurring job's work and schedule with the queue (createApp). */
export function scheduleRecurringJobs(queue: JobQueue, db: Database, clock: Clock): void {
  queue.work(ARCHIVE_CONTRACTS, () => archiveNow(db, clock));
  queue.schedule(ARCHIVE_CONTRACTS, ARCHIVING_CRON, {});
}
