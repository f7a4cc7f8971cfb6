// What the users form offers the caller: the roles they may give, the agencies
// they may give them in, and who may lead whom. The API checks each again.
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { TEAM_LEADER_ROLES } from '../../core/capabilities';
import { canGiveBackOfficeRole, rolesGivableBy } from '../../core/domain/administration';
import { BACK_OFFICE_ROLES } from '../../core/roles';
import type { Database } from '../db/client';
import { agencies, userAgencyRoles, users } from '../db/schema';
import type { AdminCaller } from './write';
import { isTeamScoped } from './memberships';

export async function formOptions(db: Database, caller: AdminCaller) {
  const { actor } = caller.viewer;
  const all = actor.scopes.users === 'all';
  const agencyRows = await db
    .select({ id: agencies.id, name: agencies.name })
    .from(agencies)
    .where(and(isNull(agencies.deactivatedAt), all ? undefined : eq(agencies.id, actor.agencyId)))
    .orderBy(asc(agencies.name));
  const leaders = await db
    .select({ id: users.id, username: users.username, agencyId: userAgencyRoles.agencyId })
    .from(users)
    .innerJoin(userAgencyRoles, eq(userAgencyRoles.userId, users.id))
    .where(
      and(
        eq(users.deactivated, false),
        inArray(userAgencyRoles.role, TEAM_LEADER_ROLES),
        inArray(
          userAgencyRoles.agencyId,
          agencyRows.map((a) => a.id),
        ),
        isTeamScoped(actor) ? eq(users.id, actor.userId) : undefined,
      ),
    )
    .orderBy(asc(users.username));
  const areaLeaders = new Map<number, { id: number; username: string; agencyIds: number[] }>();
  for (const row of leaders) {
    const entry = areaLeaders.get(row.id) ?? { id: row.id, username: row.username, agencyIds: [] };
    entry.agencyIds.push(row.agencyId);
    areaLeaders.set(row.id, entry);
  }
  return {
    roles: rolesGivableBy(actor.role),
    backOfficeRoles: BACK_OFFICE_ROLES.filter((role) => canGiveBackOfficeRole(actor.role, caller.user.backOfficeRole, role)),
    agencies: agencyRows,
    areaLeaders: [...areaLeaders.values()],
  };
}
