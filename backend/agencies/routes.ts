// OpenAPI definitions of the agencies page's endpoints and of the agency logo.
import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import type { Auth } from '../auth/require-user';
import { COMMON_ERRORS, bearerSecurity, errorResponse, json, pictureBody } from '../http/openapi';
import { AgencyCreateBodySchema, AgencyDetailSchema, AgencyListQuerySchema, AgencyListSchema, AgencyUpdateBodySchema } from '../../core/schemas/agencies';
import { AgencyPathParamsSchema } from '../../core/schemas/params';
import { BinarySchema } from '../../core/schemas/system';

const base = (auth: Auth) => ({ tags: ['Agencies'], middleware: auth, security: bearerSecurity });
const forbidden = errorResponse('forbidden: only the superadministrator administers agencies, and the back-office role must allow the write');
const LogoQuerySchema = z.object({ v: z.string().max(40).optional().meta({ description: 'The version in logoUrl; any value serves the current logo' }) });

export const agencyListRoute = (auth: Auth) =>
  createRoute({
    ...base(auth),
    method: 'get',
    path: '/api/Agency',
    summary: 'Every agency with its terms, logo, state and how many users and contracts it has',
    request: { query: AgencyListQuerySchema },
    responses: { 200: { description: 'One page', ...json(AgencyListSchema) }, 400: errorResponse('Invalid filter'), ...COMMON_ERRORS },
  });

export const agencyCreateRoute = (auth: Auth) =>
  createRoute({
    ...base(auth),
    method: 'post',
    path: '/api/Agency',
    summary: 'Create an agency',
    request: { body: { ...json(AgencyCreateBodySchema), required: true } },
    responses: {
      201: { description: 'Created', ...json(AgencyDetailSchema) },
      400: errorResponse('Invalid fields (percentages 0–100, money in cents)'),
      ...COMMON_ERRORS,
      403: forbidden,
      409: errorResponse('agency_name_in_use'),
    },
  });

export const agencyDetailRoute = (auth: Auth) =>
  createRoute({
    ...base(auth),
    method: 'get',
    path: '/api/Agency/{agencyId}',
    summary: 'One agency with its history',
    request: { params: AgencyPathParamsSchema },
    responses: { 200: { description: 'The agency', ...json(AgencyDetailSchema) }, ...COMMON_ERRORS },
  });

export const agencyUpdateRoute = (auth: Auth) =>
  createRoute({
    ...base(auth),
    method: 'put',
    path: '/api/Agency/{agencyId}',
    summary: 'Edit or deactivate an agency; shipping and commissions apply to quotes priced from now on, never to submitted contracts',
    request: { params: AgencyPathParamsSchema, body: { ...json(AgencyUpdateBodySchema), required: true } },
    responses: {
      200: { description: 'The agency as saved', ...json(AgencyDetailSchema) },
      400: errorResponse('Invalid fields'),
      ...COMMON_ERRORS,
      403: forbidden,
      409: errorResponse("agency_name_in_use; platform_agency_name: the platform's agency keeps its name"),
    },
  });

export const agencyDeleteRoute = (auth: Auth) =>
  createRoute({
    ...base(auth),
    method: 'delete',
    path: '/api/Agency/{agencyId}',
    summary: 'Delete an agency nobody works in and no contract names (otherwise deactivate it)',
    request: { params: AgencyPathParamsSchema },
    responses: { 204: { description: 'Deleted' }, ...COMMON_ERRORS, 403: forbidden, 409: errorResponse('agency_in_use: users or contracts keep it') },
  });

export const logoGetRoute = (auth: Auth) =>
  createRoute({
    ...base(auth),
    method: 'get',
    path: '/api/Agency/{agencyId}/Logo',
    summary: "The agency's logo (a PNG the server made), for its members and the administrators",
    request: { params: AgencyPathParamsSchema, query: LogoQuerySchema },
    responses: {
      200: { description: 'The logo', content: { 'image/png': { schema: BinarySchema } } },
      401: errorResponse('unauthorized'),
      404: errorResponse('not_found: no logo, no such agency, or the caller is no member of it'),
    },
  });

export const logoUploadRoute = (auth: Auth) =>
  createRoute({
    ...base(auth),
    method: 'post',
    path: '/api/Agency/{agencyId}/Logo',
    summary: 'Upload the logo: the body is the picture itself (PNG, JPEG or WebP by its bytes, at most 1 MB), resized on the server; SVG is refused',
    request: { params: AgencyPathParamsSchema, body: { ...pictureBody, required: true } },
    responses: { 204: { description: 'Stored' }, 400: errorResponse('invalid_image'), ...COMMON_ERRORS, 403: forbidden },
  });

export const logoDeleteRoute = (auth: Auth) =>
  createRoute({
    ...base(auth),
    method: 'delete',
    path: '/api/Agency/{agencyId}/Logo',
    summary: "Remove the logo: the agency's users see the portal's own again",
    request: { params: AgencyPathParamsSchema },
    responses: { 204: { description: 'Removed' }, ...COMMON_ERRORS, 403: forbidden },
  });
