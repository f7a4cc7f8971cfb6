// OpenAPI route definitions of the content endpoints (SPEC §7): S3 data
// sheets, Icecat content and gallery, VirtualLand stories, company credit.
import { createRoute, z } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import type { AuthedEnv } from '../lib/deps';
import { bearerSecurity, errorResponse } from '../lib/openapi';
import { AgencyParamsSchema } from '../../core/schemas/catalogue';
import { CompanyCreditSchema, ImageSchema, ProductContentSchema, StorySchema } from '../../core/schemas/catalogue-content';

const json = <T extends z.ZodType>(schema: T) => ({ content: { 'application/json': { schema } } });
type Auth = MiddlewareHandler<AuthedEnv>;
const tags = ['Product content'];
const upstream = errorResponse('connection_error: the configured external service failed');

const UrlQuerySchema = z.object({
  url: z.string().min(1).max(2000).openapi({
    description: 'An Icecat id, or an address on the configured Icecat host carrying icecat_id, GTIN or Brand + ProductCode. Never fetched as given.',
    example: '104339201',
  }),
});

export const s3Route = (auth: Auth) =>
  createRoute({
    method: 'get',
    path: '/api/s3',
    tags,
    summary: 'The supplier data sheet of a catalogue part number (models with hasS3Data)',
    middleware: auth,
    security: bearerSecurity,
    request: { query: z.object({ pn: z.string().trim().min(1).max(64).openapi({ example: 'MYE73QL/A' }) }) },
    responses: {
      200: { description: 'The data sheet as stored', ...json(z.object({ Data: z.record(z.string(), z.unknown()) }).openapi('S3Data')) },
      400: errorResponse('Invalid query'),
      401: errorResponse('unauthorized'),
      404: errorResponse('no_data: unknown part number or no data sheet'),
      502: upstream,
    },
  });

export const icecatRoute = (auth: Auth) =>
  createRoute({
    method: 'get',
    path: '/api/Icecat',
    tags,
    summary: 'Product content; falls back to the Icecat id of the catalogue model with that part number or EAN',
    middleware: auth,
    security: bearerSecurity,
    request: { query: UrlQuerySchema },
    responses: {
      200: { description: 'Content in the Accept-Language language', ...json(z.object({ data: ProductContentSchema })) },
      400: errorResponse('invalid_content_url'),
      401: errorResponse('unauthorized'),
      404: errorResponse('no_data'),
      502: upstream,
    },
  });

export const galleryRoute = (auth: Auth) =>
  createRoute({
    method: 'get',
    path: '/api/Icecat/gallery',
    tags,
    summary: 'The images of a product (same url parameter as /api/Icecat)',
    middleware: auth,
    security: bearerSecurity,
    request: { query: UrlQuerySchema },
    responses: {
      200: { description: 'https images or catalogue files', ...json(z.object({ images: z.array(ImageSchema) }).openapi('ProductGallery')) },
      400: errorResponse('invalid_content_url'),
      401: errorResponse('unauthorized'),
      404: errorResponse('no_data'),
      502: upstream,
    },
  });

export const storiesRoute = (auth: Auth) =>
  createRoute({
    method: 'get',
    path: '/api/VirtualLand/stories',
    tags,
    summary: 'VirtualLand stories in the Accept-Language language',
    middleware: auth,
    security: bearerSecurity,
    responses: { 200: { description: 'Stories', ...json(z.array(StorySchema)) }, 401: errorResponse('unauthorized'), 502: upstream },
  });

export const companyCreditRoute = (auth: Auth) =>
  createRoute({
    method: 'get',
    path: '/api/Agency/{agencyId}/CompanyCredit',
    tags,
    summary: 'Company-credit lookup by VAT number',
    middleware: auth,
    security: bearerSecurity,
    request: { params: AgencyParamsSchema, query: z.object({ vatNumber: z.string().max(32).openapi({ example: '04835210156' }) }) },
    responses: {
      200: { description: 'The company and the fields it lacks', ...json(CompanyCreditSchema) },
      400: errorResponse('invalid_vat_number: not 11 digits ending with their check digit'),
      401: errorResponse('unauthorized'),
      404: errorResponse('no_data: unknown VAT number; not_found: agency out of scope'),
      502: upstream,
    },
  });
