import 'server-only';
import { decodeJwt } from 'jose';
import type { z } from 'zod';
import type { TokenPairSchema } from '../../core/schemas/account';
import { needsRefresh } from '../guard';
import type { SessionData } from '../session';
import { callApi } from '../upstream';

// Access and refresh tokens as the portal holds them: issued by the API,
// refreshed here once when within 10 minutes of expiry.

/** What the portal keeps of the API's token pair. */
export type TokenPair = Pick<z.infer<typeof TokenPairSchema>, 'accessToken' | 'refreshToken'>;

export function expiryOf(accessToken: string): number {
  const { exp } = decodeJwt(accessToken);
  if (typeof exp !== 'number') throw new Error('access token without exp');
  return exp;
}

export function nowSeconds(): number {
  return Math.floor(Date.now() / 1000);
}

// Concurrent requests of one browser carry the same refresh token: within this
// process they share one refresh instead of tripping the API's reuse detection.
const inFlight = new Map<string, Promise<TokenPair | null>>();

async function requestRefresh(refreshToken: string): Promise<TokenPair | null> {
  const response = await callApi('/v1/auth/refreshToken', { method: 'POST', json: { refreshToken } });
  if (!response.ok) return null;
  const body = (await response.json()) as Partial<TokenPair>;
  return body.accessToken && body.refreshToken ? { accessToken: body.accessToken, refreshToken: body.refreshToken } : null;
}

export function refreshOnce(refreshToken: string): Promise<TokenPair | null> {
  let pending = inFlight.get(refreshToken);
  if (!pending) {
    pending = requestRefresh(refreshToken).finally(() => setTimeout(() => inFlight.delete(refreshToken), 5_000));
    inFlight.set(refreshToken, pending);
  }
  return pending;
}

export type FreshnessOutcome = 'fresh' | 'refreshed' | 'kept' | 'expired';

/**
 * Brings the session's tokens up to date in place. 'refreshed' means the
 * caller must save the session; 'kept' means the refresh failed but the access
 * token still works; 'expired' means the session is over.
 */
export async function ensureFreshTokens(session: Partial<SessionData>): Promise<FreshnessOutcome> {
  const now = nowSeconds();
  const view = { authorised: Boolean(session.accessToken), agencySelected: true, accessExp: session.accessExp };
  if (!needsRefresh(view, now)) return 'fresh';
  const pair = session.refreshToken ? await refreshOnce(session.refreshToken) : null;
  if (pair) {
    session.accessToken = pair.accessToken;
    session.refreshToken = pair.refreshToken;
    session.accessExp = expiryOf(pair.accessToken);
    return 'refreshed';
  }
  return (session.accessExp ?? 0) > now ? 'kept' : 'expired';
}
