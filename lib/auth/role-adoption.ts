import type { z } from 'zod';
import { PLATFORM_AGENCY_NAME, actsForEveryAgency, normalizeRole, type Role } from '../../core/roles';
import type { AgencyMembershipSchema } from '../../core/schemas/account';

// startup rule: an administrator or superadministrator of SmartCom
// acts as such everywhere; everyone else takes the first agency's role. The
// agency is chosen for the user when there is nothing to choose.

type ApiMembership = z.infer<typeof AgencyMembershipSchema>;
export type AgencySummary = ApiMembership['agency'];
/** A membership of GET /api/Account/Agencies; its role is read leniently (normalizeRole), so any text is taken. */
export type AgencyMembership = Omit<ApiMembership, 'role'> & { role: string };

export type Adoption = { kind: 'none' } | { kind: 'selected'; role: Role; agency: AgencySummary } | { kind: 'choose'; role: Role };

export function adoptRole(memberships: readonly AgencyMembership[]): Adoption {
  const known = memberships
    .map((membership) => ({ agency: membership.agency, role: normalizeRole(membership.role) }))
    .filter((membership): membership is { agency: AgencySummary; role: Role } => membership.role !== null);
  if (known.length === 0) return { kind: 'none' };

  const platformAdmin = known.find(
    (membership) => membership.agency.name.toLowerCase() === PLATFORM_AGENCY_NAME.toLowerCase() && actsForEveryAgency(membership.role),
  );
  if (platformAdmin) return { kind: 'selected', role: platformAdmin.role, agency: platformAdmin.agency };

  const [first] = known as [{ agency: AgencySummary; role: Role }];
  if (known.length === 1) return { kind: 'selected', role: first.role, agency: first.agency };
  return { kind: 'choose', role: first.role };
}

/** Choosing an agency (choose-company or the switcher) sets its role and data. */
export function chooseAgency(memberships: readonly AgencyMembership[], agencyId: number): { role: Role; agency: AgencySummary } | null {
  const membership = memberships.find((entry) => entry.agency.id === agencyId);
  const role = membership ? normalizeRole(membership.role) : null;
  return membership && role ? { role, agency: membership.agency } : null;
}
