// The orders area (section `orders` of SPEC §6): orders list with order
// status, supplier orders for a contract's units, and serials / DDT per unit.
// /api/Agency/contracts-* take the agency from X-Agency-Id.
import { OpenAPIHono, createRoute } from '@hono/zod-openapi';
import { requireUser } from '../auth/require-user';
import { authorize } from '../contracts/access';
import type { ContractDeps } from '../contracts/deps';
import { type Auth, AgencyParams, COMMON_ERRORS, json } from '../contracts/route-kit';
import { SupplierOrderSchema } from '../../core/schemas/contracts-answers';
import { codedValidationHook } from '../contracts/validation-hook';
import { bearerSecurity, errorResponse } from '../lib/openapi';
import { listOrders } from './list';
import {
  ContractOrdersQuerySchema,
  ContractOrdersSchema,
  OrderBodySchema,
  OrderListQuerySchema,
  OrderListSchema,
  SerialsAnswerSchema,
  SerialsBodySchema,
} from '../../core/schemas/orders';
import { updateSerials } from './serials';
import { contractOrders, createOrder } from './service';

const base = (auth: Auth) => ({ tags: ['Orders'], middleware: [auth], security: bearerSecurity });
const WRONG_STATUS = errorResponse('update_status_failed_wrong_status_selected: the contract is not signed yet, or archived');

const listRoute = (auth: Auth) =>
  createRoute({
    ...base(auth),
    method: 'get',
    path: '/api/Agency/{agencyId}/Orders',
    summary: 'Signed contracts with their order status (ToOrder first)',
    request: { params: AgencyParams, query: OrderListQuerySchema },
    responses: { 200: { description: 'One page', ...json(OrderListSchema) }, 400: errorResponse('Invalid filter'), ...COMMON_ERRORS },
  });

const createRouteDef = (auth: Auth) =>
  createRoute({
    ...base(auth),
    method: 'post',
    path: '/api/Agency/{agencyId}/Orders',
    summary: "Order some of a contract's product units from a supplier",
    request: { params: AgencyParams, body: { ...json(OrderBodySchema), required: true } },
    responses: {
      201: { description: 'The supplier order', ...json(SupplierOrderSchema) },
      400: errorResponse('Invalid body, or unknown_unit for a unit not in the contract'),
      409: errorResponse('unit_already_ordered, or update_status_failed_wrong_status_selected'),
      ...COMMON_ERRORS,
    },
  });

const contractOrdersRoute = (auth: Auth) =>
  createRoute({
    ...base(auth),
    method: 'get',
    path: '/api/Agency/contracts-orders',
    summary: 'Supplier orders, newest first, optionally of one contract (agency from X-Agency-Id)',
    request: { query: ContractOrdersQuerySchema },
    responses: { 200: { description: 'One page', ...json(ContractOrdersSchema) }, 400: errorResponse('Invalid filter'), ...COMMON_ERRORS },
  });

const serialsRoute = (auth: Auth) =>
  createRoute({
    ...base(auth),
    method: 'put',
    path: '/api/Agency/contracts-serials',
    summary: 'Set serial number, part number and DDT of product units (agency from X-Agency-Id)',
    request: { body: { ...json(SerialsBodySchema), required: true } },
    responses: {
      200: { description: 'The units after the change', ...json(SerialsAnswerSchema) },
      400: errorResponse('Invalid body, or unknown_unit'),
      409: WRONG_STATUS,
      ...COMMON_ERRORS,
    },
  });

export function registerOrderRoutes(parent: OpenAPIHono, deps: ContractDeps): void {
  const app = new OpenAPIHono({ defaultHook: codedValidationHook });
  const auth = requireUser(deps);

  app.openapi(listRoute(auth), async (c) => {
    const viewer = await authorize(c, deps, 'orders', 'read', c.req.valid('param').agencyId);
    return c.json(await listOrders(deps.db, viewer, c.req.valid('query')), 200);
  });
  app.openapi(createRouteDef(auth), async (c) => {
    const viewer = await authorize(c, deps, 'orders', 'create', c.req.valid('param').agencyId);
    return c.json(await createOrder(deps, viewer, c.req.valid('json')), 201);
  });
  app.openapi(contractOrdersRoute(auth), async (c) => {
    const viewer = await authorize(c, deps, 'orders', 'read');
    return c.json(await contractOrders(deps.db, viewer, c.req.valid('query')), 200);
  });
  app.openapi(serialsRoute(auth), async (c) => {
    const viewer = await authorize(c, deps, 'orders', 'update');
    return c.json(await updateSerials(deps, viewer, c.req.valid('json')), 200);
  });

  parent.route('/', app);
}
