import type { Role } from '../../core/roles';
import { reachesRoute } from './route-access';
import { matchRoute, type RouteDef } from './routes';

// The route guard as a pure decision, so every route × role case
// is unit-tested. proxy.ts carries it out; secured layouts check again.

export interface SessionView {
  /** token and role both present */
  authorised: boolean;
  role?: Role;
  agencySelected: boolean;
  /** access token expiry, seconds */
  accessExp?: number;
  redirectUri?: string;
  /** the access token ran out and the API, briefly away (503), could not renew it: the session is not over */
  renewalAway?: boolean;
}

export type GuardDecision =
  { action: 'next'; route: RouteDef; clearSession?: boolean } | { action: 'redirect'; to: string; clearSession?: boolean; rememberPath?: string };

export const REFRESH_WINDOW_SECONDS = 10 * 60;
/** Longer addresses are not remembered: the session cookie must stay under 4 KB. */
export const MAX_REMEMBERED_PATH = 512;

export function isExpired(view: SessionView, nowSeconds: number): boolean {
  return view.authorised && (view.accessExp ?? 0) <= nowSeconds;
}

/** refresh when within 10 minutes of expiry. */
export function needsRefresh(view: SessionView, nowSeconds: number): boolean {
  return view.authorised && (view.accessExp ?? 0) - nowSeconds <= REFRESH_WINDOW_SECONDS;
}

/** Only same-site paths may be remembered and followed (no open redirects). */
export function safeRedirectPath(value: string | undefined | null): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return null;
  return value;
}

export function decide(pathname: string, search: string, view: SessionView, nowSeconds: number): GuardDecision {
  const match = matchRoute(pathname);
  if (!match) return { action: 'redirect', to: '/' };
  const { route } = match;
  if (route.redirectTo) return { action: 'redirect', to: route.redirectTo };

  const expired = isExpired(view, nowSeconds);
  const signedIn = view.authorised && !expired;

  if (route.kind === 'public') return { action: 'next', route };

  if (route.kind === 'auth') {
    if (signedIn) {
      const target = view.agencySelected ? (safeRedirectPath(view.redirectUri) ?? '/') : '/choose-company';
      return { action: 'redirect', to: target };
    }
    return { action: 'next', route, clearSession: expired && !view.renewalAway };
  }

  // An outage signs nobody out: the page says the service is away, and the session waits for it.
  if (expired && view.renewalAway) return { action: 'redirect', to: '/unavailable' };
  if (expired) return { action: 'redirect', to: '/login?error=expired_session', clearSession: true };
  if (!signedIn) {
    const wanted = pathname + search;
    return wanted.length <= MAX_REMEMBERED_PATH ? { action: 'redirect', to: '/login', rememberPath: wanted } : { action: 'redirect', to: '/login' };
  }

  if (!view.agencySelected && route.id !== 'chooseCompany') return { action: 'redirect', to: '/choose-company' };
  if (!reachesRoute(view.role, route)) return { action: 'redirect', to: route.fallback ?? '/forbidden' };
  return { action: 'next', route };
}
