// The ContractsXLS endpoint of SPEC §7: the list's filters and sort, every
// page, as a streamed XLSX download in the caller's language.
import { type OpenAPIHono, createRoute, z } from '@hono/zod-openapi';
import { bearerSecurity, errorResponse } from '../lib/openapi';
import { localeOf } from '../lib/errors';
import { authorize } from './access';
import type { ContractDeps } from './deps';
import { EXPORT_MAX_ROWS, exportContracts } from './export';
import { ContractExportQuerySchema } from '../../core/schemas/contracts';
import { type Auth, AgencyParams, COMMON_ERRORS } from './route-kit';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const exportRoute = (auth: Auth) =>
  createRoute({
    tags: ['Contracts'],
    middleware: auth,
    security: bearerSecurity,
    method: 'get',
    path: '/api/Agency/{agencyId}/ContractsXLS',
    summary: `The contracts of the list's filters and sort as an XLSX file, streamed (at most ${EXPORT_MAX_ROWS.toLocaleString('en')} rows)`,
    request: { params: AgencyParams, query: ContractExportQuerySchema },
    responses: {
      200: {
        description: 'The workbook; X-Export-Rows says how many contracts it holds',
        content: { [XLSX_TYPE]: { schema: z.string().openapi({ format: 'binary' }) } },
      },
      400: errorResponse('Invalid filter, or export_too_large'),
      ...COMMON_ERRORS,
    },
  });

export function registerExportRoute(app: OpenAPIHono, deps: ContractDeps, auth: Auth): void {
  app.openapi(exportRoute(auth), async (c) => {
    const viewer = await authorize(c, deps, 'contracts', 'read', c.req.valid('param').agencyId);
    const { locale, ...query } = c.req.valid('query');
    const file = await exportContracts(deps, viewer, query, locale ?? localeOf(c));
    return c.body(file.body, 200, {
      'content-type': XLSX_TYPE,
      'content-disposition': `attachment; filename="${file.fileName}"`,
      'cache-control': 'no-store',
      'x-export-rows': String(file.rows),
    });
  });
}
