import * as z from 'zod/mini';
import { PATTERNS, normalizeForPattern } from '../../core/validation/patterns';

// A destination of a multi-destination shipment (issue 4), by the rules of
// the contracts API's DestinationInputSchema; the units rule (at least the
// agency's shippingMaxUnits each, all product units in total) is the pricing
// area's and runs in lib/cart/rules.ts. Messages are message keys.

const blank = (value: string) => value.trim() === '';
const required = (max: number) =>
  z.string().check(
    z.refine((value) => !blank(value), 'errors.required'),
    z.refine((value) => value.trim().length <= max, 'errors.validation_failed'),
  );

export const destinationSchema = z.object({
  units: z.int().check(z.gte(0)),
  contactName: required(200),
  phone: z.string().check(
    z.refine((value) => {
      const phone = normalizeForPattern('phone', value);
      return phone === '' || PATTERNS.phone.test(phone);
    }, 'errors.invalid_phone'),
  ),
  address: required(200),
  postalCode: z.string().check(
    z.refine((value) => normalizeForPattern('postalCode', value) !== '', 'errors.required'),
    z.refine((value) => {
      const code = normalizeForPattern('postalCode', value);
      return code === '' || PATTERNS.postalCode.test(code);
    }, 'errors.invalid_postal_code'),
  ),
  town: required(100),
  province: z.string().check(
    z.refine((value) => !blank(value), 'errors.required'),
    z.refine((value) => blank(value) || /^[A-Za-z]{2}$/.test(value.trim()), 'validation.invalidProvince'),
  ),
});

export const destinationsSchema = z.array(destinationSchema).check(z.maxLength(100));
