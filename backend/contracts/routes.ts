// OpenAPI definitions of the contracts area: the reads, the XLSX export,
// create, edit, delete, status change and the actions (docs/domain.md).
import { createRoute } from '@hono/zod-openapi';
import type { Auth } from '../auth/require-user';
import { COMMON_ERRORS, bearerSecurity, errorResponse, json, xlsxResponse } from '../http/openapi';
import {
  ContractBodySchema,
  ContractExportQuerySchema,
  ContractListQuerySchema,
  NoteBodySchema,
  ResubmitBodySchema,
  StatusBodySchema,
} from '../../core/schemas/contracts';
import { ContractDetailSchema, ContractListSchema, EconomicsSchema, HistorySchema, SignerSnapshotsSchema } from '../../core/schemas/contracts-answers';
import { AgencyPathParamsSchema, ContractPathParamsSchema } from '../../core/schemas/params';
import { EXPORT_MAX_ROWS } from './export';

const base = (auth: Auth) => ({ tags: ['Contracts'], middleware: auth, security: bearerSecurity });
const WRONG_STATUS = errorResponse("update_status_failed_wrong_status_selected: not possible in the contract's present status");
const DETAIL = { description: 'The contract after the change', ...json(ContractDetailSchema) };

export const listRoute = (auth: Auth) =>
  createRoute({
    ...base(auth),
    method: 'get',
    path: '/api/Agency/{agencyId}/Contracts',
    summary: "Contracts in the caller's scope: filters, sort and paging; administrators see every agency",
    request: { params: AgencyPathParamsSchema, query: ContractListQuerySchema },
    responses: { 200: { description: 'One page', ...json(ContractListSchema) }, 400: errorResponse('Invalid filter'), ...COMMON_ERRORS },
  });

export const detailRoute = (auth: Auth) =>
  createRoute({
    ...base(auth),
    method: 'get',
    path: '/api/Agency/{agencyId}/Contracts/{contractId}',
    summary: 'A contract with items, units, destinations, signers, credit decisions, orders and history',
    request: { params: ContractPathParamsSchema },
    responses: { 200: { description: 'The contract', ...json(ContractDetailSchema) }, ...COMMON_ERRORS },
  });

export const economicsRoute = (auth: Auth) =>
  createRoute({
    ...base(auth),
    method: 'get',
    path: '/api/Agency/{agencyId}/Contracts/{contractId}/economics',
    summary: 'How the monthly payment comes about; commission, supplier cost and margin for agency staff and administrators',
    request: { params: ContractPathParamsSchema },
    responses: { 200: { description: 'Economics', ...json(EconomicsSchema) }, ...COMMON_ERRORS },
  });

export const signersRoute = (auth: Auth) =>
  createRoute({
    ...base(auth),
    method: 'get',
    path: '/api/Agency/{agencyId}/Contracts/{contractId}/SignersList',
    summary: "Who signs the contract for the company, as the contract names them (the contract's own copy)",
    request: { params: ContractPathParamsSchema },
    responses: { 200: { description: 'Signers', ...json(SignerSnapshotsSchema) }, ...COMMON_ERRORS },
  });

export const historyRoute = (auth: Auth) =>
  createRoute({
    ...base(auth),
    method: 'get',
    path: '/api/Agency/{agencyId}/Contracts/{contractId}/History',
    summary: 'Status history, oldest first: who, when, from, to, note',
    request: { params: ContractPathParamsSchema },
    responses: { 200: { description: 'History', ...json(HistorySchema) }, ...COMMON_ERRORS },
  });

export const exportRoute = (auth: Auth) =>
  createRoute({
    tags: ['Contracts'],
    middleware: auth,
    security: bearerSecurity,
    method: 'get',
    path: '/api/Agency/{agencyId}/ContractsXLS',
    summary: `The contracts of the list's filters and sort as an XLSX file, streamed (at most ${EXPORT_MAX_ROWS.toLocaleString('en')} rows)`,
    request: { params: AgencyPathParamsSchema, query: ContractExportQuerySchema },
    responses: {
      200: xlsxResponse('The workbook; X-Export-Rows says how many contracts it holds'),
      400: errorResponse('Invalid filter, or export_too_large'),
      ...COMMON_ERRORS,
    },
  });

