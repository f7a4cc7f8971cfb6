// Who reads the agent commission (docs/domain.md): agency staff, and the platform
// administrators who set the agencies' commission rates; never customers.
import { ADMIN_ROLES, AGENCY_STAFF_ROLES, type Role } from '../../core/roles';

export function canSeeCommission(role: Role): boolean {
  return AGENCY_STAFF_ROLES.includes(role) || ADMIN_ROLES.includes(role);
}
