import 'server-only';
import { decodeJwt } from 'jose';
import type { z } from 'zod';
import type { TokenPairSchema } from '../../core/schemas/account';
import { needsRefresh } from '../navigation/guard';
import type { SessionData } from '../server/session';
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
const inFlight = new Map<string, Promise<RefreshAnswer>>();

/** The API could not renew the pair because it is briefly away (503: its database); the session is not over. */
export const UNAVAILABLE = 'unavailable';
type RefreshAnswer = TokenPair | null | typeof UNAVAILABLE;

async function requestRefresh(refreshToken: string): Promise<RefreshAnswer> {
  const response = await callApi('/v1/auth/refreshToken', { method: 'POST', json: { refreshToken } });
  if (response.status === 503) return UNAVAILABLE;
  if (!response.ok) return null;
  const body = (await response.json()) as Partial<TokenPair>;
  return body.accessToken && body.refreshToken ? { accessToken: body.accessToken, refreshToken: body.refreshToken } : null;
}

export function refreshOnce(refreshToken: string): Promise<RefreshAnswer> {
  let pending = inFlight.get(refreshToken);
  if (!pending) {
    // A pair is kept a few seconds for the requests that still carry the old token; an outage's answer is not:
    // the next request after the database is back must try again.
    pending = requestRefresh(refreshToken).then(
      (answer) => {
        if (answer === UNAVAILABLE) inFlight.delete(refreshToken);
        else setTimeout(() => inFlight.delete(refreshToken), 5_000);
        return answer;
      },
      (error: unknown) => {
        inFlight.delete(refreshToken);
        throw error;
      },
    );
    inFlight.set(refreshToken, pending);
  }
  return pending;
}

export type FreshnessOutcome = 'fresh' | 'refreshed' | 'kept' | 'expired' | typeof UNAVAILABLE;

/**
 * Brings the session's tokens up to date in place. 'refreshed' means the
 * caller must save the session; 'kept' means the refresh failed but the access
 * token still works; 'expired' means the session is over; 'unavailable' means
 * the access token has run out while the API is away (503): answer that and
 * keep the session, so an outage signs nobody out.
 */
export async function ensureFreshTokens(session: Partial<SessionData>): Promise<FreshnessOutcome> {
  const now = nowSeconds();
  const view = { authorised: Boolean(session.accessToken), agencySelected: true, accessExp: session.accessExp };
  if (!needsRefresh(view, now)) return 'fresh';
  const pair = session.refreshToken ? await refreshOnce(session.refreshToken) : null;
  if (pair === UNAVAILABLE) return (session.accessExp ?? 0) > now ? 'kept' : UNAVAILABLE;
  if (pair) {
    session.accessToken = pair.accessToken;
    session.refreshToken = pair.refreshToken;
    session.accessExp = expiryOf(pair.accessToken);
    return 'refreshed';
  }
  return (session.accessExp ?? 0) > now ? 'kept' : 'expired';
}
