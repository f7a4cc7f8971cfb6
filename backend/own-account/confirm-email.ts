// E-mail confirmation after a customer's sign-up: the first sign-in waits for
// it (login answers email_not_confirmed until then).
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../db/client';
import { emailConfirmationTokens, users } from '../db/schema';
import type { AppDeps } from '../deps';
import { ApiError } from '../http/errors';
import { CONFIRMATION_TTL_MS, hashToken, newOneTimeToken } from './one-time-tokens';
import { TOKEN_FAILURES_PER_IP } from './password-reset';
import { enforce, recordAll, type ThrottleRule } from './throttle';

export async function issueConfirmationToken(db: Pick<Database, 'insert'>, userId: number, now: Date): Promise<string> {
  const { token, tokenHash } = newOneTimeToken();
  await db.insert(emailConfirmationTokens).values({ userId, tokenHash, createdAt: now, expiresAt: new Date(now.getTime() + CONFIRMATION_TTL_MS) });
  return token;
}

export async function confirmEmail(deps: AppDeps, input: { token: string; ip: string | null }): Promise<void> {
  const { db, clock } = deps;
  const now = clock();
  const failures: Array<[ThrottleRule, string | null]> = [[TOKEN_FAILURES_PER_IP, input.ip]];
  await enforce(db, failures, now);
  const confirmed = await db.transaction(async (tx) => {
    const [spent] = await tx
      .update(emailConfirmationTokens)
      .set({ usedAt: now })
      .where(
        and(eq(emailConfirmationTokens.tokenHash, hashToken(input.token)), isNull(emailConfirmationTokens.usedAt), gt(emailConfirmationTokens.expiresAt, now)),
      )
      .returning({ userId: emailConfirmationTokens.userId });
    if (!spent) return false;
    await tx
      .update(users)
      .set({ emailConfirmedAt: now })
      .where(and(eq(users.id, spent.userId), isNull(users.emailConfirmedAt)));
    return true;
  });
  if (!confirmed) {
    await recordAll(db, failures, now);
    throw new ApiError(400, [{ field: 'token', code: 'confirmation_token_invalid' }]);
  }
}
