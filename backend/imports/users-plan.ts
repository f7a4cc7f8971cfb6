// What the checked rows of a users file would do, compared with the database,
// under the same rules as the users page: an agency the caller administers
// (every active one for administrators, their own for everyone else), no role
// and no back-office role above the caller's own, an area leader who leads in
// one of the user's agencies, no username or e-mail someone else holds, no
// user who outranks the caller, no e-mail of a user who belongs to an agency
// beyond the caller's (the account is the person's), and only the writes the
// caller holds (core/capabilities.ts). Memberships the file does not list are
// left alone: the sheet creates users and adds or changes roles, the users
// page removes them.
import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { TEAM_LEADER_ROLES, holds } from '../../core/capabilities';
import { ROLE_RANK, canGiveBackOfficeRole, canGiveRole, highestRank, ownsAccount, roleFitsAgency } from '../../core/domain/administration';
import type { BackOfficeRole, Role } from '../../core/roles';
import type { UserRow } from '../../core/schemas/imports';
import type { Actor } from '../auth/actor';
import type { Database } from '../db/client';
import { agencies, userAgencyRoles, users } from '../db/schema';
import type { ErrorDetail } from '../http/errors';
import type { ReportEntry } from './catalog-rows';
import { USERS_SHEET } from './users-layout';
import { type UserRows, userKey } from './users-rows';

type Tx = Pick<Database, 'select'>;

export interface ImportCaller {
  actor: Actor;
  user: { id: number; username: string; backOfficeRole: BackOfficeRole | null };
}

export interface ExistingUser {
  id: number;
  username: string;
  email: string;
  backOfficeRole: BackOfficeRole | null;
  areaLeaderId: number | null;
  deactivated: boolean;
  /** every role in every agency: who outranks whom */
  roles: Map<number, Role>;
}

/** The agencies, the users the file names (by username or e-mail) and the area leaders, as they are now. */
export async function usersNow(db: Tx, rows: UserRows) {
  const names = [...new Set(rows.map((r) => userKey(r.data.username)))];
  const emails = [...new Set(rows.map((r) => r.data.email.toLowerCase()))];
  const [agencyRows, userRows, leaderRows] = await Promise.all([
    db.select({ id: agencies.id, name: agencies.name }).from(agencies).where(isNull(agencies.deactivatedAt)),
    names.length === 0
      ? Promise.resolve([])
      : db
          .select({
            id: users.id,
            username: users.username,
            email: users.email,
            backOfficeRole: users.backOfficeRole,
            areaLeaderId: users.areaLeaderId,
            deactivated: users.deactivated,
          })
          .from(users)
          .where(or(inArray(sql`lower(${users.username})`, names), inArray(sql`lower(${users.email})`, emails))),
    db
      .select({ id: users.id, username: users.username, agencyId: userAgencyRoles.agencyId })
      .from(users)
      .innerJoin(userAgencyRoles, eq(userAgencyRoles.userId, users.id))
      .where(and(eq(users.deactivated, false), inArray(userAgencyRoles.role, TEAM_LEADER_ROLES))),
  ]);
  const ids = userRows.map((u) => u.id);
  const roleRows =
    ids.length === 0
      ? []
      : await db
          .select({ userId: userAgencyRoles.userId, agencyId: userAgencyRoles.agencyId, role: userAgencyRoles.role })
          .from(userAgencyRoles)
          .where(inArray(userAgencyRoles.userId, ids));
  const byName = new Map<string, ExistingUser>();
  const emailOwner = new Map<string, number>();
  for (const user of userRows) {
    const roles = new Map(roleRows.filter((r) => r.userId === user.id).map((r) => [r.agencyId, r.role]));
    byName.set(userKey(user.username), { ...user, roles });
    emailOwner.set(user.email.toLowerCase(), user.id);
  }
  const leaders = new Map<string, { id: number; username: string; agencyIds: Set<number> }>();
  for (const leader of leaderRows) {
    const entry = leaders.get(userKey(leader.username)) ?? { id: leader.id, username: leader.username, agencyIds: new Set<number>() };
    entry.agencyIds.add(leader.agencyId);
    leaders.set(userKey(leader.username), entry);
  }
  return {
    agencies: new Map(agencyRows.map((a) => [a.name.toLowerCase(), a])),
    users: byName,
    emailOwner,
    leaders,
    leaderNames: new Map([...leaders.values()].map((l) => [l.id, l.username])),
  };
}
export type UsersNow = Awaited<ReturnType<typeof usersNow>>;

