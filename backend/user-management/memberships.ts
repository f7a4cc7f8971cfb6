// The agencies and roles a body asks for, checked against the caller: an
// administrator gives roles in any active agency, everyone else only in their
// own; nobody gives a role above their own; the administrators' roles belong
// to the platform agency only. And the area leader: a capo area or group
// manager of one of the user's agencies (a team-scoped caller leads whom they create).
import { and, eq, inArray, ne } from 'drizzle-orm';
import { TEAM_LEADER_ROLES, leadsTeam } from '../../core/capabilities';
import { canGiveRole, roleFitsAgency } from '../../core/domain/administration';
import type { Role } from '../../core/roles';
import type { Actor } from '../auth/actor';
import type { Database } from '../db/client';
import { agencies, userAgencyRoles, users } from '../db/schema';
import { ApiError } from '../http/errors';
import type { Membership } from './read';

export async function checkMemberships(db: Database, actor: Actor, requested: readonly { agencyId: number; role: Role }[]): Promise<Membership[]> {
  const ids = requested.map((m) => m.agencyId);
  if (new Set(ids).size !== ids.length) throw new ApiError(400, [{ field: 'memberships', code: 'validation_failed' }]);
  const rows = await db.select({ id: agencies.id, name: agencies.name, deactivatedAt: agencies.deactivatedAt }).from(agencies).where(inArray(agencies.id, ids));
  return requested.map(({ agencyId, role }, index) => {
    const agency = rows.find((row) => row.id === agencyId);
    const field = `memberships.${index}`;
    const reachable = actor.scopes.users === 'all' || agencyId === actor.agencyId;
    if (!agency || agency.deactivatedAt !== null || !reachable) throw new ApiError(400, [{ field: `${field}.agencyId`, code: 'unknown_membership_agency' }]);
    if (!canGiveRole(actor.role, role)) throw new ApiError(403, [{ field: `${field}.role`, code: 'role_above_own' }]);
    if (!roleFitsAgency(role, agency.name)) throw new ApiError(400, [{ field: `${field}.role`, code: 'unknown_membership_agency' }]);
    return { agency: { id: agency.id, name: agency.name }, role };
  });
}

export const isTeamScoped = (actor: Actor) => leadsTeam(actor.role);

/** 400 unless the leader leads in one of `agencyIds` and is active (and is not the user themselves). */
export async function checkAreaLeader(db: Database, actor: Actor, leaderId: number, agencyIds: number[], userId?: number): Promise<string> {
  const invalid = new ApiError(400, [{ field: 'areaLeaderId', code: 'unknown_area_leader' }]);
  // A capo area's new users stay theirs: they may name nobody else.
  if (isTeamScoped(actor) && leaderId !== actor.userId) throw invalid;
  if (leaderId === userId || agencyIds.length === 0) throw invalid;
  const [row] = await db
    .select({ username: users.username })
    .from(users)
    .innerJoin(userAgencyRoles, eq(userAgencyRoles.userId, users.id))
    .where(
      and(
        eq(users.id, leaderId),
        eq(users.deactivated, false),
        inArray(userAgencyRoles.agencyId, agencyIds),
        inArray(userAgencyRoles.role, TEAM_LEADER_ROLES),
        userId === undefined ? undefined : ne(users.id, userId),
      ),
    )
    .limit(1);
  if (!row) throw invalid;
  return row.username;
}
