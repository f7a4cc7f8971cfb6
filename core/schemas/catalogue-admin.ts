// The families page's API: families with their picture, and inside each its
// models. Money is in integer cents; a model that contracts name is retired,
// never deleted. The product pages and the cart read the catalogue on every
// request, so a change shows at once.
import { z } from 'zod';
import { MODEL_CATEGORIES, WAREHOUSE_STATUSES } from '../domain/catalogue';
import { AuditTrailSchema } from './audit';
import { partNumberText, patterned, requiredText, text } from './fields';
import { AccessoryAdminSchema, ServiceAdminSchema } from './model-extras';
import { idPathParam } from './params';

export const FamilyParamsSchema = z.object({ familyId: idPathParam('familyId', '1') });
export const ModelAdminParamsSchema = z.object({ modelId: idPathParam('modelId', '3') });

export const ModelAdminSchema = z
  .object({
    id: z.number().int(),
    familyId: z.number().int(),
    name: z.string(),
    brand: z.string(),
    partNumber: z.string(),
    ean: z.string().nullable(),
    iceCatId: z.string().nullable(),
    warehouseStatus: z.enum(WAREHOUSE_STATUSES),
    category: z.enum(MODEL_CATEGORIES),
    listPriceCents: z.number().int(),
    flexEligible: z.boolean(),
    retired: z.boolean().meta({ description: 'Retired models are no longer offered; contracts that name them keep them' }),
    contractsCount: z.number().int().meta({ description: 'Contracts naming the model: it can be retired, not deleted' }),
    accessories: z.array(AccessoryAdminSchema).meta({ description: 'Sold with the model, retired ones too' }),
    services: z.array(ServiceAdminSchema).meta({ description: "The guarantee tiers of the model's category, retired ones too" }),
  })
  .meta({ id: 'ModelAdmin' });

export const FamilyAdminSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    sortOrder: z.number().int(),
    imageUrl: z.string().nullable(),
    modelsCount: z.number().int(),
  })
  .meta({ id: 'FamilyAdmin' });

export const FamilyAdminListSchema = z.array(FamilyAdminSchema).meta({ id: 'FamilyAdminList' });

export const FamilyDetailSchema = FamilyAdminSchema.extend({
  models: z.array(ModelAdminSchema),
  history: AuditTrailSchema.meta({ description: "The family's changes and its models', newest first" }),
}).meta({ id: 'FamilyDetail' });

const familyFields = {
  name: requiredText(80).meta({ example: 'Smartphone' }),
  sortOrder: z.number().int().min(0).max(10_000).meta({ description: 'Lower first on the products page' }),
};

export const FamilyCreateBodySchema = z
  .strictObject({ ...familyFields, sortOrder: familyFields.sortOrder.optional() })
  .meta({ id: 'FamilyCreateBody', description: 'Names are unique whatever their casing' });
export const FamilyUpdateBodySchema = z.strictObject(familyFields).partial().meta({ id: 'FamilyUpdateBody' });

const modelFields = {
  name: requiredText(120).meta({ example: 'Galaxy S25 128GB' }),
  brand: requiredText(60).meta({ example: 'Samsung' }),
  partNumber: partNumberText,
  ean: patterned('ean', 'invalid_ean', '8806095048147').nullable(),
  iceCatId: text(20)
    .regex(/^\d*$/)
    .transform((v) => v || null)
    .nullable()
    .meta({ description: 'Digits; blank for none', example: '123456' }),
  warehouseStatus: z.enum(WAREHOUSE_STATUSES),
  category: z.enum(MODEL_CATEGORIES).meta({ description: 'Decides the guarantee fees' }),
  listPriceCents: z.number().int().min(1).max(100_000_000).meta({ example: 89_900 }),
  flexEligible: z.boolean().meta({ description: "May be sold as 'Noleggio flex' (such carts take no accessories)" }),
};

export const ModelCreateBodySchema = z
  .strictObject({
    ...modelFields,
    ean: modelFields.ean.optional(),
    iceCatId: modelFields.iceCatId.optional(),
    warehouseStatus: modelFields.warehouseStatus.default('notSpecified'),
    flexEligible: modelFields.flexEligible.default(false),
  })
  .meta({ id: 'ModelCreateBody' });

export const ModelUpdateBodySchema = z
  .strictObject(modelFields)
  .partial()
  .extend({ retired: z.boolean().optional().meta({ description: 'true: no longer offered; false: offered again' }) })
  .meta({ id: 'ModelUpdateBody', description: 'Any field; the product pages and the cart read the change at once' });
