// OpenAPI definitions of a contract's documents (docs/domain.md, "Missing
// documents"): what the credit decision asked for with every upload, the
// upload, a file's bytes, and the back office's acceptance or rejection.
import { createRoute } from '@hono/zod-openapi';
import {
  AcceptDocumentBodySchema,
  ContractDocumentsSchema,
  DocumentPathParamsSchema,
  DocumentUploadBodySchema,
  RejectDocumentBodySchema,
} from '../../core/schemas/contract-documents';
import { ContractPathParamsSchema } from '../../core/schemas/params';
import { BinarySchema } from '../../core/schemas/system';
import type { Auth } from '../auth/require-user';
import { COMMON_ERRORS, bearerSecurity, errorResponse, json } from '../http/openapi';

const base = (auth: Auth) => ({ tags: ['Contracts'], middleware: auth, security: bearerSecurity });
const LIST = { description: 'The documents asked for and every upload, after the call', ...json(ContractDocumentsSchema) };

export const documentsRoute = (auth: Auth) =>
  createRoute({
    ...base(auth),
    method: 'get',
    path: '/api/Agency/{agencyId}/Contracts/{contractId}/Documents',
    summary: "What the credit provider's latest decision asks for, where each stands, and every upload with who sent it and who reviewed it",
    request: { params: ContractPathParamsSchema },
    responses: { 200: { description: 'The documents', ...json(ContractDocumentsSchema) }, ...COMMON_ERRORS },
  });

export const uploadDocumentRoute = (auth: Auth) =>
  createRoute({
    ...base(auth),
    method: 'post',
    path: '/api/Agency/{agencyId}/Contracts/{contractId}/Documents',
    summary:
      'Upload one of the documents asked for while the contract waits for them: a PDF without active content or a JPEG or PNG photo, judged by its bytes, at most 10 MB',
    request: { params: ContractPathParamsSchema, body: { content: { 'multipart/form-data': { schema: DocumentUploadBodySchema } }, required: true } },
    responses: {
      201: LIST,
      400: errorResponse('document_type_not_allowed, pdf_active_content, document_not_requested, or no file'),
      ...COMMON_ERRORS,
      409: errorResponse('documents_not_open, or document_already_accepted'),
      413: errorResponse('payload_too_large: a file over 10 MB'),
    },
  });

export const documentFileRoute = (auth: Auth) =>
  createRoute({
    ...base(auth),
    method: 'get',
    path: '/api/Agency/{agencyId}/Contracts/{contractId}/Documents/{documentId}',
    summary: 'A document’s bytes with the type they have, as a download, in a sandbox',
    request: { params: DocumentPathParamsSchema },
    responses: {
      200: {
        description: 'The file',
        content: { 'application/pdf': { schema: BinarySchema }, 'image/jpeg': { schema: BinarySchema }, 'image/png': { schema: BinarySchema } },
      },
      ...COMMON_ERRORS,
    },
  });

const REVIEW_ERRORS = { ...COMMON_ERRORS, 409: errorResponse('documents_not_open, or document_already_reviewed') };

export const acceptDocumentRoute = (auth: Auth) =>
  createRoute({
    ...base(auth),
    method: 'post',
    path: '/api/Agency/{agencyId}/Contracts/{contractId}/Documents/{documentId}/Accept',
    summary: 'Back office: accept an upload, with an optional note; once every document asked for is accepted the contract moves to documentationOk',
    request: { params: DocumentPathParamsSchema, body: { ...json(AcceptDocumentBodySchema), required: false } },
    responses: { 200: LIST, 400: errorResponse('Invalid body'), ...REVIEW_ERRORS },
  });

export const rejectDocumentRoute = (auth: Auth) =>
  createRoute({
    ...base(auth),
    method: 'post',
    path: '/api/Agency/{agencyId}/Contracts/{contractId}/Documents/{documentId}/Reject',
    summary: "Back office: reject an upload with a note saying why; the contract's agent is told by e-mail",
    request: { params: DocumentPathParamsSchema, body: { ...json(RejectDocumentBodySchema), required: true } },
    responses: { 200: LIST, 400: errorResponse('The note is required'), ...REVIEW_ERRORS },
  });
