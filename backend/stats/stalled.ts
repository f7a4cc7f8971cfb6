// GET /api/Statistics/Stalled: open contracts (not archived) that have been in
// their present status longer than their agency's usual time there (over
// every agency when the agency has fewer than five such stays), and at least
// STALLED_FLOOR_DAYS (stalledThresholdSeconds in core/domain/stats.ts), the most
// overdue first (docs/domain.md, "Statistics"). The filters apply; the
// period does not: a deal is stalled today.
import { sql } from 'drizzle-orm';
import { OPEN_STATUSES, STALLED_FLOOR_SECONDS } from '../../core/domain/stats';
import type { StalledDeals, StatsFilter } from '../../core/schemas/stats';
import type { Viewer } from '../auth/actor';
import { rowsOf } from '../db/rows';
import type { AppDeps } from '../deps';
import { valueOf } from './grouped-query';
import { freshNorms } from './norms';
import { filterOf } from './table';
import { and, filterConditions, statusIn } from './where';

export const STALLED_LIMIT = 20;
const MIN_STAYS = 5;

export async function stalledDeals(deps: Pick<AppDeps, 'db' | 'clock'>, viewer: Viewer, query: StatsFilter): Promise<StalledDeals> {
  const now = deps.clock();
  const measuredAt = await freshNorms(deps.db, now);
  const where = and([sql`f.archived = false`, statusIn(OPEN_STATUSES), ...filterConditions(viewer, filterOf(query))]);
  const rows = rowsOf<Record<string, unknown>>(
    await deps.db.execute(sql`
      with open as (
        select f.contract_id, f.agency_id, f.status, f.last_status_change_at,
               extract(epoch from (${now.toISOString()}::timestamptz - f.last_status_change_at)) as seconds,
               -- greatest() skips a null: an unmeasured status stays without a threshold
               case when coalesce(own.usual_seconds, every.usual_seconds) is null then null
                    else greatest(coalesce(own.usual_seconds, every.usual_seconds), ${STALLED_FLOOR_SECONDS}) end as usual
        from stats_contract_facts f
        left join stats_status_norms own on own.agency_id = f.agency_id and own.status = f.status and own.stays >= ${MIN_STAYS}
        left join stats_status_norms every on every.agency_id is null and every.status = f.status
        where ${where}
      ),
      stalled as (
        select o.*, count(*) over () as total from open o
        where o.usual is not null and o.seconds > o.usual
        order by o.seconds / greatest(o.usual, 1) desc, o.contract_id
        limit ${STALLED_LIMIT}
      )
      select s.*, c.number, c.company_name, a.name as agency_name
      from stalled s join contracts c on c.id = s.contract_id join agencies a on a.id = s.agency_id
      order by s.seconds / greatest(s.usual, 1) desc, s.contract_id`),
  );
  return {
    total: Number(rows[0]?.total ?? 0),
    usualFrom: measuredAt?.toISOString() ?? null,
    items: rows.map((row) => ({
      contractId: Number(row.contract_id),
      number: String(row.number),
      status: row.status as StalledDeals['items'][number]['status'],
      agency: { id: Number(row.agency_id), name: String(row.agency_name) },
      companyName: (row.company_name as string | null) ?? null,
      since: String(valueOf(row.last_status_change_at)),
      days: Math.round((Number(row.seconds) / 86_400) * 10) / 10,
      usualDays: Math.round((Number(row.usual) / 86_400) * 10) / 10,
    })),
  };
}
