// The embedded providers (docs/domain.md, "Credit providers"): one adapter
// plays every provider code with that provider's own rules
// (core/credit/provider-rules.ts). A deal the provider does not take at all
// (its eligibility) is refused with the first reason; otherwise it scores with
// the provider's thresholds (GRENKE: the current system parameters). Dossiers
// are local identifiers, so cancelling one only needs the caller's record.
import { ineligibility } from '../../core/credit/eligibility';
import { rulesOf, scoringOf } from '../../core/credit/provider-rules';
import type { Database } from '../db/client';
import type { Clock } from '../deps';
import { loadSystemParameters } from './parameters';
import { scoreCompany } from './scoring';
import type { CreditDecision, CreditProvider, EvaluationRequest } from './types';

export function embeddedCreditProvider(db: Database, clock: Clock): CreditProvider {
  return {
    kind: 'embedded',
    async evaluate(request: EvaluationRequest): Promise<CreditDecision> {
      const rules = rulesOf(request.providerCode);
      const scoring = scoringOf(rules, await loadSystemParameters(db));
      const today = clock();
      const dossierId = `${request.providerCode}-${request.contractNumber}`;
      const reasons = ineligibility(rules.eligibility, scoring, request, today);
      // A young company is refused by the scoring with its score; the other limits are the provider's terms.
      const terms = reasons.filter((r) => r !== 'activity_too_short');
      if (terms.length > 0) return { outcome: 'refused', score: null, reason: terms[0]!, dossierId, details: { reasons: terms }, documents: [] };
      const result = scoreCompany(request.company, scoring, today);
      return { outcome: result.outcome, score: result.score, reason: result.reason, dossierId, details: result.details, documents: result.documents };
    },
    async cancelDossier() {},
  };
}
