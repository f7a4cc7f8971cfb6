// Whether a refused deal may go to a provider (docs/domain.md, "Credit
// providers"), pure: the resubmit action asks it before the move, the
// contract page to list the providers that could take the deal. A provider
// that refused the deal is not asked again unless the deal's data changed
// (its fingerprint, ./deal-fingerprint.ts); a decision recorded before
// fingerprints were kept counts as the same data.
import type { CreditOutcome } from '../domain/contracts';
import { INELIGIBILITY_REASONS, type IneligibilityReason } from './eligibility';

export const RESUBMIT_BLOCKS = [...INELIGIBILITY_REASONS, 'refused_same_data'] as const;
export type ResubmitBlock = (typeof RESUBMIT_BLOCKS)[number];

export interface PastDecision {
  providerCode: string;
  outcome: CreditOutcome;
  fingerprint: string | null;
}

export function refusedSameData(providerCode: string, fingerprint: string, decisions: readonly PastDecision[]): boolean {
  return decisions.some((d) => d.providerCode === providerCode && d.outcome === 'refused' && (d.fingerprint === null || d.fingerprint === fingerprint));
}

/** What keeps the deal from the provider: its earlier refusal of the same data first, then its eligibility; empty: it may go. */
export function resubmitBlocks(
  providerCode: string,
  fingerprint: string,
  decisions: readonly PastDecision[],
  ineligible: readonly IneligibilityReason[],
): ResubmitBlock[] {
  return [...(refusedSameData(providerCode, fingerprint, decisions) ? (['refused_same_data'] as const) : []), ...ineligible];
}
