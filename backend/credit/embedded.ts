// The embedded default provider (GRENKE-like, plays every provider code):
// scores with the current system parameters; dossiers are local identifiers,
// so cancelling one only needs the caller's record.
import type { Database } from '../db/client';
import type { Clock } from '../deps';
import { loadSystemParameters } from './parameters';
import { scoreCompany } from './scoring';
import type { CreditProvider } from './types';

export function embeddedCreditProvider(db: Database, clock: Clock): CreditProvider {
  return {
    kind: 'embedded',
    async evaluate(request) {
      const params = await loadSystemParameters(db);
      const result = scoreCompany(request.company, params, clock());
      return {
        outcome: result.outcome,
        score: result.score,
        reason: result.reason,
        dossierId: `${request.providerCode}-${request.contractNumber}`,
        details: result.details,
        documents: result.documents,
      };
    },
    async cancelDossier() {},
  };
}
