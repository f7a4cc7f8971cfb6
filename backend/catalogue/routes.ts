// OpenAPI route definitions of the catalogue (SPEC §7). Protected routes take
// the auth middleware, built from the app's deps.
import { createRoute, z } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import type { AuthedEnv } from '../lib/deps';
import { bearerSecurity, errorResponse } from '../lib/openapi';
import {
  AccessorySchema,
  AgencyParamsSchema,
  BusinessTypeSchema,
  DurationSchema,
  FamiliesQuerySchema,
  FamilySchema,
  ModelParamsSchema,
  ProductPageSchema,
  ProductsQuerySchema,
  ServiceSchema,
} from '../../core/schemas/catalogue';

const json = <T extends z.ZodType>(schema: T) => ({ content: { 'application/json': { schema } } });
type Auth = MiddlewareHandler<AuthedEnv>;
const tags = ['Catalogue'];
const scoped = { 401: errorResponse('unauthorized'), 404: errorResponse('not_found: no such agency or model, or the caller is no member of the agency') };

export const familiesRoute = (auth: Auth) =>
  createRoute({
    method: 'get',
    path: '/api/Anagra/ProductFamilies',
    tags,
    summary: 'Product families, with their pictures on request',
    middleware: auth,
    security: bearerSecurity,
    request: { query: FamiliesQuerySchema },
    responses: { 200: { description: 'Families by display order', ...json(z.array(FamilySchema)) }, 400: errorResponse('Invalid query'), ...scoped },
  });

export const durationsRoute = (auth: Auth) =>
  createRoute({
    method: 'get',
    path: '/api/Anagra/FinancialDurations',
    tags,
    summary: 'Financing durations on offer, in months',
    middleware: auth,
    security: bearerSecurity,
    responses: { 200: { description: 'Durations ascending', ...json(z.array(DurationSchema)) }, 401: errorResponse('unauthorized') },
  });

export const productsRoute = (auth: Auth) =>
  createRoute({
    method: 'get',
    path: '/api/Agency/{agencyId}/Products',
    tags,
    summary: 'Product models of the catalogue, filtered and paged',
    middleware: auth,
    security: bearerSecurity,
    request: { params: AgencyParamsSchema, query: ProductsQuerySchema },
    responses: { 200: { description: 'One page and the total count', ...json(ProductPageSchema) }, 400: errorResponse('Invalid query'), ...scoped },
  });

export const accessoriesRoute = (auth: Auth) =>
  createRoute({
    method: 'get',
    path: '/api/Agency/{agencyId}/ProductModel/{productModelId}/Accessories',
    tags,
    summary: 'Accessories sold with a model',
    middleware: auth,
    security: bearerSecurity,
    request: { params: ModelParamsSchema },
    responses: { 200: { description: 'Accessories by name', ...json(z.array(AccessorySchema)) }, 400: errorResponse('Invalid path'), ...scoped },
  });

export const servicesRoute = (auth: Auth) =>
  createRoute({
    method: 'get',
    path: '/api/Agency/{agencyId}/ProductModel/{productModelId}/Services',
    tags,
    summary: "Guarantee tiers (SILVER, GOLD, PLATINUM) for the model's category, with terms and price",
    middleware: auth,
    security: bearerSecurity,
    request: { params: ModelParamsSchema },
    responses: { 200: { description: 'Tiers in order', ...json(z.array(ServiceSchema)) }, 400: errorResponse('Invalid path'), ...scoped },
  });

export const businessTypesRoute = createRoute({
  method: 'get',
  path: '/api/Agency/BusinessTypes',
  tags,
  summary: 'Italian business types (public: the sign-up form needs them)',
  responses: { 200: { description: 'Sorted by name in the Accept-Language language', ...json(z.array(BusinessTypeSchema)) } },
});

export const catalogueFileRoute = (auth: Auth) =>
  createRoute({
    method: 'get',
    path: '/api/files/catalogue/{name}',
    tags,
    summary: 'A catalogue picture; the content type is sniffed from the bytes',
    middleware: auth,
    security: bearerSecurity,
    request: {
      params: z.object({
        name: z
          .string()
          .max(200)
          .openapi({ param: { name: 'name', in: 'path' }, example: 'family-smartphone.svg' }),
      }),
    },
    responses: {
      200: { description: 'PNG, JPEG, GIF, WebP or SVG', content: { 'image/*': { schema: z.string().openapi({ format: 'binary' }) } } },
      401: errorResponse('unauthorized'),
      404: errorResponse('not_found: no such picture, or not an image'),
    },
  });
