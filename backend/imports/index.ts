// The spreadsheet area (section `importexcel`): the catalogue as a workbook
// in the layout the catalogue import reads.
import type { OpenAPIHono } from '@hono/zod-openapi';
import { requireUser } from '../auth/require-user';
import { guardedRoutes } from '../http/authorize';
import { localeOf } from '../http/errors';
import type { AppDeps } from '../lib/deps';
import { xlsxHeaders } from '../spreadsheets/stream-writer';
import { exportCatalog } from './catalog-export';
import { catalogExportRoute } from './routes';

export function registerImportRoutes(app: OpenAPIHono, deps: AppDeps): void {
  const auth = requireUser(deps);
  const guarded = guardedRoutes(app, deps);

  guarded(catalogExportRoute(auth), { section: 'importexcel', action: 'read' }, async (c) => {
    const file = await exportCatalog(deps.db, c.req.valid('query').locale ?? localeOf(c), deps.clock());
    return c.body(file.body, 200, xlsxHeaders(file.fileName, file.rows));
  });
}
