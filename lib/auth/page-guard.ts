import 'server-only';
import { redirect } from 'next/navigation';
import type { Locale } from '@/i18n/routing';
import { decide } from '../navigation/guard';
import { localizedPath } from '../../i18n/locale-path';
import { ROUTES } from '../navigation/routes';
import { getSession, sessionView, type PortalSession } from '../server/session';
import { nowSeconds } from './tokens';

// The same guard decision as proxy.ts, taken again by every page: the portal
// stays safe when the proxy is bypassed or switched off.
export async function requirePage(routeId: string, locale: Locale): Promise<PortalSession> {
  const route = ROUTES.find((candidate) => candidate.id === routeId);
  if (!route) throw new Error(`unknown route id ${routeId}`);
  const session = await getSession();
  const decision = decide(route.path, '', sessionView(session), nowSeconds());
  if (decision.action === 'redirect') {
    // Server components cannot clear cookies: a route handler does it.
    if (decision.clearSession) redirect(`/api/session/end?error=expired_session&locale=${locale}`);
    redirect(localizedPath(decision.to, locale));
  }
  return session;
}

/** The API refused the session's token (docs/domain.md): sign out and say so. */
export function endSession(locale: Locale, reason: 'unauthorized' | 'expired_session' = 'unauthorized'): never {
  redirect(`/api/session/end?error=${reason}&locale=${locale}`);
}
