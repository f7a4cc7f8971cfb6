// top-extras (docs/domain.md, "Statistics"): accessories and guarantee tiers
// sold with the product lines of the counted contracts. Attach rate: of the
// product lines that could carry the extra (an accessory: lines of the models
// it fits; a tier: every line), the share that did. The total, and each month
// of the annual focus, give the share of product lines with an accessory.
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { rowsOf } from '../contracts/ids';
import { type RawRow, type RawValues, valueOf } from './grouped-query';
import { MONTH_KEY } from './metrics';

export interface ExtrasQuery {
  where: SQL;
  byMonth: boolean;
  shares: boolean;
  sort: { by: 'units' | 'value' | 'attachRate' | 'label'; direction: 'asc' | 'desc' };
  limit: number;
}

const lines = (where: SQL) => sql`
  lines as (
    select i.id, i.model_id, ${MONTH_KEY} as month
    from contract_items i join stats_contract_facts f on f.contract_id = i.contract_id
    where i.kind = 'product' and ${where}
  ),
  extras as (
    select case when e.kind = 'accessory' then 'accessory:' || e.accessory_id else 'service:' || s.tier end as key,
           e.kind, e.accessory_id, s.tier, e.quantity, e.quantity * e.unit_price as value, e.parent_item_id, l.month
    from contract_items e
    join lines l on l.id = e.parent_item_id
    left join guarantee_services s on s.id = e.service_id
    where e.kind in ('accessory', 'service')
  )`;

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

export async function extrasRows(db: Database, query: ExtrasQuery) {
  const direction = query.sort.direction === 'asc' ? sql`asc` : sql`desc`;
  const sortKey =
    query.sort.by === 'label' ? (query.byMonth ? sql`key` : sql`label`) : query.sort.by === 'attachRate' ? sql`attach_rate` : sql.identifier(query.sort.by);
  const statement = query.byMonth
    ? sql`
      with ${lines(query.where)},
      line_months as (select month, grouping(month) as is_total, count(*) as n from lines group by grouping sets ((month), ())),
      extra_months as (
        select month, grouping(month) as is_total, sum(quantity) as units, sum(value) as value,
               count(distinct parent_item_id) filter (where kind = 'accessory') as carrying
        from extras group by grouping sets ((month), ())
      ),
      joined as (
        select coalesce(lm.month, 'total') as key, lm.month as label, lm.is_total,
               coalesce(em.units, 0) as units, coalesce(em.value, 0) as value, 100.0 * coalesce(em.carrying, 0) / nullif(lm.n, 0) as attach_rate
        from line_months lm left join extra_months em on em.is_total = lm.is_total and em.month is not distinct from lm.month
      )
      select key, label, is_total, ${shared('units', query.shares)} as units, ${shared('value', query.shares)} as value, attach_rate
      from joined order by is_total desc, ${sortKey} ${direction} nulls last, key limit ${query.limit + 2}`
    : sql`
      with ${lines(query.where)},
      per_model as (select model_id, count(*) as n from lines group by model_id),
      grouped as (
        select key, grouping(key) as is_total, min(accessory_id) as accessory_id, min(tier::text) as tier,
               coalesce(sum(quantity), 0) as units, coalesce(sum(value), 0) as value, count(distinct parent_item_id) as carrying
        from extras group by grouping sets ((key), ())
      ),
      rated as (
        select g.key, g.is_total, g.units, g.value,
               coalesce((select name from accessories where id = g.accessory_id), g.tier) as label,
               case
                 when g.is_total = 1 then 100.0 * (select count(distinct parent_item_id) from extras where kind = 'accessory') / nullif((select count(*) from lines), 0)
                 when g.accessory_id is not null then least(100.0, 100.0 * g.carrying / nullif((
                   select sum(pm.n) from per_model pm join model_accessories ma on ma.model_id = pm.model_id where ma.accessory_id = g.accessory_id), 0))
                 else 100.0 * g.carrying / nullif((select count(*) from lines), 0)
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
