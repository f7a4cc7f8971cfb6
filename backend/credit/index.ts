// The credit provider of this process: HTTP when CREDIT_PROVIDER_URL is set,
// else the embedded default. createApp builds it once; tests pass their own.
import type { Database } from '../db/client';
import type { Clock } from '../deps';
import { embeddedCreditProvider } from './embedded';
import { parseEnv } from '../env';
import { httpCreditProvider } from './http';
import type { CreditProvider } from './types';

export function creditProviderFromEnv(db: Database, clock: Clock, env: Record<string, string | undefined> = process.env): CreditProvider {
  const parsed = parseEnv(env);
  if (!parsed.CREDIT_PROVIDER_URL) return embeddedCreditProvider(db, clock);
  return httpCreditProvider({ baseUrl: parsed.CREDIT_PROVIDER_URL, apiKey: parsed.CREDIT_PROVIDER_API_KEY, timeoutMs: parsed.CREDIT_PROVIDER_TIMEOUT_MS });
}

export { embeddedCreditProvider } from './embedded';
export { httpCreditProvider } from './http';
export type { CompanyFacts, CreditDecision, CreditProvider, EvaluationRequest } from './types';
export { CreditProviderError } from './types';
export { loadSystemParameters, type SystemParameters } from './parameters';
