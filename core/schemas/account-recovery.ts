// Bodies of the password-recovery and e-mail confirmation endpoints. Field
// schemas carry the error code of the rule they break (backend/http/validation-hook.ts).
import { z } from 'zod';
import { PATTERNS } from '../validation/patterns';
import { NOT_BLANK } from './fields';

export const LOCALES = ['it', 'en'] as const;

export const emailField = z.string().trim().max(254).regex(PATTERNS.email, 'invalid_email').meta({ example: 'agent@example.com' });
/** at least 8 characters with a lowercase, an uppercase, a digit and a special character. */
export const passwordField = z.string().max(200).regex(PATTERNS.password, 'invalid_password');
const tokenField = z
  .string()
  .min(20)
  .max(200)
  .regex(/^[A-Za-z0-9_-]+$/);
/** The language of the e-mail (the page's); Accept-Language decides when absent. */
export const localeField = z.enum(LOCALES).optional();

export const SendResetBodySchema = z.object({ email: emailField, locale: localeField }).meta({ id: 'SendResetPasswordBody' });

export const ResetBodySchema = z
  .object({
    token: tokenField.meta({ description: 'The token of the e-mailed link' }),
    password: passwordField,
    confirmPassword: z.string().max(200).meta(NOT_BLANK),
  })
  .refine((body) => body.password === body.confirmPassword, { path: ['confirmPassword'], message: 'passwords_differ' })
  .meta({ id: 'ResetPasswordBody' });

export const ConfirmEmailBodySchema = z.object({ token: tokenField }).meta({ id: 'ConfirmEmailBody' });
