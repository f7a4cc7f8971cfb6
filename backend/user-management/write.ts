// Creating and editing users from the users page. A new user chooses their own
// password through an e-mailed invitation (the reset machinery, 72 hours);
// deactivating ends every session at once; each change leaves an audit row.
import { and, eq } from 'drizzle-orm';
import { canGiveBackOfficeRole } from '../../core/domain/administration';
import type { BackOfficeRole } from '../../core/roles';
import type { z } from 'zod';
import type { UserCreateBodySchema, UserUpdateBodySchema } from '../../core/schemas/user-admin';
import { INVITATION_TTL_MS } from '../own-account/one-time-tokens';
import { issueResetToken } from '../own-account/password-reset';
import type { Viewer } from '../auth/actor';
import { holderOf, requireCapability } from '../auth/capability';
import { hashPassword } from '../auth/passwords';
import { endAllSessions } from '../auth/refresh-tokens';
import { type Snapshot, changesBetween, recordAudit, updateAction } from '../audit/record';
import { type User, userAgencyRoles, users } from '../db/schema';
import { ApiError } from '../http/errors';
import type { AppDeps } from '../deps';
import type { Locale } from '../i18n';
import { type MailDeps, portalLink, sendInBackground } from '../mail';
import { assertAvailable, isUniqueViolation } from '../customer-accounts/accounts';
import { noticeEmailChanged } from './email-change-notice';
import { checkAreaLeader, checkMemberships, isTeamScoped } from './memberships';
import { type Membership, findUser, targetOf } from './read';
import { type Caller, allowedOn, membershipLabels, outranks, ownsAccountOf } from './rules';

export interface AdminCaller {
  viewer: Viewer;
  user: Pick<User, 'id' | 'username' | 'backOfficeRole'>;
}

export const callerOf = ({ viewer, user }: AdminCaller): Caller => ({
  userId: user.id,
  role: viewer.actor.role,
  backOfficeRole: user.backOfficeRole,
  agencyId: viewer.actor.agencyId,
  usersScope: viewer.actor.scopes.users,
});
const auditActor = ({ user }: AdminCaller) => ({ id: user.id, username: user.username });

/** A user as the audit trail records them. */
export function snapshot(
  user: { username: string; email: string; backOfficeRole: BackOfficeRole | null; deactivated: boolean },
  memberships: Membership[],
  leader: string | null,
): Snapshot {
  return {
    username: user.username,
    email: user.email,
    backOfficeRole: user.backOfficeRole,
    memberships: membershipLabels(memberships),
    areaLeader: leader,
    deactivated: user.deactivated,
  };
}

function assertBackOfficeGivable(caller: AdminCaller, given: BackOfficeRole | null) {
  if (!canGiveBackOfficeRole(caller.viewer.actor.role, caller.user.backOfficeRole, given))
    throw new ApiError(403, [{ field: 'backOfficeRole', code: 'role_above_own' }]);
}

/** A concurrent request took the name between the check and the write: answer the same 409 as the check. */
async function conflictOr(deps: AppDeps, error: unknown, username: string, email: string, exceptUserId?: number): Promise<never> {
  if (isUniqueViolation(error)) await assertAvailable(deps.db, username, email, exceptUserId);
  throw error;
}

/** The single-use link of an invitation: the recovery page, where the invited person chooses a password. */
export const invitationLink = (publicBaseUrl: string, locale: Locale, token: string) =>
  portalLink(publicBaseUrl, locale, 'recovery-password', { token, invite: '1' });

export async function inviteByMail(mail: MailDeps, input: { to: string; username: string; agency: string; token: string; locale: Locale }) {
  return sendInBackground(mail, {
    kind: 'staffInvitation',
    locale: input.locale,
    to: input.to,
    name: input.username,
    link: invitationLink(mail.publicBaseUrl, input.locale, input.token),
    params: { username: input.username, agency: input.agency, hours: INVITATION_TTL_MS / 3_600_000 },
  });
}

