// The credit provider's environment, parsed once by zod: unset
// CREDIT_PROVIDER_URL keeps the embedded default (docs/architecture.md).
import { z } from 'zod';

const optional = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

export const CreditEnvSchema = z.object({
  CREDIT_PROVIDER_URL: optional(z.url({ protocol: /^https?$/ })),
  CREDIT_PROVIDER_API_KEY: optional(z.string().min(1)),
  CREDIT_PROVIDER_TIMEOUT_MS: optional(z.coerce.number().int().min(100).max(120_000)).transform((v) => v ?? 10_000),
});

export type CreditEnv = z.infer<typeof CreditEnvSchema>;

export function parseCreditEnv(env: Record<string, string | undefined> = process.env): CreditEnv {
  const result = CreditEnvSchema.safeParse(env);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid credit provider environment: ${problems.join('; ')}`);
  }
  return result.data;
}
