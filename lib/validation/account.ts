import * as z from 'zod/mini';
import { matches } from '../../core/validation/checks';
import { PATTERNS } from '../../core/validation/patterns';

// Form schemas of password recovery and customer sign-up (issue 6), used by
// the forms in the browser (react-hook-form, zodResolver); the API checks the same rules again.
// Messages are keys of messages/*.json `validation`. zod/mini keeps these
// public pages light.

const email = z.string().check(z.trim(), z.minLength(1, 'required'), z.maxLength(254), z.regex(PATTERNS.email, 'invalidEmail'));
const password = z.string().check(z.minLength(1, 'required'), z.maxLength(200), z.regex(PATTERNS.password, 'invalidPassword'));
const confirmation = z.string().check(z.minLength(1, 'required'), z.maxLength(200));
const samePasswords = z.refine<{ password: string; confirmPassword: string }>((values) => values.password === values.confirmPassword, {
  path: ['confirmPassword'],
  message: 'passwordsDiffer',
});
/** Codes people type with spaces: compared without them (the API wants them bare). */
const compact = (value: string) => value.replace(/\s+/g, '');

export const forgotPasswordSchema = z.object({ email });
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;

export const recoveryPasswordSchema = z.object({ password, confirmPassword: confirmation }).check(samePasswords);
export type RecoveryPasswordInput = z.infer<typeof recoveryPasswordSchema>;

const required = (max: number, ...more: z.core.$ZodCheck<string>[]) => z.string().check(z.trim(), z.minLength(1, 'required'), z.maxLength(max), ...more);
const optional = (schema: z.ZodMiniType<string, string>) => z.union([z.literal(''), schema]);
/** A code typed with spaces or lower case, made bare before its checks. */
const normalized = (normalize: (value: string) => string, then: z.ZodMiniType<string, string>) => z.pipe(z.pipe(z.string(), z.transform(normalize)), then);

export const signUpSchema = z
  .object({
    companyName: required(200),
    // tax codes checked with their check character (matches), not only their shape
    vatNumber: normalized(
      compact,
      z.string().check(
        z.minLength(1, 'required'),
        z.refine((value) => matches('vatNumber', value), 'invalidVatNumber'),
      ),
    ),
    fiscalCode: normalized(
      (value) => compact(value).toUpperCase(),
      optional(z.string().check(z.refine((value) => matches('companyFiscalCode', value), 'invalidFiscalCode'))),
    ),
    pec: optional(z.string().check(z.trim(), z.regex(PATTERNS.email, 'invalidEmail'))),
    phone: required(30, z.regex(PATTERNS.phone, 'invalidPhone')),
    address: required(200),
    postalCode: normalized(compact, z.string().check(z.minLength(1, 'required'), z.regex(PATTERNS.postalCode, 'invalidPostalCode'))),
    municipality: required(100),
    province: required(2, z.regex(/^[A-Za-z]{2}$/, 'invalidProvince')),
    businessTypeId: z.string(),
    username: required(60, z.minLength(3, 'invalidUsername'), z.regex(/^[A-Za-z0-9][A-Za-z0-9._@-]*$/, 'invalidUsername')),
    email,
    password,
    confirmPassword: confirmation,
    // only `true` passes, and the API's body takes only `true`
    privacyAccepted: z.pipe(
      z.boolean().check(z.refine((value) => value, 'privacyRequired')),
      z.transform(() => true as const),
    ),
  })
  .check(samePasswords);
export type SignUpInput = z.input<typeof signUpSchema>;
export type SignUpValues = z.output<typeof signUpSchema>;
