import 'server-only';
import type { AgencyMembership } from '../auth/role-adoption';
import type { PortalSession } from '../server/session';
import { api, type ApiAnswer, UpstreamError } from '../upstream';

// Typed reads of the API for server components: never through the
// portal's own /api, always with the session's token.

export type CurrentUser = ApiAnswer<'GET', '/api/Account/User'>;
/** The drawer's entry of a product family. */
export type FamilySummary = Pick<ApiAnswer<'GET', '/api/Anagra/ProductFamilies'>[number], 'id' | 'name'>;

function auth(session: PortalSession) {
  return { accessToken: session.accessToken, agencyId: session.agencyId };
}

export function getCurrentUser(session: PortalSession): Promise<CurrentUser> {
  return api.get('/api/Account/User', auth(session));
}

export function getMemberships(session: PortalSession): Promise<AgencyMembership[]> {
  return api.get('/api/Account/Agencies', auth(session));
}

/** The drawer's Products entry expands to these; the catalogue API may not list any yet. */
export async function getFamilies(session: PortalSession): Promise<FamilySummary[]> {
  try {
    const query = { agencyId: session.agencyId ?? '', includeImage: 'false' };
    const families = await api.get('/api/Anagra/ProductFamilies', { ...auth(session), query });
    return families.map(({ id, name }) => ({ id, name }));
  } catch (error) {
    if (error instanceof UpstreamError && error.status === 404) return [];
    throw error;
  }
}
