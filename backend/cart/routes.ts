// OpenAPI route definitions of the open quote (issue 4): the user's cart in
// an agency, read, replaced and discarded, and its price options.
import { createRoute } from '@hono/zod-openapi';
import { AgencyParamsSchema } from '../../core/schemas/catalogue';
import type { Auth } from '../auth/require-user';
import { bearerSecurity, errorResponse, json } from '../http/openapi';
import { CartSchema } from '../../core/schemas/pricing';
import { OpenQuoteAnswerSchema, OpenQuoteBodySchema, PriceOptionsAnswerSchema } from '../../core/schemas/cart';

const tags = ['Open quote'];
const path = '/api/Agency/{agencyId}/Cart';
const scoped = {
  400: errorResponse('validation_failed: agencyId is not a positive integer'),
  401: errorResponse('unauthorized'),
  403: errorResponse('forbidden: the role may not create contracts'),
  404: errorResponse('not_found: no such agency, or the caller is no member of it'),
};

export const readQuoteRoute = (auth: Auth) =>
  createRoute({
    method: 'get',
    path,
    tags,
    summary: "The caller's open quote in the agency (an empty one when none is stored)",
    middleware: auth,
    security: bearerSecurity,
    request: { params: AgencyParamsSchema },
    responses: { 200: { description: 'The quote, its revision and when it last changed', ...json(OpenQuoteAnswerSchema) }, ...scoped },
  });

export const writeQuoteRoute = (auth: Auth) =>
  createRoute({
    method: 'put',
    path,
    tags,
    summary: "Replace the caller's open quote; the body names the revision it was based on",
    middleware: auth,
    security: bearerSecurity,
    request: { params: AgencyParamsSchema, body: { ...json(OpenQuoteBodySchema), required: true } },
    responses: {
      200: { description: 'Saved, with the new revision', ...json(OpenQuoteAnswerSchema) },
      ...scoped,
      400: errorResponse('Invalid agencyId or body'),
      409: errorResponse('quote_changed: another tab or device saved a newer revision; read it again'),
    },
  });

export const deleteQuoteRoute = (auth: Auth) =>
  createRoute({
    method: 'delete',
    path,
    tags,
    summary: "Empty the caller's open quote (after submitting it, or to start again); its revision still rises",
    middleware: auth,
    security: bearerSecurity,
    request: { params: AgencyParamsSchema },
    responses: { 204: { description: 'Emptied (also when there was none)' }, ...scoped },
  });

export const priceOptionsRoute = (auth: Auth) =>
  createRoute({
    method: 'post',
    path: `${path}/price-options`,
    tags,
    summary: 'The cart priced with every guarantee tier for every unit, for every offered duration (good / better / best)',
    middleware: auth,
    security: bearerSecurity,
    request: { params: AgencyParamsSchema, body: { ...json(CartSchema), required: true } },
    responses: {
      200: {
        description: 'One option per tier and duration; options breaking a cart rule carry its errors instead of prices',
        ...json(PriceOptionsAnswerSchema),
      },
      ...scoped,
      400: errorResponse('Invalid agencyId or body, or unknown_provider'),
    },
  });
