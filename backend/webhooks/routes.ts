// OpenAPI definitions of an agency's webhooks (docs/integrations.md, "Webhooks").
import { createRoute } from '@hono/zod-openapi';
import type { Auth } from '../auth/require-user';
import { COMMON_ERRORS, bearerSecurity, errorResponse, json } from '../http/openapi';
import { AgencyPathParamsSchema } from '../../core/schemas/params';
import {
  WebhookAttemptListQuerySchema,
  WebhookAttemptListSchema,
  WebhookDeliveryPathParamsSchema,
  WebhookEndpointCreateBodySchema,
  WebhookEndpointCreatedSchema,
  WebhookEndpointListSchema,
  WebhookEndpointPathParamsSchema,
  WebhookEndpointSchema,
  WebhookEndpointUpdateBodySchema,
  WebhookRedeliveredSchema,
  WebhookSecretRotatedSchema,
} from '../../core/schemas/webhooks';

const base = (auth: Auth) => ({ tags: ['Webhooks'], middleware: auth, security: bearerSecurity });
const badUrl = errorResponse('Invalid fields; url: webhook_url_invalid, webhook_url_https_only, webhook_url_private');

export const webhookListRoute = (auth: Auth) =>
  createRoute({
    ...base(auth),
    method: 'get',
    path: '/api/Agency/{agencyId}/Webhooks',
    summary: "The agency's webhook endpoints",
    request: { params: AgencyPathParamsSchema },
    responses: { 200: { description: 'Every endpoint, oldest first', ...json(WebhookEndpointListSchema) }, ...COMMON_ERRORS },
  });

export const webhookCreateRoute = (auth: Auth) =>
  createRoute({
    ...base(auth),
    method: 'post',
    path: '/api/Agency/{agencyId}/Webhooks',
    summary: 'Add an endpoint; the answer holds its signing secret, shown this once',
    request: { params: AgencyPathParamsSchema, body: { ...json(WebhookEndpointCreateBodySchema), required: true } },
    responses: { 201: { description: 'Created, with its secret', ...json(WebhookEndpointCreatedSchema) }, 400: badUrl, ...COMMON_ERRORS },
  });

export const webhookUpdateRoute = (auth: Auth) =>
  createRoute({
    ...base(auth),
    method: 'put',
    path: '/api/Agency/{agencyId}/Webhooks/{endpointId}',
    summary: 'Edit an endpoint, or switch it off and on',
    request: { params: WebhookEndpointPathParamsSchema, body: { ...json(WebhookEndpointUpdateBodySchema), required: true } },
    responses: { 200: { description: 'The endpoint as saved', ...json(WebhookEndpointSchema) }, 400: badUrl, ...COMMON_ERRORS },
  });

export const webhookDeleteRoute = (auth: Auth) =>
  createRoute({
    ...base(auth),
    method: 'delete',
    path: '/api/Agency/{agencyId}/Webhooks/{endpointId}',
    summary: 'Delete an endpoint with its delivery log',
    request: { params: WebhookEndpointPathParamsSchema },
    responses: { 204: { description: 'Deleted' }, ...COMMON_ERRORS },
  });

export const webhookRotateRoute = (auth: Auth) =>
  createRoute({
    ...base(auth),
    method: 'post',
    path: '/api/Agency/{agencyId}/Webhooks/{endpointId}/RotateSecret',
    summary: 'A new signing secret, shown this once; the old one signs beside it for a day',
    request: { params: WebhookEndpointPathParamsSchema },
    responses: { 200: { description: 'The new secret', ...json(WebhookSecretRotatedSchema) }, ...COMMON_ERRORS },
  });

export const webhookAttemptsRoute = (auth: Auth) =>
  createRoute({
    ...base(auth),
    method: 'get',
    path: '/api/Agency/{agencyId}/Webhooks/{endpointId}/Attempts',
    summary: "The endpoint's delivery log: each attempt, newest first",
    request: { params: WebhookEndpointPathParamsSchema, query: WebhookAttemptListQuerySchema },
    responses: { 200: { description: 'One page', ...json(WebhookAttemptListSchema) }, 400: errorResponse('Invalid page'), ...COMMON_ERRORS },
  });

export const webhookRedeliverRoute = (auth: Auth) =>
  createRoute({
    ...base(auth),
    method: 'post',
    path: '/api/Agency/{agencyId}/Webhooks/{endpointId}/Deliveries/{deliveryId}/Redeliver',
    summary: 'Send a delivery’s event again (same webhook-id), with a retry schedule of its own',
    request: { params: WebhookDeliveryPathParamsSchema },
    responses: {
      201: { description: 'A new delivery of the event, queued', ...json(WebhookRedeliveredSchema) },
      ...COMMON_ERRORS,
      409: errorResponse('webhook_endpoint_disabled: switch the endpoint on first'),
    },
  });
