// OpenAPI definitions of the end of term (docs/domain.md, "End of term"): the
// "Scadenze" list and its export, one contract's term, and the three choices.
import { createRoute } from '@hono/zod-openapi';
import { EXPORT_MAX_ROWS } from '../../core/contracts/export-limits';
import {
  ContractEndOfTermSchema,
  EndOfTermExportQuerySchema,
  EndOfTermListQuerySchema,
  EndOfTermListSchema,
  ExtendBodySchema,
  UpgradeAnswerSchema,
} from '../../core/schemas/end-of-term';
import { AgencyPathParamsSchema, ContractPathParamsSchema } from '../../core/schemas/params';
import type { Auth } from '../auth/require-user';
import { COMMON_ERRORS, bearerSecurity, errorResponse, json, xlsxResponse } from '../http/openapi';

const base = (auth: Auth) => ({ tags: ['End of term'], middleware: auth, security: bearerSecurity });
const NOT_OPEN = errorResponse('end_of_term_not_running: the contract is not active; end_of_term_already_chosen: a choice is recorded');
const TERM = { description: "The contract's term after the choice", ...json(ContractEndOfTermSchema) };

export const listRoute = (auth: Auth) =>
  createRoute({
    ...base(auth),
    method: 'get',
    path: '/api/Agency/{agencyId}/EndOfTerm',
    summary: "Running contracts in the caller's scope by notice deadline, filtered (window, agent, choice), sorted and paged",
    request: { params: AgencyPathParamsSchema, query: EndOfTermListQuerySchema },
    responses: { 200: { description: 'One page', ...json(EndOfTermListSchema) }, 400: errorResponse('Invalid filter'), ...COMMON_ERRORS },
  });

export const exportRoute = (auth: Auth) =>
  createRoute({
    ...base(auth),
    method: 'get',
    path: '/api/Agency/{agencyId}/EndOfTermXLS',
    summary: `The end-of-term list (its filters and sort) as an XLSX file, streamed (at most ${EXPORT_MAX_ROWS.toLocaleString('en')} rows)`,
    request: { params: AgencyPathParamsSchema, query: EndOfTermExportQuerySchema },
    responses: {
      200: xlsxResponse('The workbook; X-Export-Rows says how many contracts it holds'),
      400: errorResponse('Invalid filter, or export_too_large'),
      ...COMMON_ERRORS,
    },
  });

export const termRoute = (auth: Auth) =>
  createRoute({
    ...base(auth),
    method: 'get',
    path: '/api/Agency/{agencyId}/Contracts/{contractId}/EndOfTerm',
    summary: "A running contract's end date, notice deadline, the choice recorded and the extensions offered",
    request: { params: ContractPathParamsSchema },
    responses: {
      200: { description: 'The term', ...json(ContractEndOfTermSchema) },
      409: errorResponse('end_of_term_not_running: the contract is not active'),
      ...COMMON_ERRORS,
    },
  });

export const returnRoute = (auth: Auth) =>
  createRoute({
    ...base(auth),
    method: 'post',
    path: '/api/Agency/{agencyId}/Contracts/{contractId}/EndOfTerm/return',
    summary: 'Record the return: the contract moves to closing at its end date (the daily job)',
    request: { params: ContractPathParamsSchema },
    responses: { 200: TERM, 409: NOT_OPEN, ...COMMON_ERRORS },
  });

export const extendRoute = (auth: Auth) =>
  createRoute({
    ...base(auth),
    method: 'post',
    path: '/api/Agency/{agencyId}/Contracts/{contractId}/EndOfTerm/extend',
    summary: 'Record an extension: the term grows by an offered duration at the monthly payment of the residual value',
    request: { params: ContractPathParamsSchema, body: { ...json(ExtendBodySchema), required: true } },
    responses: {
      200: TERM,
      400: errorResponse('extension_duration_not_offered: the provider has no rate factor for that duration'),
      409: NOT_OPEN,
      ...COMMON_ERRORS,
    },
  });

export const upgradeRoute = (auth: Auth) =>
  createRoute({
    ...base(auth),
    method: 'post',
    path: '/api/Agency/{agencyId}/Contracts/{contractId}/EndOfTerm/upgrade',
    summary: "Record an upgrade: the caller's open quote becomes a new quote of the contract's products, linked to it",
    request: { params: ContractPathParamsSchema },
    responses: { 200: { description: 'The term and the open quote written', ...json(UpgradeAnswerSchema) }, 409: NOT_OPEN, ...COMMON_ERRORS },
  });
