// OpenAPI definitions of the spreadsheet import and export area. The import
// endpoints take the agency from X-Agency-Id.
import { createRoute } from '@hono/zod-openapi';
import type { Auth } from '../auth/require-user';
import { COMMON_ERRORS, bearerSecurity, errorResponse, json } from '../http/openapi';
import {
  CatalogExportQuerySchema,
  ImportHistorySchema,
  ImportJobParamsSchema,
  ImportJobSchema,
  ImportUploadQuerySchema,
  UserTemplateQuerySchema,
} from '../../core/schemas/imports';
import { AgencyPathParamsSchema } from '../../core/schemas/params';
import { BinarySchema } from '../../core/schemas/system';
import { XLSX_TYPE } from '../spreadsheets/stream-writer';

const base = (auth: Auth) => ({ tags: ['Import'], middleware: auth, security: bearerSecurity });
const backOffice = {
  ...COMMON_ERRORS,
  403: errorResponse('forbidden: the catalogue is imported by the back office (superadministrator, administrator), the users by whoever creates users'),
};

export const catalogExportRoute = (auth: Auth) =>
  createRoute({
    ...base(auth),
    method: 'get',
    path: '/api/Agency/{agencyId}/CatalogXLS',
    summary: 'The catalogue (families, models, accessories, services) as an XLSX file in the import layout, streamed',
    request: { params: AgencyPathParamsSchema, query: CatalogExportQuerySchema },
    responses: {
      200: { description: 'The workbook; X-Export-Rows says how many rows its sheets hold', content: { [XLSX_TYPE]: { schema: BinarySchema } } },
      400: errorResponse('Invalid query'),
      ...COMMON_ERRORS,
    },
  });

export const userTemplateRoute = (auth: Auth) =>
  createRoute({
    ...base(auth),
    method: 'get',
    path: '/api/Agency/{agencyId}/ImportUserTemplate',
    summary: 'The users sheet in the import layout: empty, or filled with the users the caller administers (one row per agency role); never a password',
    request: { params: AgencyPathParamsSchema, query: UserTemplateQuerySchema },
    responses: {
      200: { description: 'The workbook; X-Export-Rows says how many users rows it holds', content: { [XLSX_TYPE]: { schema: BinarySchema } } },
      400: errorResponse('Invalid query'),
      ...COMMON_ERRORS,
    },
  });

export const uploadRoute = (auth: Auth) =>
  createRoute({
    ...base(auth),
    method: 'post',
    path: '/api/Import/XLS',
    summary:
      'Dry run of an import (kind catalog or users): the body is the XLSX file (at most 10 MB); every row checked and reported, nothing written but the job',
    request: { query: ImportUploadQuerySchema, body: { content: { [XLSX_TYPE]: { schema: BinarySchema } }, required: true } },
    responses: {
      201: { description: 'The job: checked (ready to commit) or failed, with its report per row', ...json(ImportJobSchema) },
      400: errorResponse('not_xlsx, macro_workbook, zip_bomb, too_many_rows, formula_not_allowed (per cell), wrong_template, or an invalid query'),
      ...backOffice,
    },
  });

export const commitRoute = (auth: Auth) =>
  createRoute({
    ...base(auth),
    method: 'post',
    path: '/api/Import/XLS/{jobId}/commit',
    summary: 'Applies a clean dry run in one transaction, or nothing',
    request: { params: ImportJobParamsSchema },
    responses: {
      200: { description: 'The committed job', ...json(ImportJobSchema) },
      409: errorResponse(
        'import_not_ready: the dry run found errors, was committed already, a newer one exists, or the catalogue changed so that a row no longer applies',
      ),
      ...backOffice,
    },
  });

export const undoRoute = (auth: Auth) =>
  createRoute({
    ...base(auth),
    method: 'post',
    path: '/api/Import/XLS/{jobId}/undo',
    summary:
      'Reverts the latest committed catalogue import in one transaction: what it created is deleted, what it changed put back. The job and the history say whether it is undoable now',
    request: { params: ImportJobParamsSchema },
    responses: {
      200: { description: 'The undone job', ...json(ImportJobSchema) },
      409: errorResponse(
        'import_not_undoable: not committed, not the latest committed import, or something it created or changed has been quoted since; import_rows_changed: a row it created or changed has been edited since (undoing would discard that edit); users_import_not_undoable: a users import (its invitations have gone out)',
      ),
      ...backOffice,
    },
  });

export const jobRoute = (auth: Auth) =>
  createRoute({
    ...base(auth),
    method: 'get',
    path: '/api/Import/XLS/{jobId}',
    summary: 'One import with its report, and its progress while it reads or applies (a page reloaded during an import polls it)',
    request: { params: ImportJobParamsSchema },
    responses: { 200: { description: 'The job', ...json(ImportJobSchema) }, ...backOffice },
  });

export const historyRoute = (auth: Auth) =>
  createRoute({
    ...base(auth),
    method: 'get',
    path: '/api/Import/XLS',
    summary: 'The latest imports: who imported which file when, with their counts',
    responses: { 200: { description: 'Newest first, at most 50', ...json(ImportHistorySchema) }, ...backOffice },
  });