/** One user of the file as the plan resolved it: what the commit writes. */
export interface PlannedUser {
  existing: ExistingUser | null;
  username: string;
  email: string;
  backOfficeRole: BackOfficeRole | null;
  areaLeaderId: number | null;
  /** the memberships the file gives, with the action of each row */
  memberships: { row: number; agency: { id: number; name: string }; role: Role; changed: boolean }[];
  profileChanged: boolean;
}

/** An agency the caller administers, by name: every active one for administrators, their own for everyone else. */
function agencyFor(name: string, now: UsersNow, actor: Actor) {
  const agency = now.agencies.get(name.toLowerCase());
  return agency && (actor.scopes.users === 'all' || agency.id === actor.agencyId) ? agency : undefined;
}

/** An area leader who leads a team in one of the user's agencies (any, while none is known) and is not the user. */
function leaderFits(name: string, now: UsersNow, memberships: readonly { agency: { id: number } }[], self?: number): boolean {
  const leader = now.leaders.get(userKey(name));
  if (!leader || leader.id === self) return false;
  return memberships.length === 0 || memberships.some((m) => leader.agencyIds.has(m.agency.id));
}

const typed = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);

/**
 * A row the schema refused (a bad e-mail, an unknown role code): the agency, the role and the area leader it names are
 * still checked as planUsers checks them, so the report shows their errors beside the schema's, in one pass.
 */
export function looseRowErrors(input: Record<string, unknown>, known: readonly ErrorDetail[], now: UsersNow, caller: ImportCaller): ErrorDetail[] {
  const { actor } = caller;
  const flagged = new Set(known.map((e) => e.field));
  const errors: ErrorDetail[] = [];
  const agencyName = typed(input.agency);
  const agency = agencyName === null ? undefined : agencyFor(agencyName, now, actor);
  if (agencyName !== null && !flagged.has('agency') && !agency) errors.push({ field: 'agency', code: 'unknown_membership_agency' });
  const role = typed(input.role);
  if (role !== null && !flagged.has('role') && !canGiveRole(actor.role, role as Role)) errors.push({ field: 'role', code: 'role_above_own' });
  const leader = typed(input.areaLeader);
  if (leader !== null && !flagged.has('areaLeader') && !leaderFits(leader, now, agency ? [{ agency }] : []))
    errors.push({ field: 'areaLeader', code: 'unknown_area_leader' });
  return errors;
}

