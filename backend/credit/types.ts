// The credit provider behind the evaluation: an adapter with an
// embedded default (scoring from system parameters) and an HTTP
// implementation chosen by CREDIT_PROVIDER_URL. Callers record every
// decision it returns, with its reason.
import type { DocumentKind } from '../../core/domain/contract-documents';
import type { CreditOutcome } from '../../core/domain/contracts';

export interface CompanyFacts {
  vatNumber: string;
  name: string;
  /** 0–100 from the company-credit lookup */
  companySolidity: number | null;
  employees: number | null;
  /** YYYY-MM-DD */
  incorporationDate: string | null;
}

export interface EvaluationRequest {
  contractNumber: string;
  providerCode: string;
  financedAmount: number;
  durationMonths: number;
  company: CompanyFacts;
}

export interface CreditDecision {
  outcome: CreditOutcome;
  score: number | null;
  /** a stable code (e.g. score_below_ko); details carry the figures behind it */
  reason: string;
  dossierId: string | null;
  details: Record<string, unknown>;
  /** missingDocs: the kinds of document asked for (docs/domain.md, "Missing documents"); empty otherwise */
  documents: DocumentKind[];
}

export interface CreditProvider {
  readonly kind: 'embedded' | 'http';
  /** Never throws: a provider that cannot answer gives outcome 'error' (the contract can be re-sent). */
  evaluate(request: EvaluationRequest): Promise<CreditDecision>;
  /** Throws CreditProviderError when the provider cannot be reached or refuses. */
  cancelDossier(dossierId: string): Promise<void>;
}

export class CreditProviderError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CreditProviderError';
  }
}
