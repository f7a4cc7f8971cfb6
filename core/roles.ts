// The roles (docs/domain.md). The identifiers are the ones the API stores and the
// session carries; `normalizeRole` accepts any casing an older client sent.

export const ROLES = [
  'superAdministrator',
  'administrator',
  'agency_admin',
  'agency',
  'capo_area',
  'group_manager',
  'agent',
  'junior_agent',
  'customer',
] as const;

export type Role = (typeof ROLES)[number];

export const ADMIN_ROLES: readonly Role[] = ['superAdministrator', 'administrator'];

/** The role that opens every area and gives the first accounts (docs/domain.md). */
export const SUPER_ADMINISTRATOR_ROLE = 'superAdministrator' as const satisfies Role;

/** The role of a customer's account: it acts for its own company only (docs/domain.md). */
export const CUSTOMER_ROLE = 'customer' as const satisfies Role;

/** The agency's own administrators: who hears of its customers' tickets and sign-ups (docs/domain.md, "Tickets", "Customer sign-up"). */
export const AGENCY_MANAGER_ROLES: readonly Role[] = ['agency_admin', 'agency'];

/** Agency roles see commissions and work inside one selected agency. */
export const AGENCY_STAFF_ROLES: readonly Role[] = ['agency_admin', 'agency', 'capo_area', 'group_manager', 'agent', 'junior_agent'];

export const BACK_OFFICE_ROLES = ['Administrator', 'Editor', 'Viewer'] as const;
export type BackOfficeRole = (typeof BACK_OFFICE_ROLES)[number];

/** The agency whose administrators administer every agency (docs/domain.md). */
export const PLATFORM_AGENCY_NAME = 'SmartCom';

export function normalizeRole(value: unknown): Role | null {
  if (typeof value !== 'string') return null;
  const lower = value.toLowerCase();
  return ROLES.find((role) => role.toLowerCase() === lower) ?? null;
}

export function isAdminRole(role: Role | null | undefined): boolean {
  return role != null && ADMIN_ROLES.includes(role);
}

/** The platform's administrators act for every agency: their role in the platform's agency reaches all (docs/domain.md). */
export const actsForEveryAgency = isAdminRole;

/** A customer's account: it sees its own company's records, never the agency's workings. */
export function isCustomer(role: Role | null | undefined): boolean {
  return role === CUSTOMER_ROLE;
}