export function planUsers(rows: UserRows, now: UsersNow, caller: ImportCaller): { report: ReportEntry[]; planned: PlannedUser[] } {
  const { actor } = caller;
  const report: ReportEntry[] = [];
  const planned: PlannedUser[] = [];
  const groups = new Map<string, UserRows>();
  for (const row of rows) groups.set(userKey(row.data.username), [...(groups.get(userKey(row.data.username)) ?? []), row]);

  for (const [key, group] of groups) {
    const first: UserRow = group[0]!.data;
    const existing = now.users.get(key) ?? null;
    const userErrors: ErrorDetail[] = [];
    const rowErrors = new Map<number, ErrorDetail[]>(group.map((r) => [r.row, []]));
    const memberships: PlannedUser['memberships'] = [];

    // Every check runs on every row, so one pass reports all that is wrong.
    for (const { row, data } of group) {
      const errors = rowErrors.get(row)!;
      const agency = agencyFor(data.agency, now, actor);
      if (!agency) errors.push({ field: 'agency', code: 'unknown_membership_agency' });
      // A role the file leaves as it is needs no right to give it (a filled template lists the caller's superiors too).
      const changed = !agency || existing?.roles.get(agency.id) !== data.role;
      if (changed && !canGiveRole(actor.role, data.role)) errors.push({ field: 'role', code: 'role_above_own' });
      else if (agency && changed && !roleFitsAgency(data.role, agency.name)) errors.push({ field: 'role', code: 'unknown_membership_agency' });
      if (agency) memberships.push({ row, agency, role: data.role, changed });
    }

    const backOfficeRole = first.backOfficeRole ?? null;
    if (first.areaLeader && !leaderFits(first.areaLeader, now, memberships, existing?.id))
      userErrors.push({ field: 'areaLeader', code: 'unknown_area_leader' });
    const leader = first.areaLeader ? now.leaders.get(userKey(first.areaLeader)) : undefined;
    const areaLeaderId = leader?.id ?? null;
    const emailOwner = now.emailOwner.get(first.email.toLowerCase());
    if (emailOwner !== undefined && emailOwner !== existing?.id) userErrors.push({ field: 'email', code: 'email_in_use' });

    const holder = { role: actor.role, backOfficeRole: caller.user.backOfficeRole };
    let profileChanged = false;
    if (existing === null) {
      if (backOfficeRole !== null && !canGiveBackOfficeRole(actor.role, caller.user.backOfficeRole, backOfficeRole))
        userErrors.push({ field: 'backOfficeRole', code: 'role_above_own' });
      if (!holds(holder, 'users.create')) userErrors.push({ field: 'username', code: 'forbidden' });
    } else {
      // Someone the caller does not administer keeps their name; someone above the caller is not theirs to change.
      const visible = actor.scopes.users === 'all' || existing.roles.has(actor.agencyId);
      const backOfficeChanged = backOfficeRole !== existing.backOfficeRole;
      const rolesChanged = backOfficeChanged || memberships.some((m) => m.changed);
      const emailChanged = first.email !== existing.email;
      profileChanged = emailChanged || areaLeaderId !== existing.areaLeaderId;
      if (!visible) userErrors.push({ field: 'username', code: 'username_in_use' });
      else if (emailChanged && !ownsAccount(actor.scopes.users, actor.agencyId, [...existing.roles.keys()]))
        userErrors.push({ field: 'email', code: 'account_outside_scope' });
      else if ((profileChanged || rolesChanged) && highestRank([...existing.roles.values()]) > ROLE_RANK[actor.role])
        userErrors.push({ field: 'username', code: 'role_above_own' });
      else {
        if (
          backOfficeChanged &&
          (!canGiveBackOfficeRole(actor.role, caller.user.backOfficeRole, existing.backOfficeRole) ||
            !canGiveBackOfficeRole(actor.role, caller.user.backOfficeRole, backOfficeRole))
        )
          userErrors.push({ field: 'backOfficeRole', code: 'role_above_own' });
        if (profileChanged && !holds(holder, 'users.profile.write')) userErrors.push({ field: 'username', code: 'forbidden' });
        if (rolesChanged && !holds(holder, 'users.membership.write')) userErrors.push({ field: 'role', code: 'forbidden' });
      }
      profileChanged ||= backOfficeChanged;
    }

    // What concerns the user as a whole is reported on their first row.
    rowErrors.get(group[0]!.row)!.push(...userErrors);
    const failed = [...rowErrors.values()].some((e) => e.length > 0);
    for (const [index, { row, data }] of group.entries()) {
      const errors = rowErrors.get(row)!;
      const membership = memberships.find((m) => m.row === row);
      const changed = existing === null ? null : Boolean(membership?.changed) || (index === 0 && profileChanged);
      report.push({
        sheet: USERS_SHEET.name,
        row,
        key: data.username,
        action: errors.length > 0 ? 'error' : changed === null ? 'create' : changed ? 'change' : 'unchanged',
        errors,
      });
    }
    if (!failed) planned.push({ existing, username: first.username, email: first.email, backOfficeRole, areaLeaderId, memberships, profileChanged });
  }
  report.sort((a, b) => a.row - b.row);
  return { report, planned };
}
