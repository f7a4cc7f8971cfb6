// Who may give which role, and what each back-office role lets a person do in
// the administration pages (docs/domain.md, "Administration"). Pure and light:
// the users form offers exactly what the API accepts.
import type { DataScope } from '../permissions';
import { type BackOfficeRole, type Role, BACK_OFFICE_ROLES, PLATFORM_AGENCY_NAME, ROLES, isAdminRole } from '../roles';

/** Higher gives more; capo area and group manager stand level. Nobody gives a role above their own. */
export const ROLE_RANK: Record<Role, number> = {
  superAdministrator: 8,
  administrator: 7,
  agency_admin: 6,
  agency: 5,
  capo_area: 4,
  group_manager: 4,
  agent: 3,
  junior_agent: 2,
  customer: 1,
};

/** Customers get their accounts from a contract or a sign-up, never from the users page. */
export const STAFF_ROLES: readonly Role[] = ROLES.filter((role) => role !== 'customer');

export function canGiveRole(actorRole: Role, role: Role): boolean {
  return role !== 'customer' && ROLE_RANK[role] <= ROLE_RANK[actorRole];
}

/** The roles an actor may give, in the table's order. */
export function rolesGivableBy(actorRole: Role): Role[] {
  return STAFF_ROLES.filter((role) => canGiveRole(actorRole, role));
}

/** The administrators' roles make sense only in the platform's agency (their role there reaches every agency). */
export function roleFitsAgency(role: Role, agencyName: string): boolean {
  return !isAdminRole(role) || agencyName === PLATFORM_AGENCY_NAME;
}

/** The highest of a user's roles: who outranks whom. */
export function highestRank(roles: readonly Role[]): number {
  return Math.max(0, ...roles.map((role) => ROLE_RANK[role]));
}

/**
 * The account (username, e-mail, deactivation, the invitation e-mail) is the
 * person's, not one agency's: only a caller whose users scope covers every
 * agency of the user changes it (platform administrators: all). An agency's
 * roles still change the user's role in their own agency (docs/security.md,
 * "Account fields across agencies").
 */
export function ownsAccount(callerScope: DataScope, callerAgencyId: number, targetAgencyIds: readonly number[]): boolean {
  if (callerScope === 'all') return true;
  return targetAgencyIds.length > 0 && targetAgencyIds.every((id) => id === callerAgencyId);
}

/** The writes of the administration pages a back-office role may make. */
export const ADMIN_WRITES = ['create', 'edit', 'deactivate', 'changeRoles'] as const;
export type AdminWrite = (typeof ADMIN_WRITES)[number];

const BACK_OFFICE_WRITES: Record<BackOfficeRole, readonly AdminWrite[]> = {
  Administrator: ADMIN_WRITES,
  // Edits, but neither deletes, deactivates or retires, nor changes anyone's roles.
  Editor: ['create', 'edit'],
  Viewer: [],
};

/** null: no back-office role, so the agency role alone decides (agency staff). */
export function backOfficeAllows(backOfficeRole: BackOfficeRole | null, write: AdminWrite): boolean {
  return backOfficeRole === null || BACK_OFFICE_WRITES[backOfficeRole].includes(write);
}

const BACK_OFFICE_RANK: Record<BackOfficeRole, number> = { Administrator: 3, Editor: 2, Viewer: 1 };

/** Only administrators give back-office roles, and none above their own. */
export function canGiveBackOfficeRole(actorRole: Role, actorBackOffice: BackOfficeRole | null, given: BackOfficeRole | null): boolean {
  if (!isAdminRole(actorRole)) return false;
  if (given === null) return true;
  return BACK_OFFICE_RANK[given] <= BACK_OFFICE_RANK[actorBackOffice ?? 'Administrator'];
}

export { BACK_OFFICE_ROLES };
