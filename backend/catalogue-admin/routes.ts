// OpenAPI definitions of the families page's endpoints: families, their
// picture, and their models.
import { createRoute } from '@hono/zod-openapi';
import type { Auth } from '../auth/require-user';
import { COMMON_ERRORS, bearerSecurity, errorResponse, json, pictureBody } from '../http/openapi';
import {
  FamilyAdminListSchema,
  FamilyCreateBodySchema,
  FamilyDetailSchema,
  FamilyParamsSchema,
  FamilyUpdateBodySchema,
  ModelAdminParamsSchema,
  ModelCreateBodySchema,
  ModelUpdateBodySchema,
} from '../../core/schemas/catalogue-admin';

const base = (auth: Auth) => ({ tags: ['Catalogue administration'], middleware: auth, security: bearerSecurity });
const forbidden = errorResponse('forbidden: only the administrators edit the catalogue, and the back-office role must allow the write');
const detail = (description: string) => ({ description, ...json(FamilyDetailSchema) });

export const familyListRoute = (auth: Auth) =>
  createRoute({
    ...base(auth),
    method: 'get',
    path: '/api/Anagra/ProductFamilies/Admin',
    summary: 'Every family with its picture and how many models it has',
    responses: { 200: { description: 'Families by display order', ...json(FamilyAdminListSchema) }, ...COMMON_ERRORS, 403: forbidden },
  });

export const familyCreateRoute = (auth: Auth) =>
  createRoute({
    ...base(auth),
    method: 'post',
    path: '/api/Anagra/ProductFamilies',
    summary: 'Create a family',
    request: { body: { ...json(FamilyCreateBodySchema), required: true } },
    responses: { 201: detail('Created'), 400: errorResponse('Invalid fields'), ...COMMON_ERRORS, 403: forbidden, 409: errorResponse('family_name_in_use') },
  });

export const familyDetailRoute = (auth: Auth) =>
  createRoute({
    ...base(auth),
    method: 'get',
    path: '/api/Anagra/ProductFamilies/{familyId}',
    summary: 'One family with its models (retired ones too) and its history',
    request: { params: FamilyParamsSchema },
    responses: { 200: detail('The family'), ...COMMON_ERRORS, 403: forbidden },
  });

export const familyUpdateRoute = (auth: Auth) =>
  createRoute({
    ...base(auth),
    method: 'put',
    path: '/api/Anagra/ProductFamilies/{familyId}',
    summary: 'Rename a family or move it in the display order',
    request: { params: FamilyParamsSchema, body: { ...json(FamilyUpdateBodySchema), required: true } },
    responses: {
      200: detail('The family as saved'),
      400: errorResponse('Invalid fields'),
      ...COMMON_ERRORS,
      403: forbidden,
      409: errorResponse('family_name_in_use'),
    },
  });

export const familyDeleteRoute = (auth: Auth) =>
  createRoute({
    ...base(auth),
    method: 'delete',
    path: '/api/Anagra/ProductFamilies/{familyId}',
    summary: 'Delete a family without models',
    request: { params: FamilyParamsSchema },
    responses: { 204: { description: 'Deleted' }, ...COMMON_ERRORS, 403: forbidden, 409: errorResponse('family_not_empty') },
  });

export const familyPictureUploadRoute = (auth: Auth) =>
  createRoute({
    ...base(auth),
    method: 'post',
    path: '/api/Anagra/ProductFamilies/{familyId}/Image',
    summary:
      "Upload the family's picture: the body is the picture itself (PNG, JPEG or WebP by its bytes, at most 1 MB), resized on the server; SVG is refused",
    request: { params: FamilyParamsSchema, body: { ...pictureBody, required: true } },
    responses: { 204: { description: 'Stored' }, 400: errorResponse('invalid_image'), ...COMMON_ERRORS, 403: forbidden },
  });

export const familyPictureDeleteRoute = (auth: Auth) =>
  createRoute({
    ...base(auth),
    method: 'delete',
    path: '/api/Anagra/ProductFamilies/{familyId}/Image',
    summary: "Remove the family's picture",
    request: { params: FamilyParamsSchema },
    responses: { 204: { description: 'Removed' }, ...COMMON_ERRORS, 403: forbidden },
  });

export const modelCreateRoute = (auth: Auth) =>
  createRoute({
    ...base(auth),
    method: 'post',
    path: '/api/Anagra/ProductFamilies/{familyId}/Models',
    summary: 'Add a model to a family; the product pages and the cart offer it at once',
    request: { params: FamilyParamsSchema, body: { ...json(ModelCreateBodySchema), required: true } },
    responses: {
      201: detail('Created: the family with its models'),
      400: errorResponse('Invalid fields (invalid_ean…)'),
      ...COMMON_ERRORS,
      403: forbidden,
      409: errorResponse('part_number_in_use'),
    },
  });

export const modelUpdateRoute = (auth: Auth) =>
  createRoute({
    ...base(auth),
    method: 'put',
    path: '/api/Anagra/ProductModels/{modelId}',
    summary: 'Edit a model, retire it (no longer offered; contracts keep it) or offer it again',
    request: { params: ModelAdminParamsSchema, body: { ...json(ModelUpdateBodySchema), required: true } },
    responses: {
      200: detail('Saved: the family with its models'),
      400: errorResponse('Invalid fields (invalid_ean…)'),
      ...COMMON_ERRORS,
      403: forbidden,
      409: errorResponse('part_number_in_use'),
    },
  });

export const modelDeleteRoute = (auth: Auth) =>
  createRoute({
    ...base(auth),
    method: 'delete',
    path: '/api/Anagra/ProductModels/{modelId}',
    summary: 'Delete a model no contract names (otherwise retire it)',
    request: { params: ModelAdminParamsSchema },
    responses: { 204: { description: 'Deleted' }, ...COMMON_ERRORS, 403: forbidden, 409: errorResponse('model_in_use: contracts name it') },
  });
