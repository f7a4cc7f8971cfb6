import 'server-only';
import { safeRedirectPath } from '../navigation/guard';
import { resetSessionData, type PortalSession } from '../server/session';
import { api, UpstreamError } from '../upstream';
import { adoptRole, chooseAgency, type AgencyMembership, type AgencySummary } from './role-adoption';
import { expiryOf, type TokenPair } from './tokens';

// The sign-in and choose-agency flows (docs/security.md), shared by the session
// route handlers. They fill the session; the handlers save it.

export interface RequestMeta {
  clientIp?: string;
  acceptLanguage?: string | null;
}

export type SignInResult = { ok: true; next: string } | { ok: false; status: number; code: string; retryAfter?: string };

function applyAgency(session: PortalSession, role: AgencyMembership['role'], agency: AgencySummary) {
  Object.assign(session, {
    role,
    agencyId: agency.id,
    agencyName: agency.name,
    shippingUnitCost: agency.shippingUnitCost,
    shippingMaxUnits: agency.shippingMaxUnits,
  });
}

function afterSignIn(session: PortalSession): string {
  if (!session.agencyId) return '/choose-company';
  const target = safeRedirectPath(session.redirectUri) ?? '/';
  delete session.redirectUri;
  return target;
}

export async function signIn(session: PortalSession, credentials: { username: string; password: string }, meta: RequestMeta): Promise<SignInResult> {
  let tokens: TokenPair;
  try {
    tokens = await api.post('/api/Account/Login', { json: credentials, ...meta });
  } catch (error) {
    if (error instanceof UpstreamError) {
      return { ok: false, status: error.status, code: error.code, retryAfter: error.retryAfter };
    }
    throw error;
  }
  const auth = { accessToken: tokens.accessToken, acceptLanguage: meta.acceptLanguage };
  const [user, memberships] = await Promise.all([api.get('/api/Account/User', auth), api.get('/api/Account/Agencies', auth)]);
  const adoption = adoptRole(memberships);
  if (adoption.kind === 'none') return { ok: false, status: 403, code: 'login_forbidden' };

  const redirectUri = session.redirectUri;
  resetSessionData(session);
  Object.assign(session, {
    accessToken: tokens.accessToken,
    refreshToken: tokens.refreshToken,
    accessExp: expiryOf(tokens.accessToken),
    userId: user.id,
    username: user.username,
    role: adoption.role,
    agencyCount: memberships.length,
    redirectUri,
  });
  if (adoption.kind === 'selected') applyAgency(session, adoption.role, adoption.agency);
  return { ok: true, next: afterSignIn(session) };
}

export async function listMemberships(session: PortalSession, meta: RequestMeta = {}): Promise<AgencyMembership[]> {
  return api.get('/api/Account/Agencies', { accessToken: session.accessToken, ...meta });
}

/** choose-company and the 'Cambia agenzia' switcher: role and agency data follow the choice. */
export async function selectAgency(session: PortalSession, agencyId: number, meta: RequestMeta = {}) {
  const choice = chooseAgency(await listMemberships(session, meta), agencyId);
  if (!choice) return null;
  applyAgency(session, choice.role, choice.agency);
  return { next: afterSignIn(session) };
}
