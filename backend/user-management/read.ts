// The users page's reads: the list with its filters, sort and paging in SQL,
// and one user, both within the caller's user scope (auth/data-scope.ts). Each
// user shows the agencies the caller may see: every one to administrators,
// the caller's own agency to everyone else.
import { type SQL, and, asc, count, desc, eq, exists, ilike, inArray, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Role } from '../../core/roles';
import type { UserListQuery, UserSummary } from '../../core/schemas/user-admin';
import type { Viewer } from '../auth/actor';
import { userScope } from '../auth/data-scope';
import type { Database } from '../db/client';
import { type User, agencies, userAgencyRoles, users } from '../db/schema';
import { ApiError } from '../http/errors';
import type { Target } from './rules';

const leader = alias(users, 'leader');
const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, '\\$&')}%`;

export interface Membership {
  agency: { id: number; name: string };
  role: Role;
}

/** The memberships of these users the caller may see, by user id. */
export async function membershipsOf(db: Database, viewer: Viewer, userIds: number[]): Promise<Map<number, Membership[]>> {
  const byUser = new Map<number, Membership[]>();
  if (userIds.length === 0) return byUser;
  const rows = await db
    .select({ userId: userAgencyRoles.userId, role: userAgencyRoles.role, agencyId: agencies.id, agencyName: agencies.name })
    .from(userAgencyRoles)
    .innerJoin(agencies, eq(agencies.id, userAgencyRoles.agencyId))
    .where(and(inArray(userAgencyRoles.userId, userIds), viewer.actor.scopes.users === 'all' ? undefined : eq(userAgencyRoles.agencyId, viewer.actor.agencyId)))
    .orderBy(asc(agencies.name));
  for (const row of rows) {
    const list = byUser.get(row.userId) ?? [];
    list.push({ agency: { id: row.agencyId, name: row.agencyName }, role: row.role });
    byUser.set(row.userId, list);
  }
  return byUser;
}

/** Has a membership matching `where` (role, agency), counted among those the caller sees. */
function hasMembership(db: Database, viewer: Viewer, where: SQL): SQL {
  const visible = viewer.actor.scopes.users === 'all' ? undefined : eq(userAgencyRoles.agencyId, viewer.actor.agencyId);
  return exists(
    db
      .select({ one: sql`1` })
      .from(userAgencyRoles)
      .where(and(eq(userAgencyRoles.userId, users.id), where, visible)),
  );
}

type UserRow = Pick<User, 'id' | 'username' | 'email' | 'backOfficeRole' | 'deactivated' | 'emailConfirmedAt' | 'createdAt'> & {
  leaderId: number | null;
  leaderName: string | null;
};

const summaryColumns = {
  id: users.id,
  username: users.username,
  email: users.email,
  backOfficeRole: users.backOfficeRole,
  deactivated: users.deactivated,
  emailConfirmedAt: users.emailConfirmedAt,
  createdAt: users.createdAt,
  leaderId: leader.id,
  leaderName: leader.username,
};

function toSummary(row: UserRow, memberships: Membership[]): UserSummary {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    backOfficeRole: row.backOfficeRole,
    memberships,
    areaLeader: row.leaderId === null || row.leaderName === null ? null : { id: row.leaderId, username: row.leaderName },
    deactivated: row.deactivated,
    awaitingPassword: row.emailConfirmedAt === null,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listUsers(db: Database, viewer: Viewer, query: UserListQuery) {
  const parts: (SQL | undefined)[] = [userScope(db, viewer)];
  if (query.q) {
    const pattern = likePattern(query.q);
    parts.push(or(ilike(users.username, pattern), ilike(users.email, pattern)));
  }
  if (query.role) parts.push(hasMembership(db, viewer, eq(userAgencyRoles.role, query.role)));
  if (query.agencyId) parts.push(hasMembership(db, viewer, eq(userAgencyRoles.agencyId, query.agencyId)));
  if (query.areaLeaderId) parts.push(eq(users.areaLeaderId, query.areaLeaderId));
  if (query.deactivated !== undefined) parts.push(eq(users.deactivated, query.deactivated));
  const where = and(...parts);
  const order = query.direction === 'asc' ? asc : desc;
  const column = { username: sql`lower(${users.username})`, email: sql`lower(${users.email})`, createdAt: users.createdAt }[query.sort];

  const [rows, [total]] = await Promise.all([
    db
      .select(summaryColumns)
      .from(users)
      .leftJoin(leader, eq(leader.id, users.areaLeaderId))
      .where(where)
      .orderBy(order(column), asc(users.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(users).where(where),
  ]);
  const memberships = await membershipsOf(
    db,
    viewer,
    rows.map((r) => r.id),
  );
  return { items: rows.map((row) => toSummary(row, memberships.get(row.id) ?? [])), total: total?.n ?? 0 };
}

/** One user in the caller's scope; 404 otherwise (ids cannot be probed). */
export async function findUser(db: Database, viewer: Viewer, id: number): Promise<UserSummary> {
  const [row] = await db
    .select(summaryColumns)
    .from(users)
    .leftJoin(leader, eq(leader.id, users.areaLeaderId))
    .where(and(eq(users.id, id), userScope(db, viewer)));
  if (!row) throw new ApiError(404, 'not_found');
  return toSummary(row, (await membershipsOf(db, viewer, [id])).get(id) ?? []);
}

/** Every role and agency of a user, seen or not by the caller: who outranks whom, and who owns the account. */
export async function targetOf(db: Pick<Database, 'select'>, userId: number): Promise<Target> {
  const rows = await db
    .select({ role: userAgencyRoles.role, agencyId: userAgencyRoles.agencyId })
    .from(userAgencyRoles)
    .where(eq(userAgencyRoles.userId, userId));
  return { id: userId, roles: rows.map((r) => r.role), agencyIds: [...new Set(rows.map((r) => r.agencyId))] };
}
