// The statistics area (section `stats`: the superadministrator alone today;
// docs/domain.md, "Statistics"): tables per metric and focus, their XLSX,
// the cards, the funnel and the stalled deals.
import type { OpenAPIHono } from '@hono/zod-openapi';
import { requireUser } from '../auth/require-user';
import { guardedRoutes } from '../http/authorize';
import { localeOf } from '../http/errors';
import type { AppDeps } from '../deps';
import { xlsxHeaders } from '../spreadsheets/stream-writer';
import { statsCards } from './cards';
import { exportStatsTable } from './export';
import { statsFunnel } from './funnel';
import { cardsRoute, exportRoute, funnelRoute, stalledRoute, tableRoute } from './routes';
import { stalledDeals } from './stalled';
import { statsTable } from './table';

const READ = 'stats.read';

export function registerStatsRoutes(app: OpenAPIHono, deps: AppDeps): void {
  const auth = requireUser(deps);
  const guarded = guardedRoutes(app, deps);

  // The fixed paths first: /Cards is not a category.
  guarded(cardsRoute(auth), READ, async (c, viewer) => c.json(await statsCards(deps, viewer, c.req.valid('query')), 200));
  guarded(funnelRoute(auth), READ, async (c, viewer) => c.json(await statsFunnel(deps, viewer, c.req.valid('query')), 200));
  guarded(stalledRoute(auth), READ, async (c, viewer) => c.json(await stalledDeals(deps, viewer, c.req.valid('query')), 200));
  guarded(tableRoute(auth), READ, async (c, viewer) => {
    const { category, metric } = c.req.valid('param');
    return c.json(await statsTable(deps, viewer, category, metric, c.req.valid('query')), 200);
  });
  guarded(exportRoute(auth), READ, async (c, viewer) => {
    const { category, metric } = c.req.valid('param');
    const { locale, ...query } = c.req.valid('query');
    const table = await statsTable(deps, viewer, category, metric, query);
    const file = await exportStatsTable(table, locale ?? localeOf(c), deps.clock().toISOString().slice(0, 10));
    return c.body(file.body, 200, xlsxHeaders(file.fileName, file.rows));
  });
}
