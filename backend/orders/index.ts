// The orders area (section `orders`, docs/domain.md): orders list with order
// status and its XLSX export, one contract's units and supplier orders,
// supplier orders, serials / DDT per unit, and the delivery that starts a contract.
import type { OpenAPIHono } from '@hono/zod-openapi';
import { requireUser } from '../auth/require-user';
import { guardedRoutes } from '../http/authorize';
import { localeOf } from '../http/errors';
import { idOf } from '../http/params';
import type { AppDeps } from '../deps';
import { xlsxHeaders } from '../spreadsheets/stream-writer';
import { confirmDelivery } from './delivery';
import { orderDetail } from './detail';
import { exportOrders } from './export';
import { listOrders } from './list';
import { contractOrdersRoute, createOrderRoute, deliveryRoute, detailRoute, exportRoute, listRoute, serialsRoute } from './routes';
import { updateSerials } from './serials';
import { contractOrders, createOrder } from './service';

const READ = 'orders.read';

export function registerOrderRoutes(app: OpenAPIHono, deps: AppDeps): void {
  const auth = requireUser(deps);
  const guarded = guardedRoutes(app, deps);

  guarded(listRoute(auth), READ, async (c, viewer) => c.json(await listOrders(deps.db, viewer, c.req.valid('query')), 200));
  guarded(exportRoute(auth), READ, async (c, viewer) => {
    const { locale, ...query } = c.req.valid('query');
    const file = await exportOrders(deps.db, viewer, query, locale ?? localeOf(c), deps.clock());
    return c.body(file.body, 200, xlsxHeaders(file.fileName, file.rows));
  });
  guarded(detailRoute(auth), READ, async (c, viewer) => c.json(await orderDetail(deps.db, viewer, idOf(c.req.valid('param').contractId)), 200));
  guarded(createOrderRoute(auth), 'orders.create', async (c, viewer) => c.json(await createOrder(deps, viewer, c.req.valid('json')), 201));
  guarded(deliveryRoute(auth), 'orders.delivery.confirm', async (c, viewer) => {
    const id = idOf(c.req.valid('param').contractId);
    await confirmDelivery(deps, viewer, id, c.req.valid('json'));
    return c.json(await orderDetail(deps.db, viewer, id), 200);
  });
  guarded(contractOrdersRoute(auth), READ, async (c, viewer) => c.json(await contractOrders(deps.db, viewer, c.req.valid('query')), 200));
  guarded(serialsRoute(auth), 'orders.serials.write', async (c, viewer) => c.json(await updateSerials(deps, viewer, c.req.valid('json')), 200));
}
