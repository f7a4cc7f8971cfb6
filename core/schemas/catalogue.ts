// Request and response bodies of the catalogue endpoints (docs/domain.md).
import { z } from 'zod';
import { MAX_ID } from '../ids';
import { GUARANTEE_TIERS, MODEL_CATEGORIES, WAREHOUSE_STATUSES } from '../domain/catalogue';

/** Query and path ids here are coerced numbers within int4 (core/ids.ts). */
const Id = z.coerce.number().int().min(1).max(MAX_ID);
const flag = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

export const AgencyParamsSchema = z.object({ agencyId: Id.meta({ param: { name: 'agencyId', in: 'path' }, example: 2 }) });
export const ModelParamsSchema = AgencyParamsSchema.extend({
  productModelId: Id.meta({ param: { name: 'productModelId', in: 'path' }, example: 1 }),
});

export const CatalogueFileParamsSchema = z.object({
  name: z
    .string()
    .max(200)
    .meta({ param: { name: 'name', in: 'path' }, example: 'family-smartphone.svg' }),
});

export const FamiliesQuerySchema = z.object({
  agencyId: Id.optional().meta({ description: 'When given (or sent as X-Agency-Id), the caller must belong to that agency (404 otherwise)' }),
  includeImage: flag.optional().meta({ description: 'true: embed each image as a data URL' }),
});

export const FamilySchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    imageUrl: z.string().nullable().meta({ description: 'GET it with the bearer token (or through the portal)' }),
    image: z.string().nullable().optional().meta({ description: 'includeImage=true: the image as a data URL' }),
  })
  .meta({ id: 'ProductFamily' });
export const FamiliesSchema = z.array(FamilySchema);

export const DurationSchema = z.object({ months: z.number().int() }).meta({ id: 'FinancialDuration' });
export const DurationsSchema = z.array(DurationSchema);

export const ProductsQuerySchema = z.object({
  productFamilyId: Id.optional(),
  modelId: Id.optional(),
  search: z.string().trim().max(100).optional().meta({ description: 'Part of the name, brand, part number or EAN' }),
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
    listPrice: z.number().meta({ description: "The 'price from' of the product card: list price in EUR, VAT excluded" }),
    flexEligible: z.boolean().meta({ description: "May be sold as 'Noleggio flex'" }),
    imageUrl: z.string().nullable(),
  })
  .meta({ id: 'Product' });

export const ProductPageSchema = z.object({ items: z.array(ProductSchema), total: z.number().int() }).meta({ id: 'ProductPage' });

export const AccessorySchema = z.object({ id: z.number().int(), name: z.string(), partNumber: z.string(), price: z.number() }).meta({ id: 'Accessory' });
export const AccessoriesSchema = z.array(AccessorySchema);

export const GuaranteeTermsSchema = z
  .object({
    level: z.string(),
    accidentalCoverYears: z.number().nullable().meta({ description: 'null: unlimited' }),
    freeAccidents: z.number().int().meta({ description: 'claims without handling fee (PLATINUM: 2)' }),
    handlingFee: z.object({
      amount: z.number(),
      upTo: z.boolean().meta({ description: 'true: a ceiling per claim rather than a flat fee' }),
      plusVat: z.boolean(),
    }),
    theft: z.object({
      maxCoverYears: z.number(),
      deductible: z.number().nullable(),
      deductibleAfterMonth36Max: z.number(),
    }),
  })
  .meta({ id: 'GuaranteeTerms' });

export const ServiceSchema = z
  .object({
    id: z.number().int(),
    tier: z.enum(GUARANTEE_TIERS),
    category: z.enum(MODEL_CATEGORIES),
    price: z.number(),
    terms: GuaranteeTermsSchema,
  })
  .meta({ id: 'GuaranteeService' });
export const ServicesSchema = z.array(ServiceSchema);

export const BusinessTypeSchema = z
  .object({
    id: z.number().int(),
    code: z.string(),
    name: z.string().meta({ description: 'In the Accept-Language language' }),
    nameIt: z.string(),
    nameEn: z.string(),
  })
  .meta({ id: 'BusinessType' });
export const BusinessTypesSchema = z.array(BusinessTypeSchema);
