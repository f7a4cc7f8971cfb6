// The adapters' environment (docs/architecture.md: an embedded default, the real service
// when configured), parsed once by zod. A half-configured service fails at
// start rather than quietly falling back to the embedded default.
import { z } from 'zod';

const optional = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (value === '' ? undefined : value), schema.optional());
const httpUrl = z.url({ protocol: /^https?$/ });

export const AdapterEnvSchema = z
  .object({
    S3_ENDPOINT: optional(httpUrl),
    S3_BUCKET: optional(z.string().regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be a valid bucket name')),
    S3_ACCESS_KEY_ID: optional(z.string().min(1)),
    S3_SECRET_ACCESS_KEY: optional(z.string().min(1)),
    S3_REGION: optional(z.string().min(1)).transform((v) => v ?? 'us-east-1'),
    /** path style (endpoint/bucket/key) suits MinIO and most S3-compatible stores; false → bucket.endpoint/key */
    S3_FORCE_PATH_STYLE: optional(z.enum(['true', 'false'])).transform((v) => v !== 'false'),
    ICECAT_USERNAME: optional(z.string().min(1)),
    ICECAT_API_KEY: optional(z.string().min(1)),
    ICECAT_BASE_URL: optional(httpUrl).transform((v) => v ?? 'https://live.icecat.biz/api'),
    VIRTUALLAND_STORIES_URL: optional(httpUrl),
    COMPANY_CREDIT_URL: optional(httpUrl),
    COMPANY_CREDIT_API_KEY: optional(z.string().min(1)),
  })
  .superRefine((env, ctx) => {
    const s3 = [env.S3_ENDPOINT, env.S3_BUCKET, env.S3_ACCESS_KEY_ID, env.S3_SECRET_ACCESS_KEY];
    if (s3.some(Boolean) && !s3.every(Boolean)) {
      ctx.addIssue({ code: 'custom', path: ['S3_ENDPOINT'], message: 'set S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY together' });
    }
    if (Boolean(env.ICECAT_USERNAME) !== Boolean(env.ICECAT_API_KEY)) {
      ctx.addIssue({ code: 'custom', path: ['ICECAT_USERNAME'], message: 'set ICECAT_USERNAME and ICECAT_API_KEY together' });
    }
  });

export type AdapterEnv = z.infer<typeof AdapterEnvSchema>;

export function parseAdapterEnv(env: Record<string, string | undefined> = process.env): AdapterEnv {
  const result = AdapterEnvSchema.safeParse(env);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid adapter environment: ${problems.join('; ')}`);
  }
  return result.data;
}
