// OpenAPI definitions of the contracts area's writes: create, edit, delete,
// status change and the actions of SPEC §4.
import { createRoute } from '@hono/zod-openapi';
import { bearerSecurity, errorResponse } from '../lib/openapi';
import { type Auth, AgencyParams, COMMON_ERRORS, ContractParams, json } from './route-kit';
import { ContractBodySchema, NoteBodySchema, StatusBodySchema } from '../../core/schemas/contracts';
import { ContractDetailSchema } from '../../core/schemas/contracts-answers';

const base = (auth: Auth) => ({ tags: ['Contracts'], middleware: [auth], security: bearerSecurity });
const WRONG_STATUS = errorResponse("update_status_failed_wrong_status_selected: not possible in the contract's present status");
const DETAIL = { description: 'The contract after the change', ...json(ContractDetailSchema) };

export const createContractRoute = (auth: Auth) =>
  createRoute({
    ...base(auth),
    method: 'post',
    path: '/api/Agency/{agencyId}/Contracts',
    summary: 'Create a contract from a cart; with the company it is created and evaluated by the credit provider, without it a draft',
    request: { params: AgencyParams, body: { ...json(ContractBodySchema), required: true } },
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
    request: { params: ContractParams, body: { ...json(ContractBodySchema), required: true } },
    responses: { 200: DETAIL, 400: errorResponse('The errors list'), 409: WRONG_STATUS, ...COMMON_ERRORS },
  });

export const deleteContractRoute = (auth: Auth) =>
  createRoute({
    ...base(auth),
    method: 'delete',
    path: '/api/Agency/{agencyId}/Contracts/{contractId}',
    summary: 'Delete a draft, draft_with_notes or created contract, irreversibly (not junior agents)',
    request: { params: ContractParams },
    responses: { 204: { description: 'Deleted' }, 409: WRONG_STATUS, ...COMMON_ERRORS },
  });

export const statusRoute = (auth: Auth, method: 'put' | 'post') =>
  createRoute({
    ...base(auth),
    method,
    path: '/api/Agency/{agencyId}/Contracts/{contractId}/status',
    summary: "Move the contract along DESIGN §7's transition table; anything else answers 409",
    request: { params: ContractParams, body: { ...json(StatusBodySchema), required: true } },
    responses: { 200: DETAIL, 400: errorResponse('Invalid body'), 409: WRONG_STATUS, ...COMMON_ERRORS },
  });

const action = (auth: Auth, path: string, summary: string, extra: Record<number, ReturnType<typeof errorResponse>> = {}) =>
  createRoute({
    ...base(auth),
    method: 'post',
    path: `/api/Agency/{agencyId}/Contracts/{contractId}/${path}`,
    summary,
    request: { params: ContractParams, body: { ...json(NoteBodySchema), required: false } },
    responses: { 200: DETAIL, 400: errorResponse('Invalid body'), 409: WRONG_STATUS, ...extra, ...COMMON_ERRORS },
  });

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
