import * as z from 'zod/mini';
import { isIsoDay } from '../../core/validation/iso-day';
import { passes } from '../../core/validation/checks';
import { normalizeForPattern, type PatternName } from '../../core/validation/patterns';

// The customer-info form (issue 4): company, signers, shipping contact and
// address, validated in the browser by the rules of the contracts API's
// CompanyInputSchema, SignerInputSchema, ShippingContactSchema and
// ShippingAddressSchema (same patterns, same required fields, same
// error codes; tests/unit/cart/validation.test.ts holds them to it). Values
// are strings as typed; messages are message keys. zod/mini keeps the form's
// page light; the checks are the same.

const blank = (value: string) => value.trim() === '';
const required = (max: number) =>
  z.string().check(
    z.refine((value) => !blank(value), 'errors.required'),
    z.refine((value) => value.trim().length <= max, 'errors.validation_failed'),
  );
const optional = (max: number) => z.string().check(z.refine((value) => value.trim().length <= max, 'errors.validation_failed'));

/** A validation pattern (and a tax code's check character), compared the way the API normalises it. */
const pattern = (name: PatternName, message: string, isRequired: boolean) =>
  z.string().check(
    z.refine((value) => !isRequired || normalizeForPattern(name, value) !== '', 'errors.required'),
    z.refine((value) => {
      const normalized = normalizeForPattern(name, value);
      return normalized === '' || passes(name, normalized);
    }, message),
  );

const province = (isRequired: boolean) =>
  z.string().check(
    z.refine((value) => !isRequired || !blank(value), 'errors.required'),
    z.refine((value) => blank(value) || /^[A-Za-z]{2}$/.test(value.trim()), 'validation.invalidProvince'),
  );

/** What a date input gives, or nothing. */
const day = z.string().check(z.refine((value) => value === '' || isIsoDay(value), 'cart.validation.invalidDate'));
const wholeNumber = (max: number) =>
  z.string().check(z.refine((value) => blank(value) || (/^\d+$/.test(value.trim()) && Number(value) <= max), 'cart.validation.wholeNumber'));

export const companyFormSchema = z.object({
  name: required(200),
  vatNumber: pattern('vatNumber', 'errors.invalid_vat_number', true),
  /** companies use their VAT number as fiscal code; sole traders a person's code */
  fiscalCode: pattern('companyFiscalCode', 'errors.invalid_fiscal_code', false),
  pec: pattern('email', 'errors.invalid_email', false),
  iban: pattern('iban', 'errors.invalid_iban', false),
  address: required(200),
  postalCode: pattern('postalCode', 'errors.invalid_postal_code', true),
  municipality: required(100),
  province: province(true),
  phone: pattern('phone', 'errors.invalid_phone', false),
  email: pattern('email', 'errors.invalid_email', false),
  employees: wholeNumber(10_000_000),
  businessTypeId: z.string(),
  incorporationDate: day,
  companySolidity: z.string(),
});

export const signerFormSchema = z.object({
  name: required(100),
  surname: required(100),
  role: required(100),
  fiscalCode: pattern('fiscalCode', 'errors.invalid_fiscal_code', true),
  birthDate: day,
  country: optional(100),
  province: province(false),
  town: optional(100),
  documentType: optional(50),
  documentNumber: optional(50),
});

export const shippingContactSchema = z.object({
  name: optional(200),
  phone: pattern('phone', 'errors.invalid_phone', false),
  email: pattern('email', 'errors.invalid_email', false),
});

export const shippingAddressSchema = z.object({
  address: optional(200),
  postalCode: pattern('postalCode', 'errors.invalid_postal_code', false),
  town: optional(100),
  province: province(false),
});

/** Without company details the quote becomes a draft awaiting approval: then nothing else is required. */
export const customerFormSchema = z.discriminatedUnion('withCompany', [
  z.object({
    withCompany: z.literal(true),
    company: companyFormSchema,
    signers: z.array(signerFormSchema).check(z.minLength(1, 'cart.validation.signerRequired'), z.maxLength(10)),
    shippingContact: shippingContactSchema,
    shippingAddress: shippingAddressSchema,
  }),
  z.object({
    withCompany: z.literal(false),
    company: z.unknown(),
    signers: z.unknown(),
    shippingContact: shippingContactSchema,
    shippingAddress: shippingAddressSchema,
  }),
]);
