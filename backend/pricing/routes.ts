// OpenAPI route definitions of the pricing endpoints (: bodies "not
// shown", defined here).
import { createRoute } from '@hono/zod-openapi';
import { AgencyParamsSchema } from '../../core/schemas/catalogue';
import type { Auth } from '../auth/require-user';
import { bearerSecurity, errorResponse, json } from '../http/openapi';
import { PricesAnswerSchema, TaxSavingsAnswerSchema, TaxSavingsBodySchema } from '../../core/schemas/pricing-answers';
import { CartSchema } from '../../core/schemas/pricing';

const tags = ['Pricing'];

export const pricesRoute = (auth: Auth) =>
  createRoute({
    method: 'post',
    path: '/api/Agency/{agencyId}/Contracts/prices',
    tags,
    summary: 'Price a cart: amounts, monthly payment, total value and (for agency staff) the agent commission',
    middleware: auth,
    security: bearerSecurity,
    request: { params: AgencyParamsSchema, body: { ...json(CartSchema), required: true } },
    responses: {
      200: { description: 'The priced cart', ...json(PricesAnswerSchema) },
      400: errorResponse(
        'Invalid body or broken cart rules, one item per problem: quantity_below_one, services_mismatch (field lines.N.services), accessories_over_limit, flex_with_accessories, not_flex_eligible, mixed_durations, unknown_product, accessory_not_for_model, unknown_service, unknown_provider, unknown_duration, destination_below_min_units, destinations_units_mismatch',
      ),
      401: errorResponse('unauthorized'),
      404: errorResponse('not_found: no such agency, or the caller is no member of it'),
    },
  });

export const taxSavingsRoute = (auth: Auth) =>
  createRoute({
    method: 'post',
    path: '/api/Agency/{agencyId}/Contracts/tax-savings',
    tags,
    summary: 'Tax saving of the fees: yearly fees × the IRPEF average rate of the taxable income',
    middleware: auth,
    security: bearerSecurity,
    request: { params: AgencyParamsSchema, body: { ...json(TaxSavingsBodySchema), required: true } },
    responses: {
      200: { description: 'Rate and savings', ...json(TaxSavingsAnswerSchema) },
      400: errorResponse('Invalid body'),
      401: errorResponse('unauthorized'),
      404: errorResponse('not_found: no such agency, or the caller is no member of it'),
    },
  });
