// the automatic archiving: refused contracts after
// archiveRefusedContractDays, draft quotes after archivedDraftContractDays,
// counted from the last time the contract changed (status change, edit or
// unarchive: an unarchived contract is not archived again the next night).
// One UPDATE per rule reads its delay from system_parameters: idempotent, and
// safe when several instances run it at once (row locks; the loser re-checks
// `archived = false` and skips the rows the winner took). The scheduled run
// (runArchivingOnce) also takes a transaction-level advisory lock, so of
// several API processes on one PostgreSQL only one does the work at a time
// and the others skip instead of queueing on the winner's row locks
// (docs/deploy.md). On the embedded PGlite one process owns the database and
// always gets the lock.
import { sql } from 'drizzle-orm';
import type { Database, Tx } from '../db/client';
import { rowsOf } from '../db/rows';

export interface ArchiveResult {
  refused: number;
  drafts: number;
}

async function archive(db: Database | Tx, status: 'refused' | 'draft', parameter: string, now: Date): Promise<number> {
  const result = await db.execute(sql`
    update contracts set archived = true, archived_at = ${now}, updated_at = ${now}
    where status = ${status} and archived = false
      and greatest(last_status_change_at, updated_at)
        <= ${now}::timestamptz - make_interval(days => (select value::int from system_parameters where key = ${parameter}))
    returning id`);
  return rowsOf(result).length;
}

export async function archiveStaleContracts(db: Database | Tx, now: Date): Promise<ArchiveResult> {
  return {
    refused: await archive(db, 'refused', 'archiveRefusedContractDays', now),
    drafts: await archive(db, 'draft', 'archivedDraftContractDays', now),
  };
}

/** Any constant: it names the advisory lock of the archiving job (the migrations use another). */
export const ARCHIVING_LOCK_KEY = 734_221_902;

/**
 * The scheduled run: both rules in one transaction under the job's advisory
 * lock. null when another process holds the lock (it is doing the work now).
 */
export async function runArchivingOnce(db: Database, now: Date): Promise<ArchiveResult | null> {
  return db.transaction(async (tx) => {
    const [row] = rowsOf<{ locked: boolean }>(await tx.execute(sql`select pg_try_advisory_xact_lock(${ARCHIVING_LOCK_KEY}) as locked`));
    if (!row?.locked) return null;
    return archiveStaleContracts(tx, now);
  });
}