export async function createUser(deps: AppDeps, mail: MailDeps, caller: AdminCaller, body: z.infer<typeof UserCreateBodySchema>, locale: Locale) {
  const { db, clock } = deps;
  const { actor } = caller.viewer;
  // The back-office role's right to create is the route's rule (user-admin/index.ts), checked before the body.
  const backOfficeRole = body.backOfficeRole ?? null;
  if (backOfficeRole !== null) assertBackOfficeGivable(caller, backOfficeRole);
  const memberships = await checkMemberships(db, actor, body.memberships);
  const leaderId = body.areaLeaderId ?? (isTeamScoped(actor) ? actor.userId : null);
  const leader =
    leaderId === null
      ? null
      : await checkAreaLeader(
          db,
          actor,
          leaderId,
          memberships.map((m) => m.agency.id),
        );
  await assertAvailable(db, body.username, body.email);
  const now = clock();
  // Nobody knows this password: the invitation sets the real one.
  const unusable = await hashPassword(crypto.randomUUID() + crypto.randomUUID());

  const created = await db
    .transaction(async (tx) => {
      const [row] = await tx
        .insert(users)
        .values({
          username: body.username,
          email: body.email,
          passwordHash: unusable,
          backOfficeRole,
          areaLeaderId: leaderId,
          emailConfirmedAt: null,
          createdAt: now,
        })
        .returning({ id: users.id });
      const id = row!.id;
      await tx.insert(userAgencyRoles).values(memberships.map((m) => ({ userId: id, agencyId: m.agency.id, role: m.role })));
      const token = await issueResetToken(tx, id, INVITATION_TTL_MS, now);
      const after = snapshot({ ...body, backOfficeRole, deactivated: false }, memberships, leader);
      await recordAudit(tx, { entity: 'user', entityId: id, action: 'create', actor: auditActor(caller), at: now, changes: changesBetween(null, after) });
      return { id, token };
    })
    .catch((error: unknown) => conflictOr(deps, error, body.username, body.email));

  const delivery = inviteByMail(mail, { to: body.email, username: body.username, agency: memberships[0]!.agency.name, token: created.token, locale });
  return { id: created.id, delivery };
}

const ACCOUNT_OUTSIDE_SCOPE = 'account_outside_scope' as const;

/**
 * Edits a user. The account fields (username, e-mail, deactivation) need a
 * caller who covers every agency of the user: an agency's roles change only
 * the user's role in their own agency (docs/security.md). A changed e-mail
 * notifies the old address once the change has committed.
 */
