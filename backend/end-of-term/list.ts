// GET /api/Agency/{agencyId}/EndOfTerm: the "Scadenze" list, the running
// contracts in the caller's scope by notice deadline (docs/domain.md, "End
// of term"), filtered by window, agent and choice, sorted and paged in SQL.
import { type SQL, sql } from 'drizzle-orm';
import type { EndOfTermListQuery } from '../../core/schemas/end-of-term';
import type { EndOfTermSort } from '../../core/end-of-term/outcomes';
import { addDays } from '../../core/validation/day-arithmetic';
import type { Viewer } from '../auth/actor';
import type { Database } from '../db/client';
import { rowsOf } from '../db/rows';
import { type TermRowData, termsCte, toTermRow } from './terms';

/** The filters on the computed term: the window around today and the choice. */
function termConditions(query: EndOfTermListQuery, today: string): SQL {
  const parts: SQL[] = [sql`true`];
  if (query.window === 'upcoming') parts.push(sql`deadline >= ${today} and deadline <= ${addDays(today, query.days)}`);
  if (query.window === 'overdue') parts.push(sql`deadline < ${today}`);
  if (query.chosen === 'chosen') parts.push(sql`outcome is not null`);
  if (query.chosen === 'open') parts.push(sql`outcome is null`);
  if (query.outcome?.length) {
    parts.push(
      sql`outcome::text in (${sql.join(
        query.outcome.map((o) => sql`${o}`),
        sql`, `,
      )})`,
    );
  }
  return sql.join(parts, sql` and `);
}

function orderBy(sort: EndOfTermSort, direction: 'asc' | 'desc'): SQL {
  const dir = sql.raw(direction);
  const column: Record<EndOfTermSort, SQL> = {
    noticeDeadline: sql.raw('deadline'),
    endDate: sql.raw('end_date'),
    number: sql.raw('number'),
    company: sql.raw('company_name'),
  };
  // Ties keep a stable order: by number, then id.
  return sql`${column[sort]} ${dir} nulls last, number asc, id asc`;
}

export async function listEndOfTerm(db: Database, viewer: Viewer, query: EndOfTermListQuery, today: string) {
  const terms = termsCte({ viewer }, query);
  const where = termConditions(query, today);
  const [page, counted] = await Promise.all([
    db.execute(sql`${terms} select * from terms where ${where}
      order by ${orderBy(query.sort, query.direction)}
      limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}`),
    db.execute(sql`${terms} select count(*)::int as total from terms where ${where}`),
  ]);
  return {
    items: rowsOf<TermRowData>(page).map((r) => toTermRow(r, today)),
    total: Number(rowsOf<{ total: number }>(counted)[0]?.total ?? 0),
  };
}
