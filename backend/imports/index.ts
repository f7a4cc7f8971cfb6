// The spreadsheet area (section `importexcel`): the catalogue and the users
// as workbooks in the layouts their imports read, and the imports themselves
// (dry run, commit, undo, history).
import type { OpenAPIHono } from '@hono/zod-openapi';
import { parseId } from '../../core/ids';
import { requireUser } from '../auth/require-user';
import { guardedRoutes } from '../http/authorize';
import { ApiError, localeOf } from '../http/errors';
import type { AppDeps } from '../deps';
import type { MailDeps } from '../mail';
import { xlsxHeaders } from '../spreadsheets/stream-writer';
import { exportCatalog } from './catalog-export';
import { commitImport, dryRun, importHistory, importJob, undoImport } from './jobs';
import { catalogExportRoute, commitRoute, historyRoute, jobRoute, undoRoute, uploadRoute, userTemplateRoute } from './routes';
import { exportUserTemplate } from './users-template';

/** A malformed job id names nothing: 404, as for an unknown one. */
function jobIdOf(value: string): number {
  const id = parseId(value);
  if (id === null) throw new ApiError(404, 'not_found');
  return id;
}

export function registerImportRoutes(app: OpenAPIHono, deps: AppDeps, mail: MailDeps): void {
  const auth = requireUser(deps);
  const guarded = guardedRoutes(app, deps);

  guarded(catalogExportRoute(auth), 'imports.catalogue.export', async (c) => {
    const file = await exportCatalog(deps.db, c.req.valid('query').locale ?? localeOf(c), deps.clock());
    return c.body(file.body, 200, xlsxHeaders(file.fileName, file.rows));
  });
  // The users sheet is the users page's work too: it takes the right to import users.
  guarded(userTemplateRoute(auth), 'imports.users', async (c, viewer) => {
    const query = c.req.valid('query');
    const file = await exportUserTemplate(deps.db, viewer, query.filled, query.locale ?? localeOf(c), deps.clock());
    return c.body(file.body, 200, xlsxHeaders(file.fileName, file.rows));
  });
  // Whoever imports anything imports users; a catalogue file also takes 'imports.catalogue', known once the kind is read (./jobs.ts).
  guarded(uploadRoute(auth), 'imports.users', async (c, viewer) => {
    const bytes = new Uint8Array(await c.req.arrayBuffer());
    return c.json(await dryRun(deps.db, { viewer, user: c.get('user') }, bytes, c.req.valid('query'), localeOf(c)), 201);
  });
  guarded(commitRoute(auth), 'imports.users', async (c, viewer) =>
    c.json(await commitImport(deps, mail, { viewer, user: c.get('user') }, jobIdOf(c.req.valid('param').jobId), localeOf(c)), 200),
  );
  guarded(undoRoute(auth), 'imports.users', async (c, viewer) =>
    c.json(await undoImport(deps.db, viewer, jobIdOf(c.req.valid('param').jobId), localeOf(c)), 200),
  );
  guarded(jobRoute(auth), 'imports.read', async (c, viewer) => c.json(await importJob(deps.db, viewer, jobIdOf(c.req.valid('param').jobId), localeOf(c)), 200));
  guarded(historyRoute(auth), 'imports.read', async (c, viewer) => c.json(await importHistory(deps.db, viewer), 200));
}
