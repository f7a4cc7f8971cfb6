import 'server-only';
import type { z } from 'zod';
import type { CurrentUserSchema } from '../../core/schemas/account';
import type { FamilySchema } from '../../core/schemas/catalogue';
import type { AgencyMembership } from '../auth/role-adoption';
import type { PortalSession } from '../session';
import { apiJson, UpstreamError } from '../upstream';

// Typed reads of the API for server components: never through the
// portal's own /api, always with the session's token.

export type CurrentUser = z.infer<typeof CurrentUserSchema>;
/** The drawer's entry of a product family. */
export type FamilySummary = Pick<z.infer<typeof FamilySchema>, 'id' | 'name'>;

function auth(session: PortalSession) {
  return { accessToken: session.accessToken, agencyId: session.agencyId };
}

export function getCurrentUser(session: PortalSession): Promise<CurrentUser> {
  return apiJson<CurrentUser>('/api/Account/User', auth(session));
}

export function getMemberships(session: PortalSession): Promise<AgencyMembership[]> {
  return apiJson<AgencyMembership[]>('/api/Account/Agencies', auth(session));
}

/** The drawer's Products entry expands to these; the catalogue API may not list any yet. */
export async function getFamilies(session: PortalSession): Promise<FamilySummary[]> {
  try {
    const query = new URLSearchParams({ agencyId: String(session.agencyId ?? ''), includeImage: 'false' });
    const families = await apiJson<FamilySummary[]>(`/api/Anagra/ProductFamilies?${query}`, auth(session));
    return families.map(({ id, name }) => ({ id, name }));
  } catch (error) {
    if (error instanceof UpstreamError && error.status === 404) return [];
    throw error;
  }
}
