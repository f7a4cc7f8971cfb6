// The backend's configuration from its environment (./env.ts). Read lazily through
// loadConfig(): `next build` imports these modules and must neither touch
// DATA_DIR nor fail on a missing variable.
import path from 'node:path';
import { loadOrCreateSecret } from '../core/secrets';
import { DEFAULT_DISABLE, DEFAULT_RETRY, type DisablePolicy, type RetryPolicy } from '../core/webhooks/delivery-policy';
import { parseEnv } from './env';

export interface WebhookSettings {
  /** WEBHOOKS_ALLOW_PRIVATE_TARGETS: http and private addresses allowed (tests, local set-ups). */
  allowPrivateTargets: boolean;
  /** Encrypts the endpoints' signing secrets (backend/webhooks/secret-box.ts). */
  secretsKey: string;
  retry: RetryPolicy;
  disable: DisablePolicy;
  /** One attempt's limit, connection and answer together (WEBHOOKS_ATTEMPT_TIMEOUT_MS). */
  timeoutMs: number;
  /** The lease on a delivery under way lasts timeoutMs plus this (WEBHOOKS_LEASE_MARGIN_MS): then another worker may take it. */
  leaseMarginMs: number;
  /** After a rotation the old secret still signs (a second signature) this long. */
  rotationOverlapMs: number;
}

export const WEBHOOK_DEFAULTS = { retry: DEFAULT_RETRY, disable: DEFAULT_DISABLE, timeoutMs: 10_000, leaseMarginMs: 30_000, rotationOverlapMs: 24 * 3_600_000 };

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
  webhooks: WebhookSettings;
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
    webhooks: {
      ...WEBHOOK_DEFAULTS,
      allowPrivateTargets: parsed.WEBHOOKS_ALLOW_PRIVATE_TARGETS,
      secretsKey: parsed.WEBHOOKS_SECRETS_KEY ?? loadOrCreateSecret(dataDir, 'webhooks-secrets-key'),
      timeoutMs: parsed.WEBHOOKS_ATTEMPT_TIMEOUT_MS,
      leaseMarginMs: parsed.WEBHOOKS_LEASE_MARGIN_MS,
    },
  };
}

let cached: BackendConfig | undefined;

/** The process environment's config, built on first use and then reused. */
export function loadConfig(): BackendConfig {
  cached ??= buildConfig(process.env);
  return cached;
}
