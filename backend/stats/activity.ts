// user-engagement/activity (docs/domain.md, "Statistics"), per user who is a
// member of an agency (of the agency filter when given): sign-ins (a session,
// i.e. a refresh-token family, started in the period), quotes started
// (contracts created plus open quotes last saved in the period), contracts
// submitted (created ones that reached `created`), and last seen (the latest
// sign-in, token refresh or open-quote save). The contract filters narrow the
// contracts only; sign-ins and open quotes know no status or product.
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { rowsOf } from '../db/rows';
import type { RawRow, RawValues } from './grouped-query';
import { valueOf } from './grouped-query';
import { MONTH_KEY } from './metrics';
import type { Period } from './period';
import { and, periodConditions } from './where';

export interface ActivityQuery {
  /** the counted contracts (filters and period) over `f` */
  contracts: SQL;
  period: Period;
  /** only members of this agency; null: of any agency */
  agencyId: number | null;
  byMonth: boolean;
  shares: boolean;
  sort: { by: 'signIns' | 'quotesStarted' | 'contractsSubmitted' | 'lastSeen' | 'label'; direction: 'asc' | 'desc' };
  limit: number;
}

const COLUMNS = { signIns: 'sign_ins', quotesStarted: 'quotes_started', contractsSubmitted: 'contracts_submitted', lastSeen: 'last_seen' } as const;

function members(agencyId: number | null): SQL {
  const agency = agencyId === null ? sql`` : sql` and r.agency_id = ${agencyId}`;
  return sql`members as (select u.id, u.username from users u where exists (select 1 from user_agency_roles r where r.user_id = u.id${agency}))`;
}

const cartsOf = (query: ActivityQuery) =>
  and([...periodConditions(query.period, sql`updated_at`), ...(query.agencyId === null ? [] : [sql`agency_id = ${query.agencyId}`])]);

const shared = (column: string, on: boolean) =>
  on
    ? sql`case when is_total = 1 then ${sql.identifier(column)} else 100.0 * ${sql.identifier(column)} / nullif(sum(${sql.identifier(column)}) over (partition by is_total), 0) end`
    : sql.identifier(column);

function byUser(query: ActivityQuery): SQL {
  return sql`
    with ${members(query.agencyId)},
    sessions as (
      select user_id, min(created_at) as started, max(created_at) as last
      from refresh_tokens where user_id in (select id from members) group by user_id, family_id
    ),
    sign_ins as (select user_id, count(*) filter (where ${and(periodConditions(query.period, sql`started`))}) as n, max(last) as last from sessions group by user_id),
    made as (
      select f.created_by_id as user_id, count(*) as n, count(f.submitted_at) as submitted
      from stats_contract_facts f where ${query.contracts} group by f.created_by_id
    ),
    carts as (select user_id, count(*) filter (where ${cartsOf(query)}) as n, max(updated_at) as last from open_quotes group by user_id),
    per_user as (
      select m.id::text as key, m.username as label, 0 as is_total,
             coalesce(s.n, 0) as sign_ins, coalesce(c.n, 0) + coalesce(q.n, 0) as quotes_started, coalesce(c.submitted, 0) as contracts_submitted,
             greatest(s.last, q.last) as last_seen
      from members m
      left join sign_ins s on s.user_id = m.id
      left join made c on c.user_id = m.id
      left join carts q on q.user_id = m.id
    ),
    with_total as (
      select * from per_user
      union all
      select 'total', '', 1, coalesce(sum(sign_ins), 0), coalesce(sum(quotes_started), 0), coalesce(sum(contracts_submitted), 0), max(last_seen) from per_user
    )`;
}

function byMonth(query: ActivityQuery): SQL {
  return sql`
    with ${members(query.agencyId)},
    events as (
      select to_char(min(created_at) at time zone 'UTC', 'YYYY-MM') as month, 'signIn' as kind
      from refresh_tokens where user_id in (select id from members) group by user_id, family_id
      having ${and(periodConditions(query.period, sql`min(created_at)`))}
      union all
      select ${MONTH_KEY}, case when f.submitted_at is null then 'quote' else 'submitted' end
      from stats_contract_facts f where ${query.contracts} and f.created_by_id in (select id from members)
      union all
      select to_char(updated_at at time zone 'UTC', 'YYYY-MM'), 'cart'
      from open_quotes where user_id in (select id from members) and ${cartsOf(query)}
    ),
    with_total as (
      select coalesce(month, 'total') as key, month as label, grouping(month) as is_total,
             count(*) filter (where kind = 'signIn') as sign_ins,
             count(*) filter (where kind <> 'signIn') as quotes_started,
             count(*) filter (where kind = 'submitted') as contracts_submitted,
             null::timestamptz as last_seen
      from events group by grouping sets ((month), ())
    )`;
}

export async function activityRows(db: Database, query: ActivityQuery): Promise<{ rows: RawRow[]; totals: RawValues; truncated: boolean }> {
  const direction = query.sort.direction === 'asc' ? sql`asc` : sql`desc`;
  const sortKey = query.sort.by === 'label' ? (query.byMonth ? sql`key` : sql`label`) : sql.identifier(COLUMNS[query.sort.by]);
  const statement = sql`
    ${query.byMonth ? byMonth(query) : byUser(query)}
    select key, label, is_total, ${shared('sign_ins', query.shares)} as sign_ins, ${shared('quotes_started', query.shares)} as quotes_started,
           ${shared('contracts_submitted', query.shares)} as contracts_submitted, last_seen
    from with_total order by is_total desc, ${sortKey} ${direction} nulls last, key limit ${query.limit + 2}`;
  const raw = rowsOf<Record<string, unknown>>(await db.execute(statement));
  const read = (row: Record<string, unknown>): RawValues => ({
    signIns: valueOf(row.sign_ins),
    quotesStarted: valueOf(row.quotes_started),
    contractsSubmitted: valueOf(row.contracts_submitted),
    lastSeen: query.byMonth ? null : valueOf(row.last_seen),
  });
  const total = raw.find((row) => Number(row.is_total) === 1);
  const rows = raw.filter((row) => Number(row.is_total) !== 1).map((row) => ({ key: String(row.key), label: String(row.label ?? row.key), values: read(row) }));
  return {
    rows: rows.slice(0, query.limit),
    totals: total ? read(total) : { signIns: 0, quotesStarted: 0, contractsSubmitted: 0, lastSeen: null },
    truncated: rows.length > query.limit,
  };
}
