// Bodies and answers of customer sign-up and of the customer account made
// from a contract. Field schemas carry their rule's error code (docs/domain.md).
import { z } from 'zod';
import { PATTERNS } from '../validation/patterns';
import { emailField, localeField, passwordField } from './account-recovery';
import { Id, NOT_BLANK, patterned } from './fields';
import { idPathParam } from './params';

const text = (max: number) => z.string().trim().min(1).max(max).meta(NOT_BLANK);
export const usernameField = z
  .string()
  .trim()
  .min(3)
  .max(60)
  .regex(/^[A-Za-z0-9][A-Za-z0-9._@-]*$/)
  .meta({ description: 'Letters, digits and . _ @ -', example: 'rossi.forniture' });

const CompanySchema = z.strictObject({
  name: text(200).meta({ example: 'Bianchi Ufficio Srl' }),
  vatNumber: patterned('vatNumber', 'invalid_vat_number', '01234567897'),
  /** a company's fiscal code is its VAT number or a person's code (sole traders), each with its check character */
  fiscalCode: patterned('companyFiscalCode', 'invalid_fiscal_code', '01234567897').optional(),
  pec: emailField.optional(),
  phone: z.string().trim().regex(PATTERNS.phone, 'invalid_phone'),
  address: text(200),
  postalCode: z.string().regex(PATTERNS.postalCode, 'invalid_postal_code'),
  municipality: text(100),
  province: z.string().regex(/^[A-Za-z]{2}$/),
  businessTypeId: Id.optional(),
});

export const NewCustomerBodySchema = z
  .strictObject({
    username: usernameField,
    email: emailField,
    password: passwordField,
    confirmPassword: z.string().max(200).meta(NOT_BLANK),
    privacyAccepted: z.literal(true, { error: 'privacy_not_accepted' }),
    locale: localeField,
    company: CompanySchema,
  })
  .refine((body) => body.password === body.confirmPassword, { path: ['confirmPassword'], message: 'passwords_differ' })
  .meta({ id: 'NewCustomerBody', description: 'No role or agency: the account is a customer of the agency of the sign-up page.' });

/** The company a customer names at sign-up: kept on the account until the agency links it to its record. */
export type SignUpCompany = z.infer<typeof CompanySchema>;

export const NewCustomerQuerySchema = z.object({
  agency: z
    .string()
    .max(100)
    .optional()
    .meta({ description: 'The slug (agenzia-milano), an earlier slug, the id or the name of /on-boarding/:agency; absent: the default agency' }),
});

export const NewCustomerAnswerSchema = z
  .object({
    username: z.string(),
    email: z.string(),
    agency: z.object({ id: z.number().int(), name: z.string() }),
    emailConfirmationRequired: z.literal(true),
  })
  .meta({ id: 'NewCustomerAnswer' });

export const SignUpAgencySchema = z.object({ id: z.number().int(), name: z.string(), slug: z.string() }).meta({ id: 'SignUpAgency' });

export const CustomerUserParamsSchema = z.object({ agencyId: idPathParam('agencyId', '2'), contractId: idPathParam('contractId', '17') });

export const CustomerUserBodySchema = z
  .strictObject({
    email: emailField.optional().meta({ description: "Default: the company's e-mail" }),
    username: usernameField.optional().meta({ description: 'Default: the e-mail address' }),
    locale: localeField,
  })
  .meta({ id: 'CustomerUserBody' });

export const CustomerUserAnswerSchema = z
  .object({
    id: z.number().int(),
    username: z.string(),
    email: z.string(),
    companyId: z.number().int(),
    linked: z.boolean().meta({ description: 'true: an existing sign-up was linked; false: a new account was invited' }),
  })
  .meta({ id: 'CustomerUser' });

export const CustomerUserPlanSchema = z
  .object({
    pending: z.array(z.object({ username: z.string(), email: z.string() })).meta({
      description:
        "Sign-ups waiting in the agency that named the VAT number of the contract's company: giving one of these addresses links that account instead of inviting a new one",
    }),
  })
  .meta({ id: 'CustomerUserPlan' });
