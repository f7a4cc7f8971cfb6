import 'server-only';
import { type EndOfTermFilters, toEndOfTermApiQuery } from '../end-of-term/filters';
import type { PortalSession } from '../server/session';
import { api, type ApiAnswer } from '../upstream';

// Typed reads of the end-of-term API for server components, with the session's
// token; the API applies the caller's scope (404 outside it).

export type EndOfTermPage = ApiAnswer<'GET', '/api/Agency/{agencyId}/EndOfTerm'>;
export type ContractTerm = ApiAnswer<'GET', '/api/Agency/{agencyId}/Contracts/{contractId}/EndOfTerm'>;

const auth = (session: PortalSession) => ({ accessToken: session.accessToken, agencyId: session.agencyId });

export function getEndOfTerm(session: PortalSession, filters: EndOfTermFilters): Promise<EndOfTermPage> {
  return api.get('/api/Agency/{agencyId}/EndOfTerm', { ...auth(session), params: { agencyId: String(session.agencyId) }, query: toEndOfTermApiQuery(filters) });
}

export function getContractTerm(session: PortalSession, contractId: number): Promise<ContractTerm> {
  return api.get('/api/Agency/{agencyId}/Contracts/{contractId}/EndOfTerm', {
    ...auth(session),
    params: { agencyId: String(session.agencyId), contractId },
  });
}
