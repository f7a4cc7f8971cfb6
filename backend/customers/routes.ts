// OpenAPI definitions of the customers area.
import { createRoute } from '@hono/zod-openapi';
import type { Auth } from '../auth/require-user';
import { COMMON_ERRORS, bearerSecurity, errorResponse, json } from '../http/openapi';
import { CustomerDetailSchema, CustomerListQuerySchema, CustomerListSchema } from '../../core/schemas/customers';
import { AgencyPathParamsSchema, CustomerPathParamsSchema } from '../../core/schemas/params';

const base = (auth: Auth) => ({ tags: ['Customers'], middleware: auth, security: bearerSecurity });

export const listRoute = (auth: Auth) =>
  createRoute({
    ...base(auth),
    method: 'get',
    path: '/api/Agency/{agencyId}/Customers',
    summary: "Customer companies in the caller's scope, with how many of their contracts the caller sees",
    request: { params: AgencyPathParamsSchema, query: CustomerListQuerySchema },
    responses: { 200: { description: 'One page', ...json(CustomerListSchema) }, 400: errorResponse('Invalid filter'), ...COMMON_ERRORS },
  });

export const detailRoute = (auth: Auth) =>
  createRoute({
    ...base(auth),
    method: 'get',
    path: '/api/Agency/{agencyId}/Customers/{customerId}',
    summary: 'A customer company with its signers, addresses and contracts',
    request: { params: CustomerPathParamsSchema },
    responses: { 200: { description: 'The customer', ...json(CustomerDetailSchema) }, ...COMMON_ERRORS },
  });
