// Creating a customer account: one user, customer of one agency, bound to
// the agency's record of their company (a customer sees their company's
// contracts and tickets) or, after a sign-up, waiting for the agency to link
// the company they typed.
import { and, eq, ne, or, sql } from 'drizzle-orm';
import { hashPassword } from '../auth/passwords';
import type { Database } from '../db/client';
import { userAgencyRoles, users } from '../db/schema';
import type { SignUpCompany } from '../../core/schemas/users';
import { CUSTOMER_ROLE } from '../../core/roles';
import { ApiError, type ErrorDetail } from '../http/errors';
import type { Locale } from '../i18n';

type Executor = Pick<Database, 'select' | 'insert'>;

/** 409 naming each taken field (by anyone but `exceptUserId`, the user being edited): 'Username già in utilizzo', 'E-mail già in utilizzo'. */
export async function assertAvailable(db: Executor, username: string, email: string, exceptUserId?: number): Promise<void> {
  const name = username.toLowerCase();
  const address = email.toLowerCase();
  const taken = await db
    .select({ username: users.username, email: users.email })
    .from(users)
    .where(
      and(
        or(eq(sql`lower(${users.username})`, name), eq(sql`lower(${users.email})`, address)),
        exceptUserId === undefined ? undefined : ne(users.id, exceptUserId),
      ),
    );
  const details: ErrorDetail[] = [];
  if (taken.some((row) => row.username.toLowerCase() === name)) details.push({ field: 'username', code: 'username_in_use' });
  if (taken.some((row) => row.email.toLowerCase() === address)) details.push({ field: 'email', code: 'email_in_use' });
  if (details.length) throw new ApiError(409, details);
}

/** PostgreSQL's unique violation: a concurrent request took the name between check and insert. */
export function isUniqueViolation(error: unknown): boolean {
  const cause = (error as { cause?: { code?: string }; code?: string }) ?? {};
  return cause.code === '23505' || cause.cause?.code === '23505';
}

export interface NewCustomerUser {
  username: string;
  email: string;
  /** null: an invitation sets it (the stored hash then matches no password) */
  password: string | null;
  agencyId: number;
  /** linked: the agency's record; pending: what a sign-up typed, until the agency links it */
  company: { linked: number } | { pending: SignUpCompany };
  /** the language of the sign-up, or of the invitation */
  locale: Locale;
  now: Date;
}

export async function insertCustomerUser(db: Executor, input: NewCustomerUser): Promise<{ id: number }> {
  const secret = input.password ?? crypto.randomUUID() + crypto.randomUUID();
  const [user] = await db
    .insert(users)
    .values({
      username: input.username,
      email: input.email,
      passwordHash: await hashPassword(secret),
      companyId: 'linked' in input.company ? input.company.linked : null,
      signupCompany: 'pending' in input.company ? input.company.pending : null,
      emailConfirmedAt: null,
      locale: input.locale,
      createdAt: input.now,
    })
    .returning({ id: users.id });
  await db.insert(userAgencyRoles).values({ userId: user!.id, agencyId: input.agencyId, role: CUSTOMER_ROLE });
  return user!;
}
