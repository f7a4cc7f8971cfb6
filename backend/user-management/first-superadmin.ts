// The first superadministrator of a database without one (a fresh
// PostgreSQL: migrations create no account). Nobody types or reads a
// password: the account gets an unusable one and a single-use link (the
// invitation of the users page, 72 hours) with which its owner chooses theirs.
// Refused once a superadministrator exists, so the command cannot be used to
// take over a running portal.
import { and, count, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { COMPANY } from '../../core/company';
import { SUPER_ADMINISTRATOR_ROLE } from '../../core/roles';
import { emailField } from '../../core/schemas/account-recovery';
import { usernameField } from '../../core/schemas/users';
import { INVITATION_TTL_MS } from '../own-account/one-time-tokens';
import { issueResetToken } from '../own-account/password-reset';
import { hashPassword } from '../auth/passwords';
import { recordAudit } from '../audit/record';
import type { Database } from '../db/client';
import { agencies, userAgencyRoles, users } from '../db/schema';
import { assertAvailable } from '../customer-accounts/accounts';
import { giveSlug } from '../agencies/slugs';

export const FirstSuperAdminSchema = z.strictObject({
  username: usernameField,
  email: emailField,
  /** the head-office agency the superadministrator belongs to; created when missing */
  agency: z.string().trim().min(1).max(120).default(COMPANY.name),
});
export type FirstSuperAdminInput = z.input<typeof FirstSuperAdminSchema>;

export class FirstSuperAdminRefused extends Error {}

/** How many superadministrators the database has. */
export async function countSuperAdmins(db: Database): Promise<number> {
  const [row] = await db.select({ n: count() }).from(userAgencyRoles).where(eq(userAgencyRoles.role, SUPER_ADMINISTRATOR_ROLE));
  return row?.n ?? 0;
}

/** Creates the account and its single-use token; throws FirstSuperAdminRefused with a sentence for the console. */
export async function createFirstSuperAdmin(db: Database, input: FirstSuperAdminInput, now: Date): Promise<{ userId: number; token: string; agency: string }> {
  const parsed = FirstSuperAdminSchema.safeParse(input);
  if (!parsed.success) {
    const fields = [...new Set(parsed.error.issues.map((i) => String(i.path[0])))].join(', ');
    throw new FirstSuperAdminRefused(`Invalid ${fields}: a username of 3-50 letters, digits or . _ - and a valid e-mail address.`);
  }
  const { username, email, agency } = parsed.data;
  if ((await countSuperAdmins(db)) > 0) {
    throw new FirstSuperAdminRefused('A superadministrator already exists: create further accounts from the users page.');
  }
  await assertAvailable(db, username, email).catch(() => {
    throw new FirstSuperAdminRefused('That username or e-mail address is already in use.');
  });
  const unusable = await hashPassword(crypto.randomUUID() + crypto.randomUUID());
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: agencies.id })
      .from(agencies)
      .where(and(sql`lower(${agencies.name}) = ${agency.toLowerCase()}`));
    let agencyId = existing?.id;
    if (agencyId === undefined) {
      agencyId = (await tx.insert(agencies).values({ name: agency }).returning({ id: agencies.id }))[0]!.id;
      await giveSlug(tx, agencyId, agency, now);
    }
    const [row] = await tx
      .insert(users)
      .values({ username, email, passwordHash: unusable, backOfficeRole: 'Administrator', emailConfirmedAt: null, createdAt: now })
      .returning({ id: users.id });
    const userId = row!.id;
    await tx.insert(userAgencyRoles).values({ userId, agencyId, role: SUPER_ADMINISTRATOR_ROLE });
    const token = await issueResetToken(tx, userId, INVITATION_TTL_MS, now);
    await recordAudit(tx, {
      entity: 'user',
      entityId: userId,
      action: 'create',
      actor: { id: userId, username: 'npm run admin:create' },
      at: now,
      changes: {
        username: { to: username },
        email: { to: email },
        backOfficeRole: { to: 'Administrator' },
        memberships: { to: [`${agency}: superAdministrator`] },
      },
    });
    return { userId, token, agency };
  });
}
