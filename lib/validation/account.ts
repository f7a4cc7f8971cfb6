import { z } from 'zod';
import { PATTERNS, matches } from '../../core/validation/patterns';
import type { NewCustomerBodySchema } from '../../core/schemas/users';

// Form schemas of password recovery and customer sign-up (issue 6), used by
// react-hook-form in the browser; the API checks the same rules again.
// Messages are keys of messages/*.json `validation`.

const email = z.string().trim().min(1, 'required').max(254).regex(PATTERNS.email, 'invalidEmail');
const password = z.string().min(1, 'required').max(200).regex(PATTERNS.password, 'invalidPassword');
/** Codes people type with spaces: compared without them (the API wants them bare). */
const compact = (value: string) => value.replace(/\s+/g, '');

export const forgotPasswordSchema = z.object({ email });
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;

export const recoveryPasswordSchema = z
  .object({ password, confirmPassword: z.string().min(1, 'required').max(200) })
  .refine((values) => values.password === values.confirmPassword, { path: ['confirmPassword'], message: 'passwordsDiffer' });
export type RecoveryPasswordInput = z.infer<typeof recoveryPasswordSchema>;

const required = (max: number) => z.string().trim().min(1, 'required').max(max);
const optional = (schema: z.ZodType<string, string>) => z.union([z.literal(''), schema]);

export const signUpSchema = z
  .object({
    companyName: required(200),
    // tax codes checked with their check character (matches), not only their shape
    vatNumber: z
      .string()
      .transform(compact)
      .pipe(
        z
          .string()
          .min(1, 'required')
          .refine((value) => matches('vatNumber', value), 'invalidVatNumber'),
      ),
    fiscalCode: z
      .string()
      .transform((value) => compact(value).toUpperCase())
      .pipe(optional(z.string().refine((value) => matches('companyFiscalCode', value), 'invalidFiscalCode'))),
    pec: optional(z.string().trim().regex(PATTERNS.email, 'invalidEmail')),
    phone: required(30).regex(PATTERNS.phone, 'invalidPhone'),
    address: required(200),
    postalCode: z.string().transform(compact).pipe(z.string().min(1, 'required').regex(PATTERNS.postalCode, 'invalidPostalCode')),
    municipality: required(100),
    province: required(2).regex(/^[A-Za-z]{2}$/, 'invalidProvince'),
    businessTypeId: z.string(),
    username: required(60)
      .min(3, 'invalidUsername')
      .regex(/^[A-Za-z0-9][A-Za-z0-9._@-]*$/, 'invalidUsername'),
    email,
    password,
    confirmPassword: z.string().min(1, 'required').max(200),
    // only `true` passes, and the API's body takes only `true`
    privacyAccepted: z
      .boolean()
      .refine((value) => value, 'privacyRequired')
      .transform(() => true as const),
  })
  .refine((values) => values.password === values.confirmPassword, { path: ['confirmPassword'], message: 'passwordsDiffer' });
export type SignUpInput = z.input<typeof signUpSchema>;
export type SignUpValues = z.output<typeof signUpSchema>;

/** The body of POST /api/User/new-customer from the form's values: its schema's input, so they cannot drift apart. */
export type SignUpBody = z.input<typeof NewCustomerBodySchema>;

export function signUpBody(values: SignUpValues, locale: 'it' | 'en'): SignUpBody {
  return {
    username: values.username,
    email: values.email,
    password: values.password,
    confirmPassword: values.confirmPassword,
    privacyAccepted: values.privacyAccepted,
    locale,
    company: {
      name: values.companyName,
      vatNumber: values.vatNumber,
      ...(values.fiscalCode ? { fiscalCode: values.fiscalCode } : {}),
      ...(values.pec ? { pec: values.pec } : {}),
      phone: values.phone,
      address: values.address,
      postalCode: values.postalCode,
      municipality: values.municipality,
      province: values.province.toUpperCase(),
      ...(values.businessTypeId ? { businessTypeId: Number(values.businessTypeId) } : {}),
    },
  };
}
