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
import { runEndOfTermRemindersOnce } from '../end-of-term/reminders';
import type { MailDeps } from '../mail';
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
 * The end-of-term run (docs/domain.md, "End of term"): returned contracts whose
 * end has come move to closing, and the reminders due today go out. Every
 * morning at 06:00, so the e-mails arrive in working hours.
 */
export const END_OF_TERM = defineJob(JOB_KINDS.endOfTerm, z.object({}), {
  retry: { limit: 3, delaySeconds: 300, backoff: true },
  expireInSeconds: 600,
});
export const END_OF_TERM_CRON = '0 6 * * *';

async function endOfTermNow(db: Database, clock: Clock, mail: MailDeps): Promise<void> {
  try {
    const result = await runEndOfTermRemindersOnce(db, clock, mail);
    if (result && result.closed + result.reminders > 0)
      console.info(`[jobs] end of term: ${result.closed} returned contracts closing, ${result.reminders} reminders`);
  } catch (error) {
    console.error('[jobs] end-of-term run failed:', (error as Error).message);
    throw error;
  }
}

/**
 * A server's start also sends each recurring job once (backend/index.ts), as the archiving always did: several
 * instances starting together send one (a singleton window of ten minutes), which one of them works.
 */
export async function runRecurringJobsAtStart(queue: JobQueue): Promise<void> {
  await queue.send(ARCHIVE_CONTRACTS, {}, { singleton: { key: 'at-start', seconds: 600 } });
  await queue.send(END_OF_TERM, {}, { singleton: { key: 'at-start', seconds: 600 } });
}

/** Registers each recurring job's work and schedule with the queue (createApp). */
export function scheduleRecurringJobs(queue: JobQueue, db: Database, clock: Clock, mail: MailDeps): void {
  queue.work(ARCHIVE_CONTRACTS, () => archiveNow(db, clock));
  queue.schedule(ARCHIVE_CONTRACTS, ARCHIVING_CRON, {});
  queue.work(END_OF_TERM, () => endOfTermNow(db, clock, mail));
  queue.schedule(END_OF_TERM, END_OF_TERM_CRON, {});
}
