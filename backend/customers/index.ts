// The customers area: GET …/Customers (search, paging, scope) and
// …/Customers/{customerId} (company, signers, addresses, contracts).
import type { OpenAPIHono } from '@hono/zod-openapi';
import { requireUser } from '../auth/require-user';
import { guardedRoutes } from '../http/authorize';
import { idOf } from '../http/params';
import type { AppDeps } from '../deps';
import { localeOf } from '../http/errors';
import { detailRoute, listRoute } from './routes';
import { customerDetail, listCustomers } from './service';

const READ = 'customers.read';

export function registerCustomerRoutes(app: OpenAPIHono, deps: AppDeps): void {
  const auth = requireUser(deps);
  const guarded = guardedRoutes(app, deps);

  guarded(listRoute(auth), READ, async (c, viewer) => c.json(await listCustomers(deps.db, viewer, c.req.valid('query')), 200));
  guarded(detailRoute(auth), READ, async (c, viewer) => c.json(await customerDetail(deps.db, viewer, idOf(c.req.valid('param').customerId), localeOf(c)), 200));
}
