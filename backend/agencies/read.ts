// The agencies page's reads: every agency with how many users and contracts it
// has (those keep it from being deleted), and one agency with its history.
import { type SQL, and, asc, count, desc, eq, ilike, isNotNull, isNull, sql } from 'drizzle-orm';
import type { AgencyAdmin, AgencyListQuery } from '../../core/schemas/agencies';
import { auditTrail } from '../audit/record';
import type { Database } from '../db/client';
import { type Agency, agencies } from '../db/schema';
import { toCents } from '../../core/pricing/money';
import { ApiError } from '../http/errors';
import { logoUrlOf } from './logo-keys';
import { currentSlugs } from './slugs';

const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, '\\$&')}%`;

// Written out in full: in a one-table select drizzle leaves columns unqualified, and "id" would mean the subquery's own.
const usersCount = sql<number>`(select count(*)::int from user_agency_roles m where m.agency_id = "agencies"."id")`;
const contractsCount = sql<number>`(select count(*)::int from contracts c where c.agency_id = "agencies"."id")`;

export function toAdmin(row: Agency & { usersCount: number; contractsCount: number }): AgencyAdmin {
  return {
    id: row.id,
    name: row.name,
    shippingUnitCostCents: toCents(row.shippingUnitCost),
    shippingMaxUnits: row.shippingMaxUnits,
    agentCommission: Number(row.agentCommission),
    grenkeAgentCommission: Number(row.grenkeAgentCommission),
    logoUrl: logoUrlOf(row.id, row.logo),
    deactivated: row.deactivatedAt !== null,
    usersCount: Number(row.usersCount),
    contractsCount: Number(row.contractsCount),
    createdAt: row.createdAt.toISOString(),
  };
}

const columns = { agency: agencies, usersCount, contractsCount };

export async function listAgencies(db: Database, query: AgencyListQuery) {
  const parts: (SQL | undefined)[] = [];
  if (query.q) parts.push(ilike(agencies.name, likePattern(query.q)));
  if (query.deactivated !== undefined) parts.push(query.deactivated ? isNotNull(agencies.deactivatedAt) : isNull(agencies.deactivatedAt));
  const where = and(...parts);
  const order = query.direction === 'asc' ? asc : desc;
  const column = query.sort === 'name' ? sql`lower(${agencies.name})` : agencies.createdAt;
  const [rows, [total]] = await Promise.all([
    db
      .select(columns)
      .from(agencies)
      .where(where)
      .orderBy(order(column), asc(agencies.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(agencies).where(where),
  ]);
  return { items: rows.map((r) => toAdmin({ ...r.agency, usersCount: r.usersCount, contractsCount: r.contractsCount })), total: total?.n ?? 0 };
}

export async function findAgency(db: Database, id: number): Promise<AgencyAdmin> {
  const [row] = await db.select(columns).from(agencies).where(eq(agencies.id, id));
  if (!row) throw new ApiError(404, 'not_found');
  return toAdmin({ ...row.agency, usersCount: row.usersCount, contractsCount: row.contractsCount });
}

export async function agencyDetail(db: Database, id: number) {
  const [agency, history, slugs] = await Promise.all([findAgency(db, id), auditTrail(db, 'agency', id), currentSlugs(db, [id])]);
  return { ...agency, signUpSlug: slugs.get(id) ?? String(id), history };
}
