// Pieces the lists' filters share in SQL: a "contains" search, an inclusive
// "to" day and a capped total.
import { type SQL, count, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { LIST_COUNT_CAP } from '../../core/schemas/list-total';
import { addDays } from '../../core/validation/day-arithmetic';
import type { Database } from './client';

/** ILIKE pattern for "contains q", LIKE's own wildcards in q taken literally. */
export const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, '\\$&')}%`;

/** The start of the day after a YYYY-MM-DD (UTC): `< dayAfter(to)` keeps the whole of `to`. */
export const dayAfter = (day: string) => new Date(`${addDays(day, 1)}T00:00:00Z`);

/** The count behind `cappedCount`, for an EXPLAIN (the benchmark prints its plan). */
export function cappedCountQuery(db: Database, table: PgTable, where: SQL | undefined, cap: number = LIST_COUNT_CAP) {
  const matching = db
    .select({ one: sql`1` })
    .from(table)
    .where(where)
    .limit(cap + 1)
    .as('matching');
  return db.select({ n: count() }).from(matching);
}

/**
 * How many rows of `table` match `where`, counted up to `cap` (one more is
 * read to know there are more): a broad filter over a million rows stops
 * early instead of counting them all. `totalCapped` says the count stopped.
 */
export async function cappedCount(db: Database, table: PgTable, where: SQL | undefined, cap: number = LIST_COUNT_CAP) {
  const [row] = await cappedCountQuery(db, table, where, cap);
  const n = row?.n ?? 0;
  return { total: Math.min(n, cap), totalCapped: n > cap };
}
