// The answer of login and refresh: a new access token plus a refresh token.
// A session is one refresh token family: it starts at sign-in and every
// access token issued for it carries its id.
import { randomUUID } from 'node:crypto';
import type { AppDeps } from '../deps';
import { signAccessToken } from './access-token';
import { issueRefreshToken } from './refresh-tokens';

export interface TokenPair {
  accessToken: string;
  refreshToken: string;
  /** Lifetime of the access token in seconds. */
  expiresIn: number;
}

export async function accessTokenAnswer(deps: AppDeps, user: { id: number; username: string }, sessionId: string, refreshToken: string): Promise<TokenPair> {
  const accessToken = await signAccessToken(deps.config, user, sessionId, deps.clock());
  return { accessToken, refreshToken, expiresIn: deps.config.accessTokenTtlSeconds };
}

/** After a login: a new refresh token family. */
export async function startSession(deps: AppDeps, user: { id: number; username: string }): Promise<TokenPair> {
  const sessionId = randomUUID();
  const { token } = await issueRefreshToken(deps.db, { userId: user.id, familyId: sessionId, ttlDays: deps.config.refreshTokenTtlDays, now: deps.clock() });
  return accessTokenAnswer(deps, user, sessionId, token);
}
