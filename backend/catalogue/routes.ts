// OpenAPI route definitions of the catalogue and of the content
// endpoints: S3 data sheets, Icecat content and gallery, VirtualLand stories,
// company credit.
import { createRoute } from '@hono/zod-openapi';
import type { Auth } from '../auth/require-user';
import { bearerSecurity, errorResponse, json } from '../http/openapi';
import {
  AccessoriesSchema,
  AgencyParamsSchema,
  BusinessTypesSchema,
  CatalogueFileParamsSchema,
  DurationsSchema,
  FamiliesQuerySchema,
  FamiliesSchema,
  ModelParamsSchema,
  ProductPageSchema,
  ProductsQuerySchema,
  ServicesSchema,
} from '../../core/schemas/catalogue';
import {
  CompanyCreditQuerySchema,
  CompanyCreditSchema,
  ContentUrlQuerySchema,
  ProductContentAnswerSchema,
  ProductGallerySchema,
  S3DataQuerySchema,
  S3DataSchema,
  StoriesSchema,
} from '../../core/schemas/content';
import { BinarySchema } from '../../core/schemas/system';

const tags = ['Catalogue'];
const contentTags = ['Product content'];
const scoped = { 401: errorResponse('unauthorized'), 404: errorResponse('not_found: no such agency or model, or the caller is no member of the agency') };
const upstream = errorResponse('connection_error: the configured external service failed');

export const familiesRoute = (auth: Auth) =>
  createRoute({
    method: 'get',
    path: '/api/Anagra/ProductFamilies',
    tags,
    summary: 'Product families, with their pictures on request',
    middleware: auth,
    security: bearerSecurity,
    request: { query: FamiliesQuerySchema },
    responses: { 200: { description: 'Families by display order', ...json(FamiliesSchema) }, 400: errorResponse('Invalid query'), ...scoped },
  });

export const durationsRoute = (auth: Auth) =>
  createRoute({
    method: 'get',
    path: '/api/Anagra/FinancialDurations',
    tags,
    summary: 'Financing durations on offer, in months',
    middleware: auth,
    security: bearerSecurity,
    responses: { 200: { description: 'Durations ascending', ...json(DurationsSchema) }, 401: errorResponse('unauthorized') },
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
    responses: { 200: { description: 'Accessories by name', ...json(AccessoriesSchema) }, 400: errorResponse('Invalid path'), ...scoped },
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
    responses: { 200: { description: 'Tiers in order', ...json(ServicesSchema) }, 400: errorResponse('Invalid path'), ...scoped },
  });

export const businessTypesRoute = createRoute({
  method: 'get',
  path: '/api/Agency/BusinessTypes',
  tags,
  summary: 'Italian business types (public: the sign-up form needs them)',
  responses: { 200: { description: 'Sorted by name in the Accept-Language language', ...json(BusinessTypesSchema) } },
});

export const catalogueFileRoute = (auth: Auth) =>
  createRoute({
    method: 'get',
    path: '/api/files/catalogue/{name}',
    tags,
    summary: 'A catalogue picture; the content type is sniffed from the bytes',
    middleware: auth,
    security: bearerSecurity,
    request: { params: CatalogueFileParamsSchema },
    responses: {
      200: { description: 'PNG, JPEG, GIF, WebP or SVG', content: { 'image/*': { schema: BinarySchema } } },
      401: errorResponse('unauthorized'),
      404: errorResponse('not_found: no such picture, or not an image'),
    },
  });

export const s3Route = (auth: Auth) =>
  createRoute({
    method: 'get',
    path: '/api/s3',
    tags: contentTags,
    summary: 'The supplier data sheet of a catalogue part number (models with hasS3Data)',
    middleware: auth,
    security: bearerSecurity,
    request: { query: S3DataQuerySchema },
    responses: {
      200: { description: 'The data sheet as stored', ...json(S3DataSchema) },
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
    tags: contentTags,
    summary: 'Product content; falls back to the Icecat id of the catalogue model with that part number or EAN',
    middleware: auth,
    security: bearerSecurity,
    request: { query: ContentUrlQuerySchema },
    responses: {
      200: { description: 'Content in the Accept-Language language', ...json(ProductContentAnswerSchema) },
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
    tags: contentTags,
    summary: 'The images of a product (same url parameter as /api/Icecat)',
    middleware: auth,
    security: bearerSecurity,
    request: { query: ContentUrlQuerySchema },
    responses: {
      200: { description: 'https images or catalogue files', ...json(ProductGallerySchema) },
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
    tags: contentTags,
    summary: 'VirtualLand stories in the Accept-Language language',
    middleware: auth,
    security: bearerSecurity,
    responses: { 200: { description: 'Stories', ...json(StoriesSchema) }, 401: errorResponse('unauthorized'), 502: upstream },
  });

export const companyCreditRoute = (auth: Auth) =>
  createRoute({
    method: 'get',
    path: '/api/Agency/{agencyId}/CompanyCredit',
    tags: contentTags,
    summary: 'Company-credit lookup by VAT number',
    middleware: auth,
    security: bearerSecurity,
    request: { params: AgencyParamsSchema, query: CompanyCreditQuerySchema },
    responses: {
      200: { description: 'The company and the fields it lacks', ...json(CompanyCreditSchema) },
      400: errorResponse('invalid_vat_number: not 11 digits ending with their check digit'),
      401: errorResponse('unauthorized'),
      404: errorResponse('no_data: unknown VAT number; not_found: agency out of scope'),
      502: upstream,
    },
  });
