// The end of term area (docs/domain.md, "End of term"): one line per route,
// its definition, the capability it takes and the service that answers.
import type { OpenAPIHono } from '@hono/zod-openapi';
import { italianToday } from '../../core/validation/working-days';
import { requireUser } from '../auth/require-user';
import type { AppDeps } from '../deps';
import { guardedRoutes } from '../http/authorize';
import { localeOf } from '../http/errors';
import { idOf } from '../http/params';
import { xlsxHeaders } from '../spreadsheets/stream-writer';
import { chooseExtension, chooseReturn, chooseUpgrade } from './choices';
import { exportEndOfTerm } from './export';
import { listEndOfTerm } from './list';
import { exportRoute, extendRoute, listRoute, returnRoute, termRoute, upgradeRoute } from './routes';
import { contractTerm } from './term';

const READ = 'contracts.endOfTerm.read';
const DECIDE = 'contracts.endOfTerm.decide';

export function registerEndOfTermRoutes(app: OpenAPIHono, deps: AppDeps): void {
  const auth = requireUser(deps);
  const guarded = guardedRoutes(app, deps);
  const { db } = deps;
  const today = () => italianToday(deps.clock());

  guarded(listRoute(auth), READ, async (c, viewer) => c.json(await listEndOfTerm(db, viewer, c.req.valid('query'), today()), 200));
  guarded(exportRoute(auth), READ, async (c, viewer) => {
    const { locale, ...query } = c.req.valid('query');
    const file = await exportEndOfTerm(db, viewer, query, locale ?? localeOf(c), today());
    return c.body(file.body, 200, xlsxHeaders(file.fileName, file.rows));
  });
  // Whoever reads the contract reads its term (customers their own company's); the options are for those who decide.
  guarded(termRoute(auth), 'contracts.read', async (c, viewer) => c.json(await contractTerm(db, viewer, idOf(c.req.valid('param').contractId), today()), 200));

  guarded(returnRoute(auth), DECIDE, async (c, viewer) => {
    const id = idOf(c.req.valid('param').contractId);
    await chooseReturn(deps, viewer, id);
    return c.json(await contractTerm(db, viewer, id, today()), 200);
  });
  guarded(extendRoute(auth), DECIDE, async (c, viewer) => {
    const id = idOf(c.req.valid('param').contractId);
    await chooseExtension(deps, viewer, id, c.req.valid('json').durationMonths);
    return c.json(await contractTerm(db, viewer, id, today()), 200);
  });
  guarded(upgradeRoute(auth), DECIDE, async (c, viewer) => {
    const id = idOf(c.req.valid('param').contractId);
    const quoteRevision = await chooseUpgrade(deps, viewer, id);
    return c.json({ endOfTerm: await contractTerm(db, viewer, id, today()), quoteRevision }, 200);
  });
}
