// The credit providers behind the evaluation: a registry by provider code
// (./registry.ts) of embedded adapters with each provider's rules, or HTTP
// adapters chosen by the environment.
export { embeddedCreditProvider } from './embedded';
export { httpCreditProvider } from './http';
export { type CreditProviders, creditProviderFromEnv, creditProvidersFromEnv, everyCode } from './registry';
export type { CompanyFacts, CreditDecision, CreditProvider, EvaluationRequest } from './types';
export { CreditProviderError } from './types';
export { loadSystemParameters, type SystemParameters } from './parameters';
