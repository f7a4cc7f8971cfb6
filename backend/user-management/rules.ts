// What the caller may do to one user: nobody edits someone whose role is above
// their own, nobody deactivates themselves, the account (username, e-mail,
// deactivation, invitation) is only for a caller who covers every agency of
// the user, and the capabilities the role and the back-office role hold narrow the rest (core/capabilities.ts).
import { holds } from '../../core/capabilities';
import { ROLE_RANK, highestRank, ownsAccount } from '../../core/domain/administration';
import type { DataScope } from '../../core/permissions';
import type { BackOfficeRole, Role } from '../../core/roles';

export interface Caller {
  userId: number;
  role: Role;
  backOfficeRole: BackOfficeRole | null;
  /** the agency the caller acts in, and their users scope there */
  agencyId: number;
  usersScope: DataScope;
}

export interface Target {
  id: number;
  /** every role the user holds, in any agency */
  roles: readonly Role[];
  /** every agency the user belongs to, whether or not the caller sees it */
  agencyIds: readonly number[];
}

export function outranks(target: Target, caller: Caller): boolean {
  return highestRank(target.roles) > ROLE_RANK[caller.role];
}

export const ownsAccountOf = (caller: Caller, target: Target) => ownsAccount(caller.usersScope, caller.agencyId, target.agencyIds);

export function allowedOn(caller: Caller, target: Target) {
  const within = !outranks(target, caller);
  const holder = { role: caller.role, backOfficeRole: caller.backOfficeRole };
  const edit = within && holds(holder, 'users.profile.write');
  const account = ownsAccountOf(caller, target);
  return {
    edit,
    account: edit && account,
    deactivate: within && account && target.id !== caller.userId && holds(holder, 'users.account.write'),
    changeRoles: within && holds(holder, 'users.membership.write'),
  };
}

/** Memberships as the audit trail and comparisons read them: "Agenzia Milano: agent", sorted. */
export function membershipLabels(memberships: readonly { agency: { name: string }; role: Role }[]): string[] {
  return memberships.map((m) => `${m.agency.name}: ${m.role}`).sort();
}
