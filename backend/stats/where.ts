// The contracts a statistic counts, as SQL over stats_contract_facts `f`: the
// viewer's scope, the filters (status, agency, provider, family, accessory)
// and the creation period. One function, so tables, cards, funnel, exports and
// the stalled deals select alike.
import { type SQL, sql } from 'drizzle-orm';
import type { ContractStatus } from '../../core/domain/contracts';
import type { StatsFilter } from '../../core/schemas/stats';
import type { Viewer } from '../auth/actor';
import { holdsAccessory, holdsFamily } from '../contracts/item-filters';
import { type Period, periodBounds } from './period';

const list = (values: readonly (string | number)[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );

/** Contracts of the viewer's statistics scope; only the superadministrator sees statistics today, over every agency. */
function scope(viewer: Viewer): SQL | null {
  const { actor } = viewer;
  switch (actor.scopes.stats) {
    case 'all':
      return null;
    case 'agency':
      return sql`f.agency_id = ${actor.agencyId}`;
    case 'team':
    case 'own':
      return sql`f.agency_id = ${actor.agencyId} and f.created_by_id in (${list([actor.userId, ...(actor.scopes.stats === 'team' ? actor.ledUserIds : [])])})`;
    case 'company':
      return sql`false`;
  }
}

export function statusIn(statuses: readonly ContractStatus[]): SQL {
  return statuses.length === 0 ? sql`false` : sql`f.status in (${list(statuses)})`;
}

/** The filters without the period (the stalled deals look at today). */
export function filterConditions(viewer: Viewer, filter: StatsFilter): SQL[] {
  const parts: SQL[] = [];
  const scoped = scope(viewer);
  if (scoped) parts.push(scoped);
  if (filter.status?.length) parts.push(statusIn(filter.status));
  if (filter.agencyId) parts.push(sql`f.agency_id = ${filter.agencyId}`);
  if (filter.provider) parts.push(sql`f.provider_id in (select id from credit_providers where code = ${filter.provider.toUpperCase()})`);
  if (filter.familyId) parts.push(holdsFamily(sql`f.contract_id`, filter.familyId));
  if (filter.accessoryId) parts.push(holdsAccessory(sql`f.contract_id`, filter.accessoryId));
  return parts;
}

export function periodConditions(period: Period, column: SQL = sql`f.created_at`): SQL[] {
  const { start, end } = periodBounds(period);
  return [...(start ? [sql`${column} >= ${start}::timestamptz`] : []), ...(end ? [sql`${column} < ${end}::timestamptz`] : [])];
}

export function and(parts: readonly SQL[]): SQL {
  return parts.length === 0
    ? sql`true`
    : sql.join(
        parts.map((p) => sql`(${p})`),
        sql` and `,
      );
}

export function factsWhere(viewer: Viewer, filter: StatsFilter, period: Period, extra: readonly SQL[] = []): SQL {
  return and([...filterConditions(viewer, filter), ...periodConditions(period), ...extra]);
}
