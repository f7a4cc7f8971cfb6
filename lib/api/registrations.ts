import 'server-only';
import { type RegistrationFilters, registrationApiQuery } from '../registrations/filters';
import type { PortalSession } from '../server/session';
import { api, type ApiAnswer } from '../upstream';

// Typed reads of the pending customer sign-ups of the session's agency, and of its sign-up page's slug.

export type RegistrationPage = ApiAnswer<'GET', '/api/Agency/{agencyId}/Registrations'>;
export type Registration = RegistrationPage['items'][number];

export function getRegistrations(session: PortalSession, filters: RegistrationFilters): Promise<RegistrationPage> {
  return api.get('/api/Agency/{agencyId}/Registrations', {
    accessToken: session.accessToken,
    agencyId: session.agencyId,
    params: { agencyId: String(session.agencyId) },
    query: registrationApiQuery(filters),
  });
}

/** The agency's sign-up page, as /on-boarding/{slug} names it. */
export function getSignUpAgency(agencyId: number) {
  return api.get('/api/User/new-customer/agency', { query: { agency: String(agencyId) } });
}
