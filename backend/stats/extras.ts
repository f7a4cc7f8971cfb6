// top-extras (docs/domain.md, "Statistics"): accessories and guarantee tiers
// sold with the product lines of the counted contracts. Attach rate: of the
// product lines that could carry the extra (an accessory: lines of the models
// it fits; a tier: every line), the share that did. The total, and each month
// of the annual focus, give the share of product lines with an accessory.
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { rowsOf } from '../db/rows';
import { type RawRow, type RawValues, valueOf } from './grouped-query';
import { monthKey } from './metrics';

// Rows group by the month's first moment; only the dozen groups are written as YYYY-MM (to_char on every row cost most of the annual focus).
const MONTH_START = sql`date_trunc('month', f.created_at at time zone 'UTC')`;

export interface ExtrasQuery {
  where: SQL;
  byMonth: boolean;
  shares: boolean;
  sort: { by: 'units' | 'value' | 'attachRate' | 'label'; direction: 'asc' | 'desc' };
  limit: number;
}

const shared = (column: string, on: boolean) =>
  on
    ? sql`case when is_total = 1 then ${sql.identifier(column)} else 100.0 * ${sql.identifier(column)} / nullif(sum(${sql.identifier(column)}) over (partition by is_total), 0) end`
    : sql.identifier(column);

function toRows(raw: Record<string, unknown>[], limit: number) {
  const read = (row: Record<string, unknown>): RawValues => ({ units: valueOf(row.units), value: valueOf(row.value), attachRate: valueOf(row.attach_rate) });
  const total = raw.find((row) => Number(row.is_total) === 1);
  const rows: RawRow[] = raw
    .filter((row) => Number(row.is_total) !== 1)
    .map((row) => ({ key: String(row.key), label: String(row.label ?? row.key), values: read(row) }));
  return {
    rows: rows.slice(0, limit),
    totals: total ? read(total) : { units: 0, value: 0, attachRate: null },
    truncated: rows.length > limit,
  };
}

// The lines come summed up per contract (stats_contract_models, stats_contract_extras, kept by
// triggers), each row with its contract's facts under the facts' column names: read as `f`, the
// statistics' WHERE selects them without a join. A line belongs to one contract, so the lines
// carrying an extra add up across contracts without counting one twice.
export async function extrasRows(db: Database, query: ExtrasQuery) {
  const direction = query.sort.direction === 'asc' ? sql`asc` : sql`desc`;
  const sortKey =
    query.sort.by === 'label' ? (query.byMonth ? sql`key` : sql`label`) : query.sort.by === 'attachRate' ? sql`attach_rate` : sql.identifier(query.sort.by);
  const statement = query.byMonth
    ? sql`
      with line_months as (
        select ${monthKey(sql`month`)} as month, is_total, n, carrying from (
          select ${MONTH_START} as month, grouping(${MONTH_START}) as is_total, sum(f.lines) as n, sum(f.lines_with_accessory) as carrying
          from stats_contract_models f where ${query.where} group by grouping sets ((${MONTH_START}), ())
        ) m
      ),
      extra_months as (
        select ${monthKey(sql`month`)} as month, is_total, units, value from (
          select ${MONTH_START} as month, grouping(${MONTH_START}) as is_total, sum(f.units) as units, sum(f.value) as value
          from stats_contract_extras f where ${query.where} group by grouping sets ((${MONTH_START}), ())
        ) e
      ),
      joined as (
        select coalesce(lm.month, 'total') as key, lm.month as label, lm.is_total,
               coalesce(em.units, 0) as units, coalesce(em.value, 0) as value, 100.0 * coalesce(lm.carrying, 0) / nullif(lm.n, 0) as attach_rate
        from line_months lm left join extra_months em on em.is_total = lm.is_total and em.month is not distinct from lm.month
      )
      select key, label, is_total, ${shared('units', query.shares)} as units, ${shared('value', query.shares)} as value, attach_rate
      from joined order by is_total desc, ${sortKey} ${direction} nulls last, key limit ${query.limit + 2}`
    : sql`
      with per_model as (
        select f.model_id, sum(f.lines) as n, sum(f.lines_with_accessory) as carrying
        from stats_contract_models f where ${query.where} group by f.model_id
      ),
      all_lines as (select coalesce(sum(n), 0) as n, coalesce(sum(carrying), 0) as carrying from per_model),
      grouped as (
        select f.key, grouping(f.key) as is_total, min(f.accessory_id) as accessory_id, min(f.tier) as tier,
               coalesce(sum(f.units), 0) as units, coalesce(sum(f.value), 0) as value, coalesce(sum(f.lines), 0) as carrying
        from stats_contract_extras f where ${query.where} group by grouping sets ((f.key), ())
      ),
      rated as (
        select g.key, g.is_total, g.units, g.value,
               coalesce((select name from accessories where id = g.accessory_id), g.tier) as label,
               case
                 when g.is_total = 1 then 100.0 * (select carrying from all_lines) / nullif((select n from all_lines), 0)
                 when g.accessory_id is not null then least(100.0, 100.0 * g.carrying / nullif((
                   select sum(pm.n) from per_model pm join model_accessories ma on ma.model_id = pm.model_id where ma.accessory_id = g.accessory_id), 0))
                 else 100.0 * g.carrying / nullif((select n from all_lines), 0)
               end as attach_rate
        from grouped g
      )
      select key, label, is_total, ${shared('units', query.shares)} as units, ${shared('value', query.shares)} as value, attach_rate
      from rated order by is_total desc, ${sortKey} ${direction} nulls last, key limit ${query.limit + 2}`;
  return toRows(rowsOf<Record<string, unknown>>(await db.execute(statement)), query.limit);
}

export async function extrasTotals(db: Database, where: SQL): Promise<RawValues> {
  return (await extrasRows(db, { where, byMonth: true, shares: false, sort: { by: 'label', direction: 'asc' }, limit: 0 })).totals;
}
