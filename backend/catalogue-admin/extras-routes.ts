// OpenAPI definitions of a model's accessories and guarantee tiers on the families page.
import { createRoute } from '@hono/zod-openapi';
import type { Auth } from '../auth/require-user';
import { COMMON_ERRORS, bearerSecurity, errorResponse, json } from '../http/openapi';
import { FamilyDetailSchema, ModelAdminParamsSchema } from '../../core/schemas/catalogue-admin';
import {
  AccessoryCreateBodySchema,
  AccessoryUpdateBodySchema,
  ModelAccessoryParamsSchema,
  ModelServiceParamsSchema,
  ServiceUpdateBodySchema,
} from '../../core/schemas/model-extras';

const base = (auth: Auth) => ({ tags: ['Catalogue administration'], middleware: auth, security: bearerSecurity });
const forbidden = errorResponse('forbidden: only the administrators edit the catalogue, and the back-office role must allow the write');
const detail = (description: string) => ({ description, ...json(FamilyDetailSchema) });

export const accessoryCreateRoute = (auth: Auth) =>
  createRoute({
    ...base(auth),
    method: 'post',
    path: '/api/Anagra/ProductModels/{modelId}/Accessories',
    summary: 'Add an accessory sold with the model; the product pages and the cart offer it at once',
    request: { params: ModelAdminParamsSchema, body: { ...json(AccessoryCreateBodySchema), required: true } },
    responses: {
      201: detail("Created: the model's family"),
      400: errorResponse('Invalid fields'),
      ...COMMON_ERRORS,
      403: forbidden,
      409: errorResponse('part_number_in_use'),
    },
  });

export const accessoryUpdateRoute = (auth: Auth) =>
  createRoute({
    ...base(auth),
    method: 'put',
    path: '/api/Anagra/ProductModels/{modelId}/Accessories/{accessoryId}',
    summary: 'Edit an accessory of the model (for every model it is sold with), retire it (contracts keep it) or offer it again',
    request: { params: ModelAccessoryParamsSchema, body: { ...json(AccessoryUpdateBodySchema), required: true } },
    responses: {
      200: detail("Saved: the model's family"),
      400: errorResponse('Invalid fields'),
      ...COMMON_ERRORS,
      403: forbidden,
      409: errorResponse('part_number_in_use'),
    },
  });

export const accessoryDeleteRoute = (auth: Auth) =>
  createRoute({
    ...base(auth),
    method: 'delete',
    path: '/api/Anagra/ProductModels/{modelId}/Accessories/{accessoryId}',
    summary: 'Stop selling an accessory no contract names with the model (it is deleted when no other model sells it); otherwise retire it',
    request: { params: ModelAccessoryParamsSchema },
    responses: { 204: { description: 'Removed' }, ...COMMON_ERRORS, 403: forbidden, 409: errorResponse('accessory_in_use: contracts name it') },
  });

export const serviceUpdateRoute = (auth: Auth) =>
  createRoute({
    ...base(auth),
    method: 'put',
    path: '/api/Anagra/ProductModels/{modelId}/Services/{serviceId}',
    summary: "Price a guarantee tier of the model's category (every model of the category), retire it (contracts keep it) or offer it again",
    request: { params: ModelServiceParamsSchema, body: { ...json(ServiceUpdateBodySchema), required: true } },
    responses: { 200: detail("Saved: the model's family"), 400: errorResponse('Invalid fields'), ...COMMON_ERRORS, 403: forbidden },
  });
