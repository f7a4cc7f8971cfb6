import 'server-only';
import type { z } from 'zod';
import type { ContractDetail, ContractListSchema, ContractSummary, EconomicsSchema } from '@/core/schemas/contracts-answers';
import { type ContractFilters, toApiQuery } from '../contracts/filters';
import type { PortalSession } from '../session';
import { apiJson } from '../upstream';

// Typed reads of the contracts API for server components, with the
// session's token; the API applies the caller's data scope (404 outside it).

export type { ContractDetail, ContractSummary };
export type ContractEconomics = z.infer<typeof EconomicsSchema>;
export type ContractPage = z.infer<typeof ContractListSchema>;

const auth = (session: PortalSession) => ({ accessToken: session.accessToken, agencyId: session.agencyId });
const contractsPath = (session: PortalSession, rest = '') => `/api/Agency/${session.agencyId}/Contracts${rest}`;

export function getContracts(session: PortalSession, filters: ContractFilters): Promise<ContractPage> {
  return apiJson<ContractPage>(`${contractsPath(session)}?${toApiQuery(filters)}`, auth(session));
}

export function getContract(session: PortalSession, contractId: number): Promise<ContractDetail> {
  return apiJson<ContractDetail>(contractsPath(session, `/${contractId}`), auth(session));
}

export function getEconomics(session: PortalSession, contractId: number): Promise<ContractEconomics> {
  return apiJson<ContractEconomics>(contractsPath(session, `/${contractId}/economics`), auth(session));
}
