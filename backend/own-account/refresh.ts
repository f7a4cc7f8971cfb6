// POST /v1/auth/refreshToken and the refresh-token side of logout.
import { eq } from 'drizzle-orm';
import { revokeFamily, revokeFamilyOfToken, rotateRefreshToken } from '../auth/refresh-tokens';
import { type TokenPair, accessTokenAnswer } from '../auth/token-pair';
import { users } from '../db/schema';
import type { AppDeps } from '../deps';
import { ApiError } from '../http/errors';

export async function refresh(deps: AppDeps, refreshToken: string): Promise<TokenPair> {
  const { db, config, clock } = deps;
  const result = await rotateRefreshToken(db, refreshToken, config.refreshTokenTtlDays, clock());
  // 409: the previous token replayed minutes later (a request that missed the
  // rotation); the portal keeps its session while the access token lasts.
  if (result.kind === 'already_rotated') throw new ApiError(409, 'refresh_token_already_rotated');
  if (result.kind === 'invalid') throw new ApiError(401, 'unauthorized');

  const [user] = await db.select().from(users).where(eq(users.id, result.userId));
  if (!user || user.deactivated) {
    await revokeFamily(db, result.familyId, clock());
    throw new ApiError(401, 'unauthorized');
  }
  return accessTokenAnswer(deps, user, result.familyId, result.token);
}

/**
 * Ends the session the access token belongs to (every copy of its cookie
 * stops working at once) and the given refresh token's family. A token of
 * someone else is ignored: logout must not let one user end another's session.
 */
export async function logout(deps: AppDeps, caller: { userId: number; sessionId: string }, refreshToken: string | undefined): Promise<void> {
  const now = deps.clock();
  await revokeFamily(deps.db, caller.sessionId, now, caller.userId);
  if (refreshToken) await revokeFamilyOfToken(deps.db, refreshToken, caller.userId, now);
}