export async function updateUser(deps: AppDeps, mail: MailDeps, caller: AdminCaller, id: number, body: z.infer<typeof UserUpdateBodySchema>, locale: Locale) {
  const { db, clock } = deps;
  const { actor } = caller.viewer;
  const current = await findUser(db, caller.viewer, id);
  const target = await targetOf(db, id);
  if (outranks(target, callerOf(caller))) throw new ApiError(403, 'role_above_own');

  const deactivating = body.deactivated !== undefined && body.deactivated !== current.deactivated;
  const accountChanges = [
    body.username !== undefined && body.username !== current.username ? 'username' : null,
    body.email !== undefined && body.email !== current.email ? 'email' : null,
    deactivating ? 'deactivated' : null,
  ].filter((field) => field !== null);
  if (accountChanges.length > 0 && !ownsAccountOf(callerOf(caller), target))
    throw new ApiError(
      403,
      accountChanges.map((field) => ({ field, code: ACCOUNT_OUTSIDE_SCOPE })),
    );
  if (deactivating) {
    if (id === caller.user.id) throw new ApiError(400, [{ field: 'deactivated', code: 'cannot_deactivate_self' }]);
    requireCapability(holderOf(caller.viewer, caller.user), 'users.account.write');
  }
  const memberships = body.memberships ? await checkMemberships(db, actor, body.memberships) : current.memberships;
  const rolesChanged =
    JSON.stringify(membershipLabels(memberships)) !== JSON.stringify(membershipLabels(current.memberships)) ||
    (body.backOfficeRole !== undefined && body.backOfficeRole !== current.backOfficeRole);
  if (rolesChanged) {
    requireCapability(holderOf(caller.viewer, caller.user), 'users.membership.write');
    if (body.backOfficeRole !== undefined && body.backOfficeRole !== current.backOfficeRole) {
      assertBackOfficeGivable(caller, current.backOfficeRole);
      assertBackOfficeGivable(caller, body.backOfficeRole);
    }
  }
  const username = body.username ?? current.username;
  const email = body.email ?? current.email;
  const leaderId = body.areaLeaderId === undefined ? (current.areaLeader?.id ?? null) : body.areaLeaderId;
  const profileChanged = username !== current.username || email !== current.email || leaderId !== (current.areaLeader?.id ?? null);
  if (profileChanged) requireCapability(holderOf(caller.viewer, caller.user), 'users.profile.write');

  const leader =
    leaderId === null
      ? null
      : leaderId === current.areaLeader?.id && !body.memberships
        ? current.areaLeader.username
        : await checkAreaLeader(
            db,
            actor,
            leaderId,
            memberships.map((m) => m.agency.id),
            id,
          );
  if (username !== current.username || email !== current.email) await assertAvailable(db, username, email, id);
  const now = clock();
  const after = {
    username,
    email,
    backOfficeRole: body.backOfficeRole === undefined ? current.backOfficeRole : body.backOfficeRole,
    deactivated: body.deactivated ?? current.deactivated,
  };

  await db
    .transaction(async (tx) => {
      await tx
        .update(users)
        .set({ ...after, areaLeaderId: leaderId })
        .where(eq(users.id, id));
      if (body.memberships) {
        // Administrators set every agency; others only their own, and the user's other agencies stay.
        const mine = actor.scopes.users === 'all' ? undefined : eq(userAgencyRoles.agencyId, actor.agencyId);
        await tx.delete(userAgencyRoles).where(and(eq(userAgencyRoles.userId, id), mine));
        await tx.insert(userAgencyRoles).values(memberships.map((m) => ({ userId: id, agencyId: m.agency.id, role: m.role })));
      }
      // Deactivation refuses the user at their next call already; ending the sessions makes a reactivation need a new sign-in.
      if (after.deactivated && deactivating) await endAllSessions(tx, id, now);
      const changes = changesBetween(snapshot(current, current.memberships, current.areaLeader?.username ?? null), snapshot(after, memberships, leader));
      await recordAudit(tx, {
        entity: 'user',
        entityId: id,
        action: updateAction(changes, 'deactivated', 'deactivate', 'reactivate'),
        actor: auditActor(caller),
        at: now,
        changes,
      });
    })
    .catch((error: unknown) => conflictOr(deps, error, username, email, id));
  if (email !== current.email) void noticeEmailChanged(mail, { username, from: current.email }, locale);
}

/** A new invitation for a user who has not chosen a password yet; the earlier link stops working. */
export async function reinviteUser(deps: AppDeps, mail: MailDeps, caller: AdminCaller, id: number, locale: Locale) {
  const current = await findUser(deps.db, caller.viewer, id);
  const allowed = allowedOn(callerOf(caller), await targetOf(deps.db, id));
  if (!allowed.edit) throw new ApiError(403, 'forbidden');
  // The invitation sets the account's password: the account's owner sends it.
  if (!allowed.account) throw new ApiError(403, ACCOUNT_OUTSIDE_SCOPE);
  if (!current.awaitingPassword || current.deactivated) throw new ApiError(409, 'validation_failed');
  const now = deps.clock();
  const token = await deps.db.transaction(async (tx) => {
    const issued = await issueResetToken(tx, id, INVITATION_TTL_MS, now);
    await recordAudit(tx, { entity: 'user', entityId: id, action: 'invite', actor: auditActor(caller), at: now, changes: {} });
    return issued;
  });
  return inviteByMail(mail, { to: current.email, username: current.username, agency: current.memberships[0]?.agency.name ?? '', token, locale });
}
