// The customers area: GET …/Customers (search, paging, scope) and
// …/Customers/{customerId} (company, signers, addresses, contracts).
import { OpenAPIHono, createRoute } from '@hono/zod-openapi';
import { requireUser } from '../auth/require-user';
import { authorize } from '../contracts/access';
import type { ContractDeps } from '../contracts/deps';
import { type Auth, AgencyParams, COMMON_ERRORS, CustomerParams, idOf, json } from '../contracts/route-kit';
import { codedValidationHook } from '../contracts/validation-hook';
import { localeOf } from '../lib/errors';
import { bearerSecurity, errorResponse } from '../lib/openapi';
import { CustomerDetailSchema, CustomerListQuerySchema, CustomerListSchema } from '../../core/schemas/customers';
import { customerDetail, listCustomers } from './service';

const base = (auth: Auth) => ({ tags: ['Customers'], middleware: auth, security: bearerSecurity });

const listRoute = (auth: Auth) =>
  createRoute({
    ...base(auth),
    method: 'get',
    path: '/api/Agency/{agencyId}/Customers',
    summary: "Customer companies in the caller's scope, with how many of their contracts the caller sees",
    request: { params: AgencyParams, query: CustomerListQuerySchema },
    responses: { 200: { description: 'One page', ...json(CustomerListSchema) }, 400: errorResponse('Invalid filter'), ...COMMON_ERRORS },
  });

const detailRoute = (auth: Auth) =>
  createRoute({
    ...base(auth),
    method: 'get',
    path: '/api/Agency/{agencyId}/Customers/{customerId}',
    summary: 'A customer company with its signers, addresses and contracts',
    request: { params: CustomerParams },
    responses: { 200: { description: 'The customer', ...json(CustomerDetailSchema) }, ...COMMON_ERRORS },
  });

export function registerCustomerRoutes(parent: OpenAPIHono, deps: ContractDeps): void {
  const app = new OpenAPIHono({ defaultHook: codedValidationHook });
  const auth = requireUser(deps);

  app.openapi(listRoute(auth), async (c) => {
    const viewer = await authorize(c, deps, 'customers', 'read', c.req.valid('param').agencyId);
    return c.json(await listCustomers(deps.db, viewer, c.req.valid('query')), 200);
  });

  app.openapi(detailRoute(auth), async (c) => {
    const { agencyId, customerId } = c.req.valid('param');
    const viewer = await authorize(c, deps, 'customers', 'read', agencyId);
    return c.json(await customerDetail(deps.db, viewer, idOf(customerId), localeOf(c)), 200);
  });

  parent.route('/', app);
}
