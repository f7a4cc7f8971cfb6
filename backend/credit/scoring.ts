// The embedded provider's rule (docs/domain.md), pure: a score from the company's
// solidity, size and age, then the thresholds of system_parameters.
//   score = 0.6 × companySolidity (0–60) + size points (0–20) + age points (0–20)
//   activity < activityMinMonths or score < scoreKO → refused
//   score ≥ scoreProviderSC → preApprovated; otherwise missingDocs
// Without the facts to score, the provider asks for the documents that give
// them; between the thresholds, for the last balance sheet and the signers'
// identity documents (missingDocs).
import { type DocumentKind, documentsForMissingFacts } from '../../core/domain/contract-documents';
import type { CreditOutcome } from '../../core/domain/contracts';
import { monthsOfActivity } from '../../core/credit/activity';
import type { SystemParameters } from './parameters';
import type { CompanyFacts } from './types';

export type ScoringParameters = Pick<SystemParameters, 'scoreKO' | 'scoreProviderSC' | 'activityMinMonths'>;

export interface ScoreResult {
  outcome: CreditOutcome;
  score: number | null;
  reason: 'missing_company_data' | 'activity_too_short' | 'score_below_ko' | 'score_at_or_above_sc' | 'score_between_ko_and_sc';
  details: Record<string, unknown>;
  /** missingDocs: what to send; empty otherwise */
  documents: DocumentKind[];
}

export { monthsOfActivity };

/** What an intermediate score asks for before the provider decides. */
export const INTERMEDIATE_SCORE_DOCUMENTS: readonly DocumentKind[] = ['lastBalanceSheet', 'signersIdentity'];

/** Micro firms score lowest; 100 or more employees score full. */
export function sizePoints(employees: number): number {
  if (employees >= 100) return 20;
  if (employees >= 20) return 15;
  if (employees >= 5) return 10;
  if (employees >= 1) return 5;
  return 0;
}

/** 4 points per full year of activity, at most 20 (five years). */
export function agePoints(months: number): number {
  return Math.min(20, Math.max(0, Math.floor(months / 12) * 4));
}

export function scoreCompany(company: CompanyFacts, params: ScoringParameters, today: Date): ScoreResult {
  const missing = (['companySolidity', 'employees', 'incorporationDate'] as const).filter((field) => company[field] === null);
  if (missing.length > 0) {
    return { outcome: 'missingDocs', score: null, reason: 'missing_company_data', details: { missing }, documents: documentsForMissingFacts(missing) };
  }

  const months = monthsOfActivity(company.incorporationDate!, today);
  const solidity = Math.min(100, Math.max(0, company.companySolidity!));
  const score = Math.round(solidity * 0.6 + sizePoints(company.employees!) + agePoints(months));
  const details = { score, months, scoreKO: params.scoreKO, scoreProviderSC: params.scoreProviderSC, activityMinMonths: params.activityMinMonths };
  if (months < params.activityMinMonths) return { outcome: 'refused', score, reason: 'activity_too_short', details, documents: [] };
  if (score < params.scoreKO) return { outcome: 'refused', score, reason: 'score_below_ko', details, documents: [] };
  if (score >= params.scoreProviderSC) return { outcome: 'preApprovated', score, reason: 'score_at_or_above_sc', details, documents: [] };
  return { outcome: 'missingDocs', score, reason: 'score_between_ko_and_sc', details, documents: [...INTERMEDIATE_SCORE_DOCUMENTS] };
}
