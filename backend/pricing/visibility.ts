// Who reads the agent commission (docs/domain.md): agency staff, and the platform
// administrators who set the agencies' commission rates; never customers.
import { holds } from '../../core/capabilities';
import type { Role } from '../../core/roles';

export function canSeeCommission(role: Role): boolean {
  return holds({ role }, 'contracts.economics.read');
}
