// The cart the API prices (POST …/Contracts/prices) and the contracts area
// re-validates on create and edit. Contract of this schema:
// - one financing duration for the whole order, carried by every product line
// (docs/domain.md: a change applies to all products; different ones → mixed_durations);
// - per product line: the model, its quantity, accessories (each with its own
//   quantity) and guarantee services by tier, one service per product unit;
// - contractType 'flex' (Noleggio flex) takes no accessories;
// - shipping mode; multipleDestinations lists how many product units each
//   destination receives (contracts may extend these objects with addresses).
// Quantities below 1 pass the schema on purpose: the cart rules answer them
// with quantity_below_one rather than a generic validation error.
import { z } from 'zod';
import { Id, NOT_BLANK } from './fields';
import { CONTRACT_TYPES, GUARANTEE_TIERS } from '../domain/catalogue';
import { SHIPPING_MODES } from '../domain/contracts';

export const MAX_QUANTITY = 10_000;
export const MAX_LINES = 100;
const Quantity = z.number().int().min(-MAX_QUANTITY).max(MAX_QUANTITY).meta({ description: 'At least 1; lower values answer quantity_below_one', example: 1 });

export const CartAccessorySchema = z.object({ accessoryId: Id, quantity: Quantity }).meta({ id: 'CartAccessory' });

export const CartServiceSchema = z
  .object({ tier: z.enum(GUARANTEE_TIERS), quantity: Quantity })
  .meta({ id: 'CartService', description: "A guarantee tier for some of the line's units, priced for the model's category" });

export const CartLineSchema = z
  .object({
    modelId: Id,
    quantity: Quantity,
    durationMonths: z.number().int().min(1).max(600).meta({ example: 36 }),
    accessories: z.array(CartAccessorySchema).max(50).default([]),
    services: z.array(CartServiceSchema).max(10).default([]),
  })
  .meta({ id: 'CartLine' });

export const DestinationUnitsSchema = z
  .object({
    units: z
      .number()
      .int()
      .min(0)
      .max(MAX_QUANTITY * MAX_LINES),
  })
  .meta({ id: 'ShippingDestinationUnits' });

export const CartShippingSchema = z
  .object({
    mode: z.enum(SHIPPING_MODES),
    destinations: z
      .array(DestinationUnitsSchema)
      .max(100)
      .default([])
      .meta({ description: 'multipleDestinations only: each needs at least the agency shippingMaxUnits products; units add up to the product units' }),
  })
  .meta({ id: 'CartShipping' });

export const CartSchema = z
  .object({
    providerCode: z
      .string()
      .trim()
      .min(1)
      .max(20)
      .meta({ ...NOT_BLANK, example: 'GRENKE' }),
    contractType: z.enum(CONTRACT_TYPES).meta({ description: "purchase; flex = 'Noleggio flex' (no accessories); plus = 'Noleggio plus'" }),
    lines: z.array(CartLineSchema).min(1).max(MAX_LINES),
    shipping: CartShippingSchema,
  })
  .meta({ id: 'Cart' });

export type Cart = z.infer<typeof CartSchema>;
export type CartLine = z.infer<typeof CartLineSchema>;
