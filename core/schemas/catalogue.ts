// Request and response bodies of the catalogue endpoints (SPEC §7, DESIGN §6).
import { z } from '@hono/zod-openapi';
import { GUARANTEE_TIERS, MODEL_CATEGORIES, WAREHOUSE_STATUSES } from '../domain/catalogue';

const Id = z.coerce.number().int().min(1).max(2_147_483_647);
const flag = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

export const AgencyParamsSchema = z.object({ agencyId: Id.openapi({ param: { name: 'agencyId', in: 'path' }, example: 2 }) });
export const ModelParamsSchema = AgencyParamsSchema.extend({
  productModelId: Id.openapi({ param: { name: 'productModelId', in: 'path' }, example: 1 }),
});

export const FamiliesQuerySchema = z.object({
  agencyId: Id.optional().openapi({ description: 'When given (or sent as X-Agency-Id), the caller must belong to that agency (404 otherwise)' }),
  includeImage: flag.optional().openapi({ description: 'true: embed each image as a data URL' }),
});

export const FamilySchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    imageUrl: z.string().nullable().openapi({ description: 'GET it with the bearer token (or through the portal)' }),
    image: z.string().nullable().optional().openapi({ description: 'includeImage=true: the image as a data URL' }),
  })
  .openapi('ProductFamily');

export const DurationSchema = z.object({ months: z.number().int() }).openapi('FinancialDuration');

export const ProductsQuerySchema = z.object({
  productFamilyId: Id.optional(),
  modelId: Id.optional(),
  search: z.string().trim().max(100).optional().openapi({ description: 'Part of the name, brand, part number or EAN' }),
  warehouseStatus: z.enum(WAREHOUSE_STATUSES).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(24),
});

export const ProductSchema = z
  .object({
    id: z.number().int(),
    familyId: z.number().int(),
    familyName: z.string(),
    name: z.string(),
    brand: z.string(),
    partNumber: z.string(),
    ean: z.string().nullable(),
    iceCatId: z.string().nullable(),
    hasS3Data: z.boolean(),
    warehouseStatus: z.enum(WAREHOUSE_STATUSES),
    category: z.enum(MODEL_CATEGORIES),
    listPrice: z.number().openapi({ description: "The 'price from' of the product card: list price in EUR, VAT excluded" }),
    flexEligible: z.boolean().openapi({ description: "May be sold as 'Noleggio flex'" }),
    imageUrl: z.string().nullable(),
  })
  .openapi('Product');

export const ProductPageSchema = z.object({ items: z.array(ProductSchema), total: z.number().int() }).openapi('ProductPage');

export const AccessorySchema = z.object({ id: z.number().int(), name: z.string(), partNumber: z.string(), price: z.number() }).openapi('Accessory');

export const GuaranteeTermsSchema = z
  .object({
    level: z.string(),
    accidentalCoverYears: z.number().nullable().openapi({ description: 'null: unlimited' }),
    freeAccidents: z.number().int().openapi({ description: 'claims without handling fee (PLATINUM: 2)' }),
    handlingFee: z.object({
      amount: z.number(),
      upTo: z.boolean().openapi({ description: 'true: a ceiling per claim rather than a flat fee' }),
      plusVat: z.boolean(),
    }),
    theft: z.object({
      maxCoverYears: z.number(),
      deductible: z.number().nullable(),
      deductibleAfterMonth36Max: z.number(),
    }),
  })
  .openapi('GuaranteeTerms');

export const ServiceSchema = z
  .object({
    id: z.number().int(),
    tier: z.enum(GUARANTEE_TIERS),
    category: z.enum(MODEL_CATEGORIES),
    price: z.number(),
    terms: GuaranteeTermsSchema,
  })
  .openapi('GuaranteeService');

export const BusinessTypeSchema = z
  .object({
    id: z.number().int(),
    code: z.string(),
    name: z.string().openapi({ description: 'In the Accept-Language language' }),
    nameIt: z.string(),
    nameEn: z.string(),
  })
  .openapi('BusinessType');
