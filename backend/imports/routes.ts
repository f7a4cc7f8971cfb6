// OpenAPI definitions of the spreadsheet import and export area.
import { createRoute } from '@hono/zod-openapi';
import type { Auth } from '../auth/require-user';
import { COMMON_ERRORS, bearerSecurity, errorResponse } from '../http/openapi';
import { CatalogExportQuerySchema } from '../../core/schemas/imports';
import { AgencyPathParamsSchema } from '../../core/schemas/params';
import { BinarySchema } from '../../core/schemas/system';
import { XLSX_TYPE } from '../spreadsheets/stream-writer';

const base = (auth: Auth) => ({ tags: ['Import'], middleware: auth, security: bearerSecurity });

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
