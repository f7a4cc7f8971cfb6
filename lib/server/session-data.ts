import { type IronSession, type SessionOptions } from 'iron-session';
import { portalEnv } from './env';
import type { SessionView } from '../navigation/guard';
import type { Role } from '../../core/roles';
import { loadOrCreateSecret } from '../../core/secrets';

// The portal's only session: an encrypted, httpOnly cookie holding the tokens
// and the few fields an older client kept in localStorage (agency, username, shipping terms). Never lists (< 4 KB).

export interface SessionData {
  accessToken: string;
  refreshToken: string;
  /** access token expiry, seconds since the epoch */
  accessExp: number;
  userId: number;
  username: string;
  role: Role;
  /** how many agencies the user belongs to (the switcher shows when > 1) */
  agencyCount: number;
  agencyId: number;
  agencyName: string;
  shippingUnitCost: number;
  shippingMaxUnits: number;
  /** where to go after signing in (a same-site path) */
  redirectUri: string;
}

export type PortalSession = IronSession<SessionData>;

export const SESSION_COOKIE = 'portal_session';
const THIRTY_DAYS = 30 * 24 * 60 * 60;

let options: SessionOptions | undefined;

export function sessionOptions(): SessionOptions {
  if (options) return options;
  const env = portalEnv();
  options = {
    cookieName: SESSION_COOKIE,
    password: env.SESSION_SECRET ?? loadOrCreateSecret(env.dataDir, 'session-secret'),
    // The session lives as long as its refresh token (docs/domain.md: 30 days).
    ttl: THIRTY_DAYS,
    cookieOptions: { httpOnly: true, sameSite: 'lax', secure: env.secureCookies, path: '/' },
  };
  return options;
}

/** a route counts as authorised only when both token and role exist. */
export function isAuthorised(session: Partial<SessionData>): boolean {
  return Boolean(session.accessToken && session.role);
}

/** Empties the session in place (sign-in starts from nothing; sign-out uses destroy). */
export function resetSessionData(session: PortalSession): void {
  for (const key of Object.keys(session)) delete (session as Record<string, unknown>)[key];
}

/** What the route guard needs to know of a session. */
export function sessionView(session: Partial<SessionData>): SessionView {
  return {
    authorised: isAuthorised(session),
    role: session.role,
    agencySelected: Boolean(session.agencyId),
    accessExp: session.accessExp,
    redirectUri: session.redirectUri,
  };
}
