// One SQL statement per table: rows grouped by the dimension and the total
// over every row (grouping sets), shares of the total by a window over each
// grouping level, sorted and cut to the top rows in the database.
import { type SQL, sql } from 'drizzle-orm';
import { MEASURES, type MeasureKey } from '../../core/domain/stats';
import type { Database } from '../db/client';
import { rowsOf } from '../db/rows';
import type { DimensionSql } from './metrics';

export type RawValues = Partial<Record<MeasureKey, number | string | null>>;

export interface RawRow {
  key: string;
  label: string;
  values: RawValues;
}

export interface GroupedQuery {
  from: SQL;
  where: SQL;
  dimension: DimensionSql;
  measures: Partial<Record<MeasureKey, SQL>>;
  /** additive measures of the rows as percentages of their column's total (the total keeps its amounts) */
  shares: boolean;
  sort: { by: MeasureKey | 'label'; direction: 'asc' | 'desc' };
  /** at most this many rows (rankings); null: all */
  limit: number | null;
}

/** Counts and sums arrive as text from node-postgres; dates as Date: one shape for both drivers. */
export function valueOf(raw: unknown): number | string | null {
  if (raw === null || raw === undefined) return null;
  if (raw instanceof Date) return raw.toISOString();
  const number = Number(raw);
  if (Number.isFinite(number)) return number;
  const date = new Date(String(raw));
  return Number.isNaN(date.getTime()) ? String(raw) : date.toISOString();
}

const column = (key: MeasureKey) => sql.identifier(key);

function measureList(measures: GroupedQuery['measures'], share: (expression: SQL) => SQL | null) {
  return sql.join(
    Object.entries(measures).map(([key, expression]) => {
      const shared = MEASURES[key as MeasureKey].additive ? share(expression) : null;
      return sql`${shared ?? expression} as ${column(key as MeasureKey)}`;
    }),
    sql`, `,
  );
}

function readValues(row: Record<string, unknown>, measures: GroupedQuery['measures']): RawValues {
  return Object.fromEntries(Object.keys(measures).map((key) => [key, valueOf(row[key])])) as RawValues;
}

export async function groupedRows(db: Database, query: GroupedQuery): Promise<{ rows: RawRow[]; totals: RawValues; truncated: boolean }> {
  const { dimension, measures } = query;
  const k = sql`g.k`;
  const level = sql`grouping(${dimension.key})`;
  // The total row keeps its amounts: a share is a row's part of it.
  const share = (expression: SQL) =>
    query.shares
      ? sql`case when ${level} = 1 then ${expression} else 100.0 * (${expression}) / nullif(sum(${expression}) over (partition by ${level}), 0) end`
      : null;
  const outKey = dimension.outKey?.(k) ?? sql`${k}::text`;
  const label = dimension.label?.(k) ?? outKey;
  // A dimension without a name (status, type, month) sorts by its key: the statuses' own order, months in time.
  const sortKey = query.sort.by === 'label' ? (dimension.label ? sql`label` : k) : sql`g.${column(query.sort.by)}`;
  const direction = query.sort.direction === 'asc' ? sql`asc` : sql`desc`;
  const limit = query.limit === null ? sql`` : sql`limit ${query.limit + 2}`;

  const result = await db.execute(sql`
    select ${outKey} as key, ${label} as label, g.*
    from (
      select ${dimension.key} as k, ${level} as is_total, ${measureList(measures, share)}
      from ${query.from}
      where ${query.where}
      group by grouping sets ((${dimension.key}), ())
    ) g
    order by g.is_total desc, ${sortKey} ${direction} nulls last, key
    ${limit}`);
  const raw = rowsOf<Record<string, unknown>>(result);
  const total = raw.find((row) => Number(row.is_total) === 1);
  const rows = raw
    .filter((row) => Number(row.is_total) !== 1)
    .map((row) => ({ key: String(row.key ?? ''), label: String(row.label ?? ''), values: readValues(row, measures) }));
  const truncated = query.limit !== null && rows.length > query.limit;
  return { rows: truncated ? rows.slice(0, query.limit!) : rows, totals: total ? readValues(total, measures) : emptyTotals(measures), truncated };
}

/** No row matched: additive measures are 0, the others unmeasured. */
export function emptyTotals(measures: GroupedQuery['measures']): RawValues {
  return Object.fromEntries(Object.keys(measures).map((key) => [key, MEASURES[key as MeasureKey].additive ? 0 : null])) as RawValues;
}

/** The totals alone (the previous period, the cards). */
export async function totalsOnly(db: Database, query: Pick<GroupedQuery, 'from' | 'where' | 'measures'>): Promise<RawValues> {
  const result = await db.execute(sql`select ${measureList(query.measures, () => null)} from ${query.from} where ${query.where}`);
  const [row] = rowsOf<Record<string, unknown>>(result);
  return row ? readValues(row, query.measures) : emptyTotals(query.measures);
}
