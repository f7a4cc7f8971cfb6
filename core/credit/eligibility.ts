// Whether a provider could take a deal at all, from its rules
// (./provider-rules.ts), pure: the contract page lists the providers a
// refused deal may go to, and the resubmission refuses the others
// (docs/domain.md, "Credit providers"). A fact the contract lacks is not held
// against it: the provider asks for the documents instead.
import { monthsOfActivity } from './activity';
import type { EligibilityRules, ScoringRules } from './provider-rules';

export const INELIGIBILITY_REASONS = ['amount_above_ceiling', 'duration_not_funded', 'activity_too_short', 'solidity_too_low', 'no_rate_factors'] as const;
export type IneligibilityReason = (typeof INELIGIBILITY_REASONS)[number];

export interface Deal {
  financedAmount: number;
  durationMonths: number;
  company: { companySolidity: number | null; incorporationDate: string | null } | null;
}

/** Every reason the provider would not take the deal; empty: eligible. */
export function ineligibility(rules: EligibilityRules, scoring: Pick<ScoringRules, 'activityMinMonths'>, deal: Deal, today: Date): IneligibilityReason[] {
  const reasons: IneligibilityReason[] = [];
  if (rules.maxFinancedAmount !== null && deal.financedAmount > rules.maxFinancedAmount) reasons.push('amount_above_ceiling');
  if (deal.durationMonths < rules.minDurationMonths || deal.durationMonths > rules.maxDurationMonths) reasons.push('duration_not_funded');
  const incorporated = deal.company?.incorporationDate ?? null;
  // A company younger than the provider's minimum is refused by its scoring anyway.
  if (incorporated !== null && monthsOfActivity(incorporated, today) < scoring.activityMinMonths) reasons.push('activity_too_short');
  const solidity = deal.company?.companySolidity ?? null;
  if (rules.minSolidity !== null && solidity !== null && solidity < rules.minSolidity) reasons.push('solidity_too_low');
  return reasons;
}
