// OpenAPI definitions of an agency's API keys (docs/integrations.md).
import { createRoute } from '@hono/zod-openapi';
import { ApiKeyCreateBodySchema, ApiKeyCreatedSchema, ApiKeyListSchema, ApiKeyPathParamsSchema, ApiKeySchema } from '../../core/schemas/api-keys';
import { AgencyPathParamsSchema } from '../../core/schemas/params';
import type { Auth } from '../auth/require-user';
import { COMMON_ERRORS, bearerSecurity, errorResponse, json } from '../http/openapi';

const base = (auth: Auth) => ({ tags: ['API keys'], middleware: auth, security: bearerSecurity });

export const keysListRoute = (auth: Auth) =>
  createRoute({
    ...base(auth),
    method: 'get',
    path: '/api/Agency/{agencyId}/ApiKeys',
    summary: "The agency's API keys, newest first, with their last use (never a secret), and what the caller may give a key",
    request: { params: AgencyPathParamsSchema },
    responses: { 200: { description: 'The keys', ...json(ApiKeyListSchema) }, ...COMMON_ERRORS },
  });

export const keyCreateRoute = (auth: Auth) =>
  createRoute({
    ...base(auth),
    method: 'post',
    path: '/api/Agency/{agencyId}/ApiKeys',
    summary: 'Create a key: its secret is in this answer only',
    request: { params: AgencyPathParamsSchema, body: { ...json(ApiKeyCreateBodySchema), required: true } },
    responses: {
      201: { description: 'The key and its secret', ...json(ApiKeyCreatedSchema) },
      400: errorResponse('Invalid fields, or expiry_in_past'),
      ...COMMON_ERRORS,
      403: errorResponse('forbidden, or capability_beyond_own: a key holds at most its creator’s capabilities'),
    },
  });

export const keyRevokeRoute = (auth: Auth) =>
  createRoute({
    ...base(auth),
    method: 'delete',
    path: '/api/Agency/{agencyId}/ApiKeys/{keyId}',
    summary: 'Revoke a key: the next call made with it answers 401',
    request: { params: ApiKeyPathParamsSchema },
    responses: { 200: { description: 'The key, revoked', ...json(ApiKeySchema) }, ...COMMON_ERRORS },
  });
