// the automatic archiving: refused contracts after
// archiveRefusedContractDays, draft quotes after archivedDraftContractDays,
// counted from the last time the contract changed (status change, edit or
// unarchive: an unarchived contract is not archived again the next night).
// One UPDATE per rule reads its delay from system_parameters: idempotent, and
// safe when several instances run it at once (row locks; the loser re-checks
// `archived = false` and skips the rows the winner took).
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { rowsOf } from '../contracts/ids';

export interface ArchiveResult {
  refused: number;
  drafts: number;
}

async function archive(db: Database, status: 'refused' | 'draft', parameter: string, now: Date): Promise<number> {
  const result = await db.execute(sql`
    update contracts set archived = true, archived_at = ${now}, updated_at = ${now}
    where status = ${status} and archived = false
      and greatest(last_status_change_at, updated_at)
        <= ${now}::timestamptz - make_interval(days => (select value::int from system_parameters where key = ${parameter}))
    returning id`);
  return rowsOf(result).length;
}

export async function archiveStaleContracts(db: Database, now: Date): Promise<ArchiveResult> {
  return {
    refused: await archive(db, 'refused', 'archiveRefusedContractDays', now),
    drafts: await archive(db, 'draft', 'archivedDraftContractDays', now),
  };
}
