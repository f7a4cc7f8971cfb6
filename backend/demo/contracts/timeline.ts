// When each seeded status was reached and who moved it there, following the
// same table the API enforces: the credit provider's moves are the system's,
// the agent's are the creator's, approvals an administrator's, and a sent
// contract is accepted by the customer when the company has a portal user.
import type { ContractStatus } from '../../../core/domain/contracts';
import type { Role } from '../../../core/roles';
import { transitionOf } from '../../../core/lifecycle/contract-lifecycle';
import { type Who, mayTake } from '../../../core/lifecycle/decide-move';

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

const movedBy = (from: ContractStatus, to: ContractStatus, who: Who) => {
  const transition = transitionOf(from, to);
  return transition !== undefined && mayTake(transition, who);
};

export function movers(path: readonly ContractStatus[], who: Movers): (number | null)[] {
  return path.map((to, i) => {
    if (i === 0) return who.creator.id;
    const from = path[i - 1]!;
    if (movedBy(from, to, { system: true })) return null;
    if (who.customerId && movedBy(from, to, { holder: { role: 'customer' } })) return who.customerId;
    if (movedBy(from, to, { holder: { role: who.creator.role } })) return who.creator.id;
    return who.adminId;
  });
}
