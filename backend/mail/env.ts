// The e-mail environment (docs/security.md), parsed once by zod: SMTP when
// SMTP_URL is set, otherwise .eml files under DATA_DIR/outbox. Links in
// e-mails start from PUBLIC_BASE_URL, never from a request's Host header.
import { z } from 'zod';

const optional = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

export const MailEnvSchema = z.object({
  SMTP_URL: optional(z.string().regex(/^smtps?:\/\/[^\s]+$/, 'must be an smtp:// or smtps:// URL')),
  MAIL_FROM: optional(z.string().min(3).max(200)).transform((v) => v ?? 'Portale Agenzie <no-reply@localhost>'),
  PUBLIC_BASE_URL: optional(z.url({ protocol: /^https?$/ })).transform((v) => (v ?? 'http://localhost:3000').replace(/\/+$/, '')),
});

export type MailEnv = z.infer<typeof MailEnvSchema>;

export function parseMailEnv(env: Record<string, string | undefined> = process.env): MailEnv {
  const result = MailEnvSchema.safeParse(env);
  if (!result.success) {
    // Names only: an SMTP URL may carry a password.
    const fields = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid e-mail environment: ${fields.join('; ')}`);
  }
  return result.data;
}
