// When each seeded status was reached and who moved it there, following the
// same table the API enforces: the credit provider's moves are the system's,
// the agent's are the creator's, approvals an administrator's, and a sent
// contract is accepted by the customer when the company has a portal user.
import type { ContractStatus } from '../../../core/domain/contracts';
import type { Role } from '../../../core/roles';
import { canTransition } from '../../contracts/transitions';

const HOUR = 3_600_000;

/** Steps spread evenly from `created` to `end`, at least an hour apart. */
export function timeline(steps: number, created: Date, end: Date): Date[] {
  if (steps <= 1) return [created];
  const span = Math.max(end.getTime() - created.getTime(), (steps - 1) * HOUR);
  return Array.from({ length: steps }, (_, i) => new Date(created.getTime() + Math.round((span * i) / (steps - 1))));
}

export interface Movers {
  creator: { id: number; role: Role };
  adminId: number;
  /** the company's portal user, who answers a sent contract */
  customerId?: number | null;
}

export function movers(path: readonly ContractStatus[], who: Movers): (number | null)[] {
  return path.map((to, i) => {
    if (i === 0) return who.creator.id;
    const from = path[i - 1]!;
    if (canTransition(from, to, 'system')) return null;
    if (who.customerId && canTransition(from, to, 'customer')) return who.customerId;
    if (canTransition(from, to, who.creator.role)) return who.creator.id;
    return who.adminId;
  });
}
