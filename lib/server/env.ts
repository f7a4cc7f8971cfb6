import 'server-only';
import path from 'node:path';
import { z } from 'zod';
import { trustProxySchema } from '../../core/proxy-trust';

// The portal's environment, parsed once by zod and read nowhere else.
// Read lazily: `next build` imports this module and must not need any of it.

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  DATA_DIR: z.string().min(1).default('./data'),
  /** The portal's API; unset means the in-process backend (no network hop). */
  API_BASE_URL: z.url().optional(),
  /** ≥ 32 characters; unset means a secret generated once into DATA_DIR. */
  SESSION_SECRET: z.string().optional(),
  /** Secure cookies; defaults to on in production. Off only for plain-HTTP test set-ups. */
  COOKIE_SECURE: z.enum(['true', 'false']).optional(),
  /** How long a call to an HTTP API may take before it counts as a connection error. */
  API_TIMEOUT_MS: z.coerce.number().int().positive().default(15_000),
  /** Reverse proxies in front of the portal (core/proxy-trust.ts); 0 by default. */
  TRUST_PROXY: trustProxySchema,
  /** The portal's public address; when set, an Origin equal to it counts as the portal's own. */
  PUBLIC_BASE_URL: z.url({ protocol: /^https?$/ }).optional(),
  /** `off`: /api calls go through Next.js's route handler instead of being answered in proxy.ts (lib/bff/proxy-api.ts). */
  BFF_EARLY: z.enum(['on', 'off']).default('on'),
});

export type PortalEnv = z.infer<typeof schema> & {
  dataDir: string;
  secureCookies: boolean;
  /** scheme, host and port of PUBLIC_BASE_URL, when it is set */
  publicOrigin: string | undefined;
};

let cached: PortalEnv | undefined;

export function portalEnv(): PortalEnv {
  cached ??= parsePortalEnv(process.env);
  return cached;
}

/** Parses an environment; throws a message naming the variables at fault, never their values. */
export function parsePortalEnv(source: NodeJS.ProcessEnv): PortalEnv {
  const parsed = schema.safeParse({
    ...source,
    API_BASE_URL: source.API_BASE_URL || undefined,
    SESSION_SECRET: source.SESSION_SECRET || undefined,
    PUBLIC_BASE_URL: source.PUBLIC_BASE_URL || undefined,
  });
  if (!parsed.success) {
    const fields = parsed.error.issues.map((issue) => issue.path.join('.')).join(', ');
    throw new Error(`Invalid environment: ${fields}. See README.md, "Environment variables".`);
  }
  const env = parsed.data;
  if (env.SESSION_SECRET !== undefined && env.SESSION_SECRET.length < 32) {
    throw new Error('SESSION_SECRET must be at least 32 characters long (README.md, "Environment variables").');
  }
  return {
    ...env,
    dataDir: path.resolve(env.DATA_DIR),
    secureCookies: env.COOKIE_SECURE ? env.COOKIE_SECURE === 'true' : env.NODE_ENV === 'production',
    publicOrigin: env.PUBLIC_BASE_URL ? new URL(env.PUBLIC_BASE_URL).origin : undefined,
  };
}
