// The backend's environment, parsed once by zod. Read lazily through
// loadConfig(): `next build` imports these modules and must neither touch
// DATA_DIR nor fail on a missing variable.
import path from 'node:path';
import { z } from 'zod';
import { trustProxySchema } from '../core/proxy-trust';
import { loadOrCreateSecret } from '../core/secrets';

/** Empty strings count as unset: `FOO= npm start` should mean "use the default". */
const optional = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

export const EnvSchema = z.object({
  DATA_DIR: optional(z.string()).transform((v) => v ?? './data'),
  DATABASE_URL: optional(z.string().regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')),
  JWT_SECRET: optional(z.string().min(32, 'must be at least 32 characters')),
  ACCESS_TOKEN_TTL_SECONDS: optional(z.coerce.number().int().min(60)).transform((v) => v ?? 3600),
  REFRESH_TOKEN_TTL_DAYS: optional(z.coerce.number().int().min(1)).transform((v) => v ?? 30),
  BACKEND_PORT: optional(z.coerce.number().int().min(1).max(65535)).transform((v) => v ?? 4000),
  TRUST_PROXY: trustProxySchema,
  SEED_DEMO_DATA: optional(z.enum(['auto', 'never'])).transform((v) => v ?? 'auto'),
});

export interface BackendConfig {
  /** Absolute path; holds the embedded database, the lock and the generated secret. */
  dataDir: string;
  /** Set → PostgreSQL; unset → embedded PGlite in dataDir/pglite. */
  databaseUrl: string | undefined;
  jwtSecret: string;
  accessTokenTtlSeconds: number;
  refreshTokenTtlDays: number;
  port: number;
  /**
   * Reverse proxies in front of the API (0 by default): the client IP is the
   * X-Forwarded-For entry the farthest of them appended; 0 uses the socket's address.
   */
  trustProxy: number;
  seedDemoData: 'auto' | 'never';
}

/** Parses the environment without touching the disk (tests, `next build`). */
export function parseEnv(env: Record<string, string | undefined> = process.env) {
  const result = EnvSchema.safeParse(env);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid backend environment: ${problems.join('; ')}`);
  }
  return result.data;
}

export function buildConfig(env: Record<string, string | undefined> = process.env): BackendConfig {
  const parsed = parseEnv(env);
  const dataDir = path.resolve(/*turbopackIgnore: true*/ process.cwd(), parsed.DATA_DIR);
  return {
    dataDir,
    databaseUrl: parsed.DATABASE_URL,
    jwtSecret: parsed.JWT_SECRET ?? loadOrCreateSecret(dataDir, 'jwt-secret'),
    accessTokenTtlSeconds: parsed.ACCESS_TOKEN_TTL_SECONDS,
    refreshTokenTtlDays: parsed.REFRESH_TOKEN_TTL_DAYS,
    port: parsed.BACKEND_PORT,
    trustProxy: parsed.TRUST_PROXY,
    seedDemoData: parsed.SEED_DEMO_DATA,
  };
}

let cached: BackendConfig | undefined;

/** The process environment's config, built on first use and then reused. */
export function loadConfig(): BackendConfig {
  cached ??= buildConfig(process.env);
  return cached;
}
