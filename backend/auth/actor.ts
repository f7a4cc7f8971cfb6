// Who acts, in which agency, with which role and data scope (docs/domain.md).
// The agency comes from the path or from X-Agency-Id (the portal's BFF sends
// the selected one); the handlers of later areas start from here.
import { and, eq, or } from 'drizzle-orm';
import { type DataScope, SECTIONS, type Section, dataScopeOf } from '../../core/permissions';
import { leadsTeam } from '../../core/capabilities';
import { PLATFORM_AGENCY_NAME, type Role, actsForEveryAgency } from '../../core/roles';
import { parseId } from '../../core/ids';
import type { Database } from '../db/client';
import { agencies, userAgencyRoles, users } from '../db/schema';

export const AGENCY_HEADER = 'X-Agency-Id';

export interface Actor {
  userId: number;
  agencyId: number;
  role: Role;
  /** true when the role comes from SmartCom: such admins act on every agency. */
  platformAdmin: boolean;
  scopes: Record<Section, DataScope>;
  /** capo_area and group_manager: the members of this agency they lead; empty for other roles. */
  ledUserIds: number[];
}

/** Who looks at records: the actor, and for customers the company whose records they see (users.company_id). */
export interface Viewer {
  actor: Actor;
  companyId: number | null;
}

/** The agency id of a path or the X-Agency-Id header (core/ids.ts). */
export const parseAgencyId = parseId;

/** null: no agency given, no such agency, or the user is no member of it (answer 404/403). */
export async function resolveActor(db: Database, user: { id: number }, agencyIdFromPathOrHeader: string | number | null | undefined): Promise<Actor | null> {
  const agencyId = parseAgencyId(agencyIdFromPathOrHeader);
  if (agencyId === null) return null;

  const rows = await db
    .select({ agencyId: userAgencyRoles.agencyId, role: userAgencyRoles.role, agencyName: agencies.name, deactivatedAt: agencies.deactivatedAt })
    .from(userAgencyRoles)
    .innerJoin(agencies, eq(agencies.id, userAgencyRoles.agencyId))
    .where(and(eq(userAgencyRoles.userId, user.id), or(eq(userAgencyRoles.agencyId, agencyId), eq(agencies.name, PLATFORM_AGENCY_NAME))));

  const platform = rows.find((r) => r.agencyName === PLATFORM_AGENCY_NAME && actsForEveryAgency(r.role));
  const member = rows.find((r) => r.agencyId === agencyId);
  let role: Role;
  if (platform) {
    if (!member) {
      const [exists] = await db.select({ id: agencies.id }).from(agencies).where(eq(agencies.id, agencyId));
      if (!exists) return null;
    }
    role = platform.role;
  } else if (member && member.deactivatedAt === null) {
    // A deactivated agency is closed to its members; the platform's administrators still reach it.
    role = member.role;
  } else {
    return null;
  }

  const scopes = Object.fromEntries(SECTIONS.map((s) => [s, dataScopeOf(role, s)])) as Record<Section, DataScope>;
  const ledUserIds = leadsTeam(role) ? await ledMembers(db, user.id, agencyId) : [];
  return { userId: user.id, agencyId, role, platformAdmin: Boolean(platform), scopes, ledUserIds };
}

async function ledMembers(db: Database, leaderId: number, agencyId: number): Promise<number[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .innerJoin(userAgencyRoles, and(eq(userAgencyRoles.userId, users.id), eq(userAgencyRoles.agencyId, agencyId)))
    .where(eq(users.areaLeaderId, leaderId))
    .orderBy(users.id);
  return rows.map((r) => r.id);
}

/** The actor narrowed to its own agency: a reach over every agency (scope all) becomes the agency's. */
export function withinAgency(actor: Actor): Actor {
  const scopes = Object.fromEntries(SECTIONS.map((s) => [s, actor.scopes[s] === 'all' ? 'agency' : actor.scopes[s]])) as Record<Section, DataScope>;
  return { ...actor, platformAdmin: false, scopes };
}
