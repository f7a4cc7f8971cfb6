// The credit providers of this process, by code (docs/domain.md, "Credit
// providers"): each provider is the embedded adapter with its own rules,
// unless the environment gives it an HTTP endpoint of its own
// (CREDIT_PROVIDER_<CODE>_URL, _API_KEY); CREDIT_PROVIDER_URL, as before,
// sends every provider without one to that endpoint. createApp builds the
// registry once; tests pass their own adapter, which then plays every code.
import type { Database } from '../db/client';
import type { Clock } from '../deps';
import { creditProviderEndpoints, parseEnv } from '../env';
import { embeddedCreditProvider } from './embedded';
import { httpCreditProvider } from './http';
import type { CreditProvider } from './types';

export interface CreditProviders {
  /** The adapter that evaluates (and cancels the dossiers) of the provider with this code. */
  forCode(providerCode: string): CreditProvider;
}

/** One adapter for every provider code (tests; a single HTTP provider). */
export const everyCode = (provider: CreditProvider): CreditProviders => ({ forCode: () => provider });

/** The adapter of the providers without an endpoint of their own: HTTP when CREDIT_PROVIDER_URL is set, else the embedded one. */
export function creditProviderFromEnv(db: Database, clock: Clock, env: Record<string, string | undefined> = process.env): CreditProvider {
  const parsed = parseEnv(env);
  if (!parsed.CREDIT_PROVIDER_URL) return embeddedCreditProvider(db, clock);
  return httpCreditProvider({ baseUrl: parsed.CREDIT_PROVIDER_URL, apiKey: parsed.CREDIT_PROVIDER_API_KEY, timeoutMs: parsed.CREDIT_PROVIDER_TIMEOUT_MS });
}

export function creditProvidersFromEnv(db: Database, clock: Clock, env: Record<string, string | undefined> = process.env): CreditProviders {
  const { CREDIT_PROVIDER_TIMEOUT_MS: timeoutMs } = parseEnv(env);
  const fallback = creditProviderFromEnv(db, clock, env);
  const own = new Map(
    Object.entries(creditProviderEndpoints(env)).map(([code, { url, apiKey }]) => [code, httpCreditProvider({ baseUrl: url, apiKey, timeoutMs })]),
  );
  return { forCode: (providerCode) => own.get(providerCode.toUpperCase()) ?? fallback };
}
