import 'server-only';
import type { ContractDetail, ContractSummary } from '@/core/schemas/contracts-answers';
import { type ContractFilters, toApiQuery } from '../contracts/filters';
import type { PortalSession } from '../server/session';
import { api, type ApiAnswer } from '../upstream';

// Typed reads of the contracts API for server components, with the
// session's token; the API applies the caller's data scope (404 outside it).

export type { ContractDetail, ContractSummary };
export type ContractEconomics = ApiAnswer<'GET', '/api/Agency/{agencyId}/Contracts/{contractId}/economics'>;
export type ContractPage = ApiAnswer<'GET', '/api/Agency/{agencyId}/Contracts'>;

const auth = (session: PortalSession) => ({ accessToken: session.accessToken, agencyId: session.agencyId });
const agencyParams = (session: PortalSession) => ({ agencyId: String(session.agencyId) });

export function getContracts(session: PortalSession, filters: ContractFilters): Promise<ContractPage> {
  return api.get('/api/Agency/{agencyId}/Contracts', { ...auth(session), params: agencyParams(session), query: toApiQuery(filters) });
}

export function getContract(session: PortalSession, contractId: number): Promise<ContractDetail> {
  return api.get('/api/Agency/{agencyId}/Contracts/{contractId}', { ...auth(session), params: { ...agencyParams(session), contractId } });
}

export function getEconomics(session: PortalSession, contractId: number): Promise<ContractEconomics> {
  return api.get('/api/Agency/{agencyId}/Contracts/{contractId}/economics', { ...auth(session), params: { ...agencyParams(session), contractId } });
}

export type ContractDocuments = ApiAnswer<'GET', '/api/Agency/{agencyId}/Contracts/{contractId}/Documents'>;

export function getDocuments(session: PortalSession, contractId: number): Promise<ContractDocuments> {
  return api.get('/api/Agency/{agencyId}/Contracts/{contractId}/Documents', { ...auth(session), params: { ...agencyParams(session), contractId } });
}
