import { type IronSession, type SessionOptions } from 'iron-session';
import { portalEnv } from './env';
import type { SessionView } from '../navigation/guard';
import { loadOrCreateSecret } from '../../core/secrets';
import { SESSION_COOKIE, SESSION_TTL_SECONDS, type SessionData } from './session-cookie';

export { SESSION_COOKIE, type SessionData };

export type PortalSession = IronSession<SessionData>;

let options: SessionOptions | undefined;

export function sessionOptions(): SessionOptions {
  if (options) return options;
  const env = portalEnv();
  options = {
    cookieName: SESSION_COOKIE,
    password: env.SESSION_SECRET ?? loadOrCreateSecret(env.dataDir, 'session-secret'),
    // The session lives as long as its refresh token (docs/domain.md: 30 days).
    ttl: SESSION_TTL_SECONDS,
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
