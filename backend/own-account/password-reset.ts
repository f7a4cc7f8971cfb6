// POST /api/Account/SendResetPassword and /api/Account/ResetPassword (issue 6).
// The request answers the same whether or not the address belongs to someone;
// a reset spends its token, sets the password, confirms the e-mail (the link
// proved the mailbox) and ends every session of the user.
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { hashPassword } from '../auth/passwords';
import { endAllSessions } from '../auth/refresh-tokens';
import type { Database } from '../db/client';
import { passwordResetTokens, users } from '../db/schema';
import type { AppDeps } from '../deps';
import { ApiError } from '../http/errors';
import type { Locale } from '../i18n';
import { type MailDeps, portalLink, sendInBackground } from '../mail';
import { RESET_TTL_MS, hashToken, newOneTimeToken } from './one-time-tokens';
import { type ThrottleRule, enforce, recordAll } from './throttle';

const WINDOW_MS = 15 * 60_000;
export const RESET_REQUESTS_PER_EMAIL: ThrottleRule = { action: 'reset-request:email', limit: 3, windowMs: WINDOW_MS };
export const RESET_REQUESTS_PER_IP: ThrottleRule = { action: 'reset-request:ip', limit: 10, windowMs: WINDOW_MS };
/** Wrong or spent tokens per IP: 256-bit tokens cannot be guessed, but nobody should try for long. */
export const TOKEN_FAILURES_PER_IP: ThrottleRule = { action: 'token-failure:ip', limit: 20, windowMs: WINDOW_MS };

type Executor = Pick<Database, 'insert' | 'update'>;

/** A new reset token for the user; earlier unused ones stop working. */
export async function issueResetToken(db: Executor, userId: number, ttlMs: number, now: Date): Promise<string> {
  await db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
  const { token, tokenHash } = newOneTimeToken();
  await db.insert(passwordResetTokens).values({ userId, tokenHash, createdAt: now, expiresAt: new Date(now.getTime() + ttlMs) });
  return token;
}

export async function requestPasswordReset(
  deps: AppDeps,
  mail: MailDeps,
  input: { email: string; ip: string | null; locale: Locale },
): Promise<{ delivery: Promise<void> | null }> {
  const { db, clock } = deps;
  const now = clock();
  const email = input.email.trim().toLowerCase();
  const checks: Array<[ThrottleRule, string | null]> = [
    [RESET_REQUESTS_PER_EMAIL, email],
    [RESET_REQUESTS_PER_IP, input.ip],
  ];
  await enforce(db, checks, now);
  await recordAll(db, checks, now);

  const [user] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email));
  if (!user || user.deactivated) return { delivery: null };
  const token = await issueResetToken(db, user.id, RESET_TTL_MS, now);
  const link = portalLink(mail.publicBaseUrl, input.locale, 'recovery-password', { token });
  return { delivery: sendInBackground(mail, { kind: 'passwordReset', locale: input.locale, to: user.email, name: user.username, link }) };
}

export async function resetPassword(deps: AppDeps, input: { token: string; password: string; ip: string | null }): Promise<void> {
  const { db, clock } = deps;
  const now = clock();
  const failures: Array<[ThrottleRule, string | null]> = [[TOKEN_FAILURES_PER_IP, input.ip]];
  await enforce(db, failures, now);
  const passwordHash = await hashPassword(input.password);

  const done = await db.transaction(async (tx) => {
    // The conditional update spends the token atomically: of two concurrent uses one wins.
    const [spent] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(and(eq(passwordResetTokens.tokenHash, hashToken(input.token)), isNull(passwordResetTokens.usedAt), gt(passwordResetTokens.expiresAt, now)))
      .returning({ userId: passwordResetTokens.userId });
    if (!spent) return false;
    const [user] = await tx.select({ deactivated: users.deactivated }).from(users).where(eq(users.id, spent.userId));
    if (!user || user.deactivated) return false;
    await tx
      .update(users)
      .set({ passwordHash, emailConfirmedAt: sql`coalesce(${users.emailConfirmedAt}, ${now.toISOString()}::timestamptz)` })
      .where(eq(users.id, spent.userId));
    await endAllSessions(tx, spent.userId, now);
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(and(eq(passwordResetTokens.userId, spent.userId), isNull(passwordResetTokens.usedAt)));
    return true;
  });
  if (!done) {
    await recordAll(db, failures, now);
    throw new ApiError(400, [{ field: 'token', code: 'reset_token_invalid' }]);
  }
}
