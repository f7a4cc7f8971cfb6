// OpenAPI definitions of the orders area. /api/Agency/contracts-* take the
// agency from X-Agency-Id.
import { createRoute } from '@hono/zod-openapi';
import type { Auth } from '../auth/require-user';
import { COMMON_ERRORS, bearerSecurity, errorResponse, json } from '../http/openapi';
import { SupplierOrderSchema } from '../../core/schemas/contracts-answers';
import {
  ContractOrdersQuerySchema,
  ContractOrdersSchema,
  OrderBodySchema,
  OrderListQuerySchema,
  OrderListSchema,
  SerialsAnswerSchema,
  SerialsBodySchema,
} from '../../core/schemas/orders';
import { AgencyPathParamsSchema } from '../../core/schemas/params';

const base = (auth: Auth) => ({ tags: ['Orders'], middleware: auth, security: bearerSecurity });
const WRONG_STATUS = errorResponse('update_status_failed_wrong_status_selected: the contract is not signed yet, or archived');

export const listRoute = (auth: Auth) =>
  createRoute({
    ...base(auth),
    method: 'get',
    path: '/api/Agency/{agencyId}/Orders',
    summary: 'Signed contracts with their order status (ToOrder first)',
    request: { params: AgencyPathParamsSchema, query: OrderListQuerySchema },
    responses: { 200: { description: 'One page', ...json(OrderListSchema) }, 400: errorResponse('Invalid filter'), ...COMMON_ERRORS },
  });

export const createOrderRoute = (auth: Auth) =>
  createRoute({
    ...base(auth),
    method: 'post',
    path: '/api/Agency/{agencyId}/Orders',
    summary: "Order some of a contract's product units from a supplier",
    request: { params: AgencyPathParamsSchema, body: { ...json(OrderBodySchema), required: true } },
    responses: {
      201: { description: 'The supplier order', ...json(SupplierOrderSchema) },
      400: errorResponse('Invalid body, or unknown_unit for a unit not in the contract'),
      409: errorResponse('unit_already_ordered, or update_status_failed_wrong_status_selected'),
      ...COMMON_ERRORS,
    },
  });

export const contractOrdersRoute = (auth: Auth) =>
  createRoute({
    ...base(auth),
    method: 'get',
    path: '/api/Agency/contracts-orders',
    summary: 'Supplier orders, newest first, optionally of one contract (agency from X-Agency-Id)',
    request: { query: ContractOrdersQuerySchema },
    responses: { 200: { description: 'One page', ...json(ContractOrdersSchema) }, 400: errorResponse('Invalid filter'), ...COMMON_ERRORS },
  });

export const serialsRoute = (auth: Auth) =>
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
