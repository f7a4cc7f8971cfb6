// What the caller may do to one user: nobody edits someone whose role is above
// their own, nobody deactivates themselves, and the back-office role narrows
// the rest (core/domain/administration.ts).
import { ROLE_RANK, backOfficeAllows, highestRank } from '../../core/domain/administration';
import type { BackOfficeRole, Role } from '../../core/roles';

export interface Caller {
  userId: number;
  role: Role;
  backOfficeRole: BackOfficeRole | null;
}

export interface Target {
  id: number;
  /** every role the user holds, in any agency */
  roles: readonly Role[];
}

export function outranks(target: Target, caller: Caller): boolean {
  return highestRank(target.roles) > ROLE_RANK[caller.role];
}

export function allowedOn(caller: Caller, target: Target) {
  const within = !outranks(target, caller);
  return {
    edit: within && backOfficeAllows(caller.backOfficeRole, 'edit'),
    deactivate: within && target.id !== caller.userId && backOfficeAllows(caller.backOfficeRole, 'deactivate'),
    changeRoles: within && backOfficeAllows(caller.backOfficeRole, 'changeRoles'),
  };
}

/** Memberships as the audit trail and comparisons read them: "Agenzia Milano: agent", sorted. */
export function membershipLabels(memberships: readonly { agency: { name: string }; role: Role }[]): string[] {
  return memberships.map((m) => `${m.agency.name}: ${m.role}`).sort();
}
