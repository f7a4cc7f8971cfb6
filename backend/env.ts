// The backend process's environment: every variable it reads, in one zod
// schema, parsed when first needed (docs/deploy.md lists them). Areas read
// their part of the one answer: the database and tokens (config.ts), e-mail
// (SMTP when SMTP_URL is set, else .eml files in DATA_DIR/outbox; links from
// PUBLIC_BASE_URL, never from a request's Host), the credit provider, the
// adapters (an embedded default, the real service when configured: a
// half-configured one fails at start) and the sign-up's default agency.
import { z } from 'zod';
import { trustProxySchema } from '../core/proxy-trust';

/** Empty strings count as unset: `FOO= npm start` should mean "use the default". */
const optional = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (value === '' ? undefined : value), schema.optional());
const httpUrl = z.url({ protocol: /^https?$/ });

export const EnvSchema = z
  .object({
    DATA_DIR: optional(z.string()).transform((v) => v ?? './data'),
    DATABASE_URL: optional(z.string().regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')),
    JWT_SECRET: optional(z.string().min(32, 'must be at least 32 characters')),
    ACCESS_TOKEN_TTL_SECONDS: optional(z.coerce.number().int().min(60)).transform((v) => v ?? 3600),
    REFRESH_TOKEN_TTL_DAYS: optional(z.coerce.number().int().min(1)).transform((v) => v ?? 30),
    BACKEND_PORT: optional(z.coerce.number().int().min(1).max(65535)).transform((v) => v ?? 4000),
    TRUST_PROXY: trustProxySchema,
    SEED_DEMO_DATA: optional(z.enum(['auto', 'never'])).transform((v) => v ?? 'auto'),

    SMTP_URL: optional(z.string().regex(/^smtps?:\/\/[^\s]+$/, 'must be an smtp:// or smtps:// URL')),
    MAIL_FROM: optional(z.string().min(3).max(200)).transform((v) => v ?? 'Portale Agenzie <no-reply@localhost>'),
    PUBLIC_BASE_URL: optional(httpUrl).transform((v) => (v ?? 'http://localhost:3000').replace(/\/+$/, '')),

    CREDIT_PROVIDER_URL: optional(httpUrl),
    CREDIT_PROVIDER_API_KEY: optional(z.string().min(1)),
    CREDIT_PROVIDER_TIMEOUT_MS: optional(z.coerce.number().int().min(100).max(120_000)).transform((v) => v ?? 10_000),

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

    /** Webhooks (docs/security.md, "Webhooks"): true lets endpoints use http and private addresses, for tests and local set-ups only. */
    WEBHOOKS_ALLOW_PRIVATE_TARGETS: optional(z.enum(['true', 'false'])).transform((v) => v === 'true'),
    /** The key the endpoints' signing secrets are encrypted with; unset → generated into DATA_DIR. Several instances share one. */
    WEBHOOKS_SECRETS_KEY: optional(z.string().min(32, 'must be at least 32 characters')),
    /** One attempt's limit (connection and answer); 10 s unless set. */
    WEBHOOKS_ATTEMPT_TIMEOUT_MS: optional(z.coerce.number().int().min(1_000).max(60_000)).transform((v) => v ?? 10_000),
    /** A delivery under way is held this long past the attempt's limit before another worker may take it (an instance that died mid-attempt); 30 s unless set. */
    WEBHOOKS_LEASE_MARGIN_MS: optional(z.coerce.number().int().min(1_000).max(600_000)).transform((v) => v ?? 30_000),

    SIGNUP_DEFAULT_AGENCY: optional(z.string().min(1).max(200)).transform((v) => v ?? 'SmartCom'),
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

export type BackendEnv = z.infer<typeof EnvSchema>;
export type MailEnv = Pick<BackendEnv, 'SMTP_URL' | 'MAIL_FROM' | 'PUBLIC_BASE_URL'>;
export type AdapterEnv = Pick<
  BackendEnv,
  | 'S3_ENDPOINT'
  | 'S3_BUCKET'
  | 'S3_ACCESS_KEY_ID'
  | 'S3_SECRET_ACCESS_KEY'
  | 'S3_REGION'
  | 'S3_FORCE_PATH_STYLE'
  | 'ICECAT_USERNAME'
  | 'ICECAT_API_KEY'
  | 'ICECAT_BASE_URL'
  | 'VIRTUALLAND_STORIES_URL'
  | 'COMPANY_CREDIT_URL'
  | 'COMPANY_CREDIT_API_KEY'
>;

/** CREDIT_PROVIDER_<CODE>_URL and _API_KEY: a provider of its own over HTTP (docs/deploy.md); CREDIT_PROVIDER_URL serves the others. */
const PROVIDER_ENDPOINT_KEY = /^CREDIT_PROVIDER_([A-Z0-9]+)_(URL|API_KEY)$/;
const ProviderEndpointSchema = z.object({ url: httpUrl, apiKey: optional(z.string().min(1)) });

/** Each provider code the environment gives an endpoint, validated; a key without its URL fails naming the variable. */
export function creditProviderEndpoints(env: Record<string, string | undefined> = process.env): Record<string, { url: string; apiKey?: string }> {
  const raw: Record<string, { url?: string; apiKey?: string }> = {};
  for (const [key, value] of Object.entries(env)) {
    const match = PROVIDER_ENDPOINT_KEY.exec(key);
    if (!match || value === undefined || value === '') continue;
    const entry = (raw[match[1]!] ??= {});
    if (match[2] === 'URL') entry.url = value;
    else entry.apiKey = value;
  }
  const endpoints: Record<string, { url: string; apiKey?: string }> = {};
  for (const [code, entry] of Object.entries(raw)) {
    const parsed = ProviderEndpointSchema.safeParse(entry);
    if (!parsed.success) throw new Error(`Invalid backend environment: CREDIT_PROVIDER_${code}_URL: ${parsed.error.issues[0]?.message ?? 'invalid'}`);
    endpoints[code] = parsed.data;
  }
  return endpoints;
}

/** Parses the environment without touching the disk (tests, `next build`); a bad value fails naming the variable, never its value (an SMTP URL may carry a password). */
export function parseEnv(env: Record<string, string | undefined> = process.env): BackendEnv {
  const result = EnvSchema.safeParse(env);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid backend environment: ${problems.join('; ')}`);
  }
  creditProviderEndpoints(env);
  return result.data;
}
