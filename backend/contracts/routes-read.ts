// OpenAPI definitions of the contracts area's reads.
import { createRoute, z } from '@hono/zod-openapi';
import { bearerSecurity, errorResponse } from '../lib/openapi';
import { ContractListQuerySchema } from '../../core/schemas/contracts';
import { type Auth, AgencyParams, COMMON_ERRORS, ContractParams, json } from './route-kit';
import { ContractDetailSchema, ContractListSchema, EconomicsSchema, HistoryEntrySchema, SignerSnapshotSchema } from '../../core/schemas/contracts-answers';

const base = (auth: Auth) => ({ tags: ['Contracts'], middleware: auth, security: bearerSecurity });

export const listRoute = (auth: Auth) =>
  createRoute({
    ...base(auth),
    method: 'get',
    path: '/api/Agency/{agencyId}/Contracts',
    summary: "Contracts in the caller's scope: filters, sort and paging; administrators see every agency",
    request: { params: AgencyParams, query: ContractListQuerySchema },
    responses: { 200: { description: 'One page', ...json(ContractListSchema) }, 400: errorResponse('Invalid filter'), ...COMMON_ERRORS },
  });

export const detailRoute = (auth: Auth) =>
  createRoute({
    ...base(auth),
    method: 'get',
    path: '/api/Agency/{agencyId}/Contracts/{contractId}',
    summary: 'A contract with items, units, destinations, signers, credit decisions, orders and history',
    request: { params: ContractParams },
    responses: { 200: { description: 'The contract', ...json(ContractDetailSchema) }, ...COMMON_ERRORS },
  });

export const economicsRoute = (auth: Auth) =>
  createRoute({
    ...base(auth),
    method: 'get',
    path: '/api/Agency/{agencyId}/Contracts/{contractId}/economics',
    summary: 'How the monthly payment comes about; commission, supplier cost and margin for agency staff and administrators',
    request: { params: ContractParams },
    responses: { 200: { description: 'Economics', ...json(EconomicsSchema) }, ...COMMON_ERRORS },
  });

export const signersRoute = (auth: Auth) =>
  createRoute({
    ...base(auth),
    method: 'get',
    path: '/api/Agency/{agencyId}/Contracts/{contractId}/SignersList',
    summary: "Who signs the contract for the company, as the contract names them (the contract's own copy)",
    request: { params: ContractParams },
    responses: { 200: { description: 'Signers', ...json(z.array(SignerSnapshotSchema)) }, ...COMMON_ERRORS },
  });

export const historyRoute = (auth: Auth) =>
  createRoute({
    ...base(auth),
    method: 'get',
    path: '/api/Agency/{agencyId}/Contracts/{contractId}/History',
    summary: 'Status history, oldest first: who, when, from, to, note',
    request: { params: ContractParams },
    responses: { 200: { description: 'History', ...json(z.array(HistoryEntrySchema)) }, ...COMMON_ERRORS },
  });
