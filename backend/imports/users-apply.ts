// The commit of a users import, inside the caller's transaction: the plan is
// computed again against the users as they are now; any error and nothing is
// written. New users get no password (the invitation sets it, as on the users
// page) and each change leaves its audit row. The invitations, and the notices
// to the old address of a changed e-mail, are e-mailed by the caller once the
// transaction has committed.
import { and, eq } from 'drizzle-orm';
import { INVITATION_TTL_MS } from '../own-account/one-time-tokens';
import { issueResetToken } from '../own-account/password-reset';
import { changesBetween, recordAudit } from '../audit/record';
import { hashPassword } from '../auth/passwords';
import type { Database } from '../db/client';
import { userAgencyRoles, users } from '../db/schema';
import { ApiError } from '../http/errors';
import { snapshot } from '../user-management/write';
import type { EmailChange } from '../user-management/email-change-notice';
import type { ReportEntry } from './catalog-rows';
import { type ImportCaller, type PlannedUser, planUsers, usersNow } from './users-plan';
import type { UserRows } from './users-rows';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

export interface Invitation {
  to: string;
  username: string;
  agency: string;
  token: string;
}

const labelled = (memberships: { agency: { id: number; name: string }; role: PlannedUser['memberships'][number]['role'] }[]) =>
  memberships.map(({ agency, role }) => ({ agency, role }));

export async function applyUsers(
  tx: Tx,
  rows: UserRows,
  caller: ImportCaller,
  now: Date,
  onUser: (done: number) => void,
): Promise<{ report: ReportEntry[]; invitations: Invitation[]; emailChanges: EmailChange[] }> {
  const state = await usersNow(tx, rows);
  const { report, planned } = planUsers(rows, state, caller);
  if (report.some((r) => r.action === 'error')) throw new ApiError(409, 'import_not_ready');
  const actor = { id: caller.user.id, username: caller.user.username };
  const leaderName = (id: number | null) => (id === null ? null : (state.leaderNames.get(id) ?? null));
  // Nobody knows this password: each new user's invitation sets the real one.
  const unusable = planned.some((p) => p.existing === null) ? await hashPassword(crypto.randomUUID() + crypto.randomUUID()) : '';
  const invitations: Invitation[] = [];
  const emailChanges: EmailChange[] = [];
  const agencyName = new Map([...state.agencies.values()].map((a) => [a.id, a.name]));
  const membershipsOf = (roles: Map<number, PlannedUser['memberships'][number]['role']>) =>
    [...roles].map(([agencyId, role]) => ({ agency: { id: agencyId, name: agencyName.get(agencyId) ?? String(agencyId) }, role }));

  for (const [index, user] of planned.entries()) {
    onUser(index + 1);
    const values = { username: user.username, email: user.email, backOfficeRole: user.backOfficeRole, areaLeaderId: user.areaLeaderId };
    if (user.existing === null) {
      const [row] = await tx
        .insert(users)
        .values({ ...values, passwordHash: unusable, emailConfirmedAt: null, createdAt: now })
        .returning({ id: users.id });
      const id = row!.id;
      await tx.insert(userAgencyRoles).values(user.memberships.map((m) => ({ userId: id, agencyId: m.agency.id, role: m.role })));
      const token = await issueResetToken(tx, id, INVITATION_TTL_MS, now);
      const after = snapshot({ ...values, deactivated: false }, labelled(user.memberships), leaderName(user.areaLeaderId));
      await recordAudit(tx, { entity: 'user', entityId: id, action: 'create', actor, at: now, changes: changesBetween(null, after) });
      invitations.push({ to: user.email, username: user.username, agency: user.memberships[0]!.agency.name, token });
      continue;
    }
    const changedMemberships = user.memberships.filter((m) => m.changed);
    if (!user.profileChanged && changedMemberships.length === 0) continue;
    const { existing } = user;
    const rolesAfter = new Map(existing.roles);
    for (const m of changedMemberships) rolesAfter.set(m.agency.id, m.role);
    // The username is the row's key, not a change: the account keeps its own spelling.
    if (user.profileChanged)
      await tx
        .update(users)
        .set({ ...values, username: existing.username })
        .where(eq(users.id, existing.id));
    if (user.email !== existing.email) emailChanges.push({ username: existing.username, from: existing.email });
    for (const m of changedMemberships) {
      await tx.delete(userAgencyRoles).where(and(eq(userAgencyRoles.userId, existing.id), eq(userAgencyRoles.agencyId, m.agency.id)));
      await tx.insert(userAgencyRoles).values({ userId: existing.id, agencyId: m.agency.id, role: m.role });
    }
    const before = snapshot(existing, membershipsOf(existing.roles), leaderName(existing.areaLeaderId));
    const after = snapshot({ ...existing, ...values, username: existing.username }, membershipsOf(rolesAfter), leaderName(user.areaLeaderId));
    await recordAudit(tx, { entity: 'user', entityId: existing.id, action: 'update', actor, at: now, changes: changesBetween(before, after) });
  }
  return { report, invitations, emailChanges };
}
