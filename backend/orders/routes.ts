// OpenAPI definitions of the orders area. /api/Agency/contracts-* take the
// agency from X-Agency-Id.
import { createRoute } from '@hono/zod-openapi';
import type { Auth } from '../auth/require-user';
import { COMMON_ERRORS, bearerSecurity, errorResponse, json } from '../http/openapi';
import { SupplierOrderSchema } from '../../core/schemas/contracts-answers';
import {
  ContractOrdersQuerySchema,
  ContractOrdersSchema,
  DeliveryBodySchema,
  OrderBodySchema,
  OrderDetailSchema,
  OrderExportQuerySchema,
  OrderListQuerySchema,
  OrderListSchema,
  SerialsAnswerSchema,
  SerialsBodySchema,
} from '../../core/schemas/orders';
import { AgencyPathParamsSchema, ContractPathParamsSchema } from '../../core/schemas/params';
import { BinarySchema } from '../../core/schemas/system';
import { XLSX_TYPE } from '../spreadsheets/stream-writer';
import { EXPORT_MAX_ROWS } from '../../core/contracts/export-limits';

const base = (auth: Auth) => ({ tags: ['Orders'], middleware: auth, security: bearerSecurity });

export const listRoute = (auth: Auth) =>
  createRoute({
    ...base(auth),
    method: 'get',
    path: '/api/Agency/{agencyId}/Orders',
    summary: 'Signed contracts with their order status (ToOrder first), filtered, sorted and paged',
    request: { params: AgencyPathParamsSchema, query: OrderListQuerySchema },
    responses: { 200: { description: 'One page', ...json(OrderListSchema) }, 400: errorResponse('Invalid filter'), ...COMMON_ERRORS },
  });

export const exportRoute = (auth: Auth) =>
  createRoute({
    ...base(auth),
    method: 'get',
    path: '/api/Agency/{agencyId}/OrdersXLS',
    summary: `The orders view (its filters and sort) as an XLSX file, streamed (at most ${EXPORT_MAX_ROWS.toLocaleString('en')} rows)`,
    request: { params: AgencyPathParamsSchema, query: OrderExportQuerySchema },
    responses: {
      200: { description: 'The workbook; X-Export-Rows says how many contracts it holds', content: { [XLSX_TYPE]: { schema: BinarySchema } } },
      400: errorResponse('Invalid filter, or export_too_large'),
      ...COMMON_ERRORS,
    },
  });

export const detailRoute = (auth: Auth) =>
  createRoute({
    ...base(auth),
    method: 'get',
    path: '/api/Agency/{agencyId}/Orders/{contractId}',
    summary: "One contract's lines, units and supplier orders, and what may be done now",
    request: { params: ContractPathParamsSchema },
    responses: {
      200: { description: 'The contract as the orders page shows it', ...json(OrderDetailSchema) },
      409: errorResponse('contract_in_error: a contract in error shows no order details'),
      ...COMMON_ERRORS,
    },
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

export const deliveryRoute = (auth: Auth) =>
  createRoute({
    ...base(auth),
    method: 'post',
    path: '/api/Agency/{agencyId}/Orders/{contractId}/delivery',
    summary: 'Confirm the delivery of a contract in activation: it becomes active from the start date',
    request: { params: ContractPathParamsSchema, body: { ...json(DeliveryBodySchema), required: true } },
    responses: {
      200: { description: 'The contract as the orders page shows it, now active', ...json(OrderDetailSchema) },
      400: errorResponse('Invalid body, date_in_future, or start_before_ddt'),
      409: errorResponse('update_status_failed_wrong_status_selected (not in activation, or a unit lacks its serial or DDT), or contract_in_error'),
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
    summary: 'Set serial number, part number and DDT of product units (agency from X-Agency-Id); a complete contract moves to inActivation',
    request: { body: { ...json(SerialsBodySchema), required: true } },
    responses: {
      200: { description: 'The units and their contracts after the change', ...json(SerialsAnswerSchema) },
      400: errorResponse('Invalid body, unknown_unit, serial_in_use (twice in the body), ddt_before_order, date_in_future, or required'),
      409: errorResponse(
        'update_status_failed_wrong_status_selected, serial_in_use (another unit of the part number has it), unit_not_ordered, or unit_already_active',
      ),
      ...COMMON_ERRORS,
    },
  });
