// POST /api/Account/Login. Order matters: the rate limit is checked before
// the password (no argon2 work for blocked callers), and unknown users cost
// the same argon2 verification as known ones, with the same answer.
import { eq, sql } from 'drizzle-orm';
import { verifyAgainstDummy, verifyPassword } from '../auth/passwords';
import { normalizeUsername, recordLoginAttempt, secondsUntilLoginAllowed } from '../auth/rate-limit';
import { type TokenPair, startSession } from '../auth/token-pair';
import { users } from '../db/schema';
import type { AppDeps } from '../deps';
import { ApiError } from '../http/errors';
import type { Locale } from '../i18n';

export async function login(deps: AppDeps, input: { username: string; password: string; ip: string | null; locale: Locale }): Promise<TokenPair> {
  const { db, clock } = deps;
  const now = clock();
  const record = (succeeded: boolean) => recordLoginAttempt(db, { username: input.username, ip: input.ip, succeeded, now });

  const wait = await secondsUntilLoginAllowed(db, input.username, input.ip, now);
  if (wait > 0) {
    // Recorded like any failure: hammering on keeps the limit in force.
    await record(false);
    throw new ApiError(429, 'too_many_attempts', {
      params: { minutes: Math.ceil(wait / 60) },
      headers: { 'Retry-After': String(wait) },
    });
  }

  const [user] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.username})`, normalizeUsername(input.username)));
  const valid = user ? await verifyPassword(user.passwordHash, input.password) : await verifyAgainstDummy(input.password);
  if (!user || !valid) {
    await record(false);
    throw new ApiError(401, 'invalid_credentials');
  }
  // Told only to someone who knows the password, so it reveals nothing to guessers.
  if (user.deactivated) {
    await record(false);
    throw new ApiError(403, 'login_forbidden');
  }
  // A signed-up customer signs in once the e-mailed link has confirmed the address.
  if (!user.emailConfirmedAt) {
    await record(false);
    throw new ApiError(403, 'email_not_confirmed');
  }
  await record(true);
  // The e-mails nobody asked for at that moment (a sign-up to review) speak the language the person signs in with.
  if (user.locale !== input.locale) await db.update(users).set({ locale: input.locale }).where(eq(users.id, user.id));
  return startSession(deps, user);
}
