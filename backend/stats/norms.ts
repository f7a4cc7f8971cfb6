// The usual time in each open status, per agency and over every agency: the
// time three in four stays that ended in the last year took (stays from the
// status history: a status lasts until the next change). Measured from the
// whole history, so kept in stats_status_norms and measured again when a day
// old (docs/domain.md, "Statistics").
import { sql } from 'drizzle-orm';
import { OPEN_STATUSES } from '../../core/domain/stats';
import { rowsOf } from '../db/rows';
import type { Database } from '../db/client';

export const NORMS_MAX_AGE_MS = 24 * 60 * 60 * 1000;
const LOOKBACK_DAYS = 365;

const openList = sql.join(
  OPEN_STATUSES.map((s) => sql`${s}`),
  sql`, `,
);

/** Measures the norms again (in one transaction, one writer at a time); answers when they were measured. */
export async function measureNorms(db: Database, now: Date): Promise<Date> {
  const at = now.toISOString();
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('stats_status_norms'))`);
    // Another request may have measured them while this one waited for the lock.
    const [fresh] = rowsOf<{ n: unknown }>(
      await tx.execute(
        sql`select count(*) as n from stats_status_norms where measured_at > ${at}::timestamptz - make_interval(secs => ${NORMS_MAX_AGE_MS / 1000})`,
      ),
    );
    if (Number(fresh?.n ?? 0) > 0) return;
    await tx.execute(sql`delete from stats_status_norms`);
    await tx.execute(sql`
      insert into stats_status_norms (agency_id, status, usual_seconds, stays, measured_at)
      select agency_id, status, percentile_cont(0.75) within group (order by seconds), count(*), ${at}::timestamptz
      from (
        select f.agency_id, h.from_status as status, h.changed_at,
               extract(epoch from h.changed_at - lag(h.changed_at) over (partition by h.contract_id order by h.changed_at, h.id)) as seconds
        from contract_status_history h join stats_contract_facts f on f.contract_id = h.contract_id
      ) stays
      where seconds is not null and status in (${openList})
        and changed_at >= ${at}::timestamptz - make_interval(days => ${LOOKBACK_DAYS})
      group by grouping sets ((agency_id, status), (status))`);
  });
  return now;
}

/** When the norms were measured, measuring them first when there are none or they are a day old. */
export async function freshNorms(db: Database, now: Date): Promise<Date | null> {
  const [row] = rowsOf<{ at: unknown }>(await db.execute(sql`select max(measured_at) as at from stats_status_norms`));
  const at = row?.at ? new Date(String(row.at instanceof Date ? row.at.toISOString() : row.at)) : null;
  if (at && now.getTime() - at.getTime() < NORMS_MAX_AGE_MS) return at;
  await measureNorms(db, now);
  const [after] = rowsOf<{ at: unknown }>(await db.execute(sql`select max(measured_at) as at from stats_status_norms`));
  return after?.at ? new Date(after.at instanceof Date ? after.at.toISOString() : String(after.at)) : null;
}
