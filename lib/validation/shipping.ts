import { z } from 'zod';
import { PATTERNS, normalizeForPattern } from './patterns';

// A destination of a multi-destination shipment (issue 4), by the rules of
// the contracts API's DestinationInputSchema; the units rule (at least the
// agency's shippingMaxUnits each, all product units in total) is the pricing
// area's and runs in lib/cart/rules.ts. Messages are message keys.

const required = (max: number) => z.string().trim().min(1, 'errors.required').max(max, 'errors.validation_failed');

export const destinationSchema = z.object({
  units: z.number().int().min(0),
  contactName: required(200),
  phone: z
    .string()
    .transform((value) => normalizeForPattern('phone', value))
    .refine((value) => value === '' || PATTERNS.phone.test(value), 'errors.invalid_phone'),
  address: required(200),
  postalCode: z
    .string()
    .transform((value) => normalizeForPattern('postalCode', value))
    .refine((value) => value !== '', 'errors.required')
    .refine((value) => value === '' || PATTERNS.postalCode.test(value), 'errors.invalid_postal_code'),
  town: required(100),
  province: z
    .string()
    .trim()
    .refine((value) => value !== '', 'errors.required')
    .refine((value) => value === '' || /^[A-Za-z]{2}$/.test(value), 'validation.invalidProvince'),
});

export const destinationsSchema = z.array(destinationSchema).max(100);
