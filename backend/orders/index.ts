// The orders area (section `orders` (docs/domain.md): orders list with order
// status, supplier orders for a contract's units, and serials / DDT per unit.
import type { OpenAPIHono } from '@hono/zod-openapi';
import { requireUser } from '../auth/require-user';
import { guardedRoutes } from '../http/authorize';
import type { AppDeps } from '../lib/deps';
import { listOrders } from './list';
import { contractOrdersRoute, createOrderRoute, listRoute, serialsRoute } from './routes';
import { updateSerials } from './serials';
import { contractOrders, createOrder } from './service';

const READ = { section: 'orders', action: 'read' } as const;

export function registerOrderRoutes(app: OpenAPIHono, deps: AppDeps): void {
  const auth = requireUser(deps);
  const guarded = guardedRoutes(app, deps);

  guarded(listRoute(auth), READ, async (c, viewer) => c.json(await listOrders(deps.db, viewer, c.req.valid('query')), 200));
  guarded(createOrderRoute(auth), { section: 'orders', action: 'create' }, async (c, viewer) =>
    c.json(await createOrder(deps, viewer, c.req.valid('json')), 201),
  );
  guarded(contractOrdersRoute(auth), READ, async (c, viewer) => c.json(await contractOrders(deps.db, viewer, c.req.valid('query')), 200));
  guarded(serialsRoute(auth), { section: 'orders', action: 'update' }, async (c, viewer) =>
    c.json(await updateSerials(deps, viewer, c.req.valid('json')), 200),
  );
}