export const createContractRoute = (auth: Auth) =>
  createRoute({
    ...base(auth),
    method: 'post',
    path: '/api/Agency/{agencyId}/Contracts',
    summary: 'Create a contract from a cart; with the company it is created and evaluated by the credit provider, without it a draft',
    request: { params: AgencyPathParamsSchema, body: { ...json(ContractBodySchema), required: true } },
    responses: {
      201: {
        description: "Created: status draft, or the credit provider's outcome (preApprovated, missingDocs, refused, error)",
        ...json(ContractDetailSchema),
      },
      400: errorResponse('The errors list: every invalid field and broken cart rule'),
      ...COMMON_ERRORS,
    },
  });

export const editContractRoute = (auth: Auth) =>
  createRoute({
    ...base(auth),
    method: 'put',
    path: '/api/Agency/{agencyId}/Contracts/{contractId}',
    summary: 'Edit a draft, draft_with_notes or created contract; re-priced, status unchanged',
    request: { params: ContractPathParamsSchema, body: { ...json(ContractBodySchema), required: true } },
    responses: { 200: DETAIL, 400: errorResponse('The errors list'), 409: WRONG_STATUS, ...COMMON_ERRORS },
  });

export const deleteContractRoute = (auth: Auth) =>
  createRoute({
    ...base(auth),
    method: 'delete',
    path: '/api/Agency/{agencyId}/Contracts/{contractId}',
    summary: 'Delete a draft, draft_with_notes or created contract, irreversibly (not junior agents)',
    request: { params: ContractPathParamsSchema },
    responses: { 204: { description: 'Deleted' }, 409: WRONG_STATUS, ...COMMON_ERRORS },
  });

export const statusRoute = (auth: Auth, method: 'put' | 'post') =>
  createRoute({
    ...base(auth),
    method,
    path: '/api/Agency/{agencyId}/Contracts/{contractId}/status',
    summary: 'Move the contract along the transition table; anything else answers 409',
    request: { params: ContractPathParamsSchema, body: { ...json(StatusBodySchema), required: true } },
    responses: { 200: DETAIL, 400: errorResponse('Invalid body'), 409: WRONG_STATUS, ...COMMON_ERRORS },
  });

// Generic in the path, so that each action's route keeps its own literal path (backend/api-routes.ts types the portal's calls by it).
const action = <P extends string>(auth: Auth, path: P, summary: string, extra: Record<number, ReturnType<typeof errorResponse>> = {}) =>
  createRoute({
    ...base(auth),
    method: 'post',
    path: `/api/Agency/{agencyId}/Contracts/{contractId}/${path}`,
    summary,
    request: { params: ContractPathParamsSchema, body: { ...json(NoteBodySchema), required: false } },
    responses: { 200: DETAIL, 400: errorResponse('Invalid body'), 409: WRONG_STATUS, ...extra, ...COMMON_ERRORS },
  });

/** Any of the actions' routes, as the area registers them alike. */
export type ContractActionRoute = (auth: Auth) => ReturnType<typeof action<string>>;

export const approveRoute = (auth: Auth) =>
  action(auth, 'Approve', 'Administrators: approve a draft (→ created, then the credit evaluation when the company is known)');
export const confirmRoute = (auth: Auth) =>
  action(auth, 'Confirm', 'Confirm the quote: a created contract goes to the credit provider', {
    409: errorResponse('update_status_failed_wrong_status_selected, or company_required when the company is missing'),
  });
export const resendRoute = (auth: Auth) => action(auth, 'Resend', 'Re-send a contract in error (→ created, then evaluated again)');
export const archiveRoute = (auth: Auth) =>
  action(auth, 'Archive', 'Archive a refused, refusedByCustomer, closed, finished or draft contract (or one whose dossier was cancelled)');
export const unarchiveRoute = (auth: Auth) => action(auth, 'Unarchive', 'Bring an archived contract back');
export const cancelDossierRoute = (auth: Auth) =>
  action(auth, 'Grenke/CancelDossier', "Cancel the credit provider's dossier while the contract is not yet active", {
    502: errorResponse('connection_error: the credit provider could not be reached'),
  });

export const resubmitRoute = (auth: Auth) =>
  createRoute({
    ...base(auth),
    method: 'post',
    path: '/api/Agency/{agencyId}/Contracts/{contractId}/Resubmit',
    summary: 'Resubmit a refused deal to another credit provider with the same data: repriced from its rate factors, → created, then evaluated by it',
    request: { params: ContractPathParamsSchema, body: { ...json(ResubmitBodySchema), required: true } },
    responses: {
      200: DETAIL,
      400: errorResponse('Invalid body, or unknown_provider'),
      409: errorResponse(
        'update_status_failed_wrong_status_selected (not refused), resubmit_same_data (the provider refused the same data) or provider_not_eligible (its rules do not take the deal)',
      ),
      ...COMMON_ERRORS,
    },
  });
