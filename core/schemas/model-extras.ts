// A model's accessories and guarantee services as the families page edits
// them. An accessory may be sold with several models, so an edit reaches each
// of them; a guarantee tier is priced per model category, so its price and
// its retirement reach every model of that category. What contracts name is
// retired (no longer offered), never deleted. Money in integer cents.
import { z } from 'zod';
import { GUARANTEE_TIERS, MODEL_CATEGORIES } from '../domain/catalogue';
import { partNumberText, requiredText } from './fields';
import { idPathParam } from './params';

export const ModelAccessoryParamsSchema = z.object({ modelId: idPathParam('modelId', '3'), accessoryId: idPathParam('accessoryId', '2') });
export const ModelServiceParamsSchema = z.object({ modelId: idPathParam('modelId', '3'), serviceId: idPathParam('serviceId', '5') });

const contractsCount = z.number().int().meta({ description: 'Contracts naming it: it can be retired, not deleted' });

export const AccessoryAdminSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    partNumber: z.string(),
    priceCents: z.number().int(),
    retired: z.boolean(),
    contractsCount,
    modelsCount: z.number().int().meta({ description: 'Models it is sold with: an edit reaches each of them' }),
  })
  .meta({ id: 'AccessoryAdmin' });

export const ServiceAdminSchema = z
  .object({
    id: z.number().int(),
    tier: z.enum(GUARANTEE_TIERS),
    category: z.enum(MODEL_CATEGORIES),
    priceCents: z.number().int(),
    retired: z.boolean(),
    contractsCount,
  })
  .meta({ id: 'ServiceAdmin' });

/** The highest price an accessory or a guarantee tier may have: 100,000 euro. */
export const EXTRA_MAX_CENTS = 10_000_000;
const priceCents = z.number().int().min(1).max(EXTRA_MAX_CENTS).meta({ example: 2_990 });

const accessoryFields = {
  name: requiredText(120).meta({ example: 'Caricatore USB-C 25W' }),
  partNumber: partNumberText,
  priceCents,
};

export const AccessoryCreateBodySchema = z.strictObject(accessoryFields).meta({ id: 'AccessoryCreateBody' });

export const AccessoryUpdateBodySchema = z
  .strictObject(accessoryFields)
  .partial()
  .extend({ retired: z.boolean().optional().meta({ description: 'true: no longer offered with any model; false: offered again' }) })
  .meta({ id: 'AccessoryUpdateBody', description: 'Any field; the product pages and the cart read the change at once' });

export const ServiceUpdateBodySchema = z
  .strictObject({
    priceCents,
    retired: z.boolean().meta({ description: 'true: the tier is no longer offered for the category; false: offered again' }),
  })
  .partial()
  .meta({ id: 'ServiceUpdateBody', description: "Reaches every model of the service's category" });
