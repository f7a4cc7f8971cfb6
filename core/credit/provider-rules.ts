// The credit providers' own rules (docs/domain.md, "Credit providers"): how
// each embedded provider scores (its thresholds) and which deals it takes at
// all (its eligibility). Constants here rather than system parameters: they
// are the funder's terms, not the agency's tunables; GRENKE alone scores with
// the system parameters (scoreKO, scoreProviderSC, activityMinMonths) that
// the administration already edits.

/** The thresholds of the scoring (backend/credit/scoring.ts). */
export interface ScoringRules {
  scoreKO: number;
  scoreProviderSC: number;
  activityMinMonths: number;
}

/** Which deals a provider takes at all; its scoring then decides. */
export interface EligibilityRules {
  /** the largest financed amount it funds, EUR inclusive; null: no ceiling */
  maxFinancedAmount: number | null;
  /** the durations it funds, months inclusive */
  minDurationMonths: number;
  maxDurationMonths: number;
  /** the lowest company solidity (0–100) it looks at; null: any */
  minSolidity: number | null;
}

export const PROVIDER_PROFILES = ['conservative', 'lenient'] as const;

export interface ProviderRules {
  /** conservative: the system parameters' thresholds; lenient: lower ones of its own */
  profile: (typeof PROVIDER_PROFILES)[number];
  /** 'systemParameters': the thresholds the administration sets (GRENKE) */
  scoring: ScoringRules | 'systemParameters';
  eligibility: EligibilityRules;
}

const CONSERVATIVE: ProviderRules = {
  profile: 'conservative',
  scoring: 'systemParameters',
  eligibility: { maxFinancedAmount: null, minDurationMonths: 24, maxDurationMonths: 60, minSolidity: null },
};

export const PROVIDER_RULES: Readonly<Record<string, ProviderRules>> = {
  GRENKE: CONSERVATIVE,
  // Lenient funders take younger and weaker companies, for smaller deals only.
  BNP: {
    profile: 'lenient',
    scoring: { scoreKO: 30, scoreProviderSC: 55, activityMinMonths: 12 },
    eligibility: { maxFinancedAmount: 25_000, minDurationMonths: 24, maxDurationMonths: 48, minSolidity: 20 },
  },
  DLL: {
    profile: 'lenient',
    scoring: { scoreKO: 35, scoreProviderSC: 60, activityMinMonths: 12 },
    eligibility: { maxFinancedAmount: 50_000, minDurationMonths: 36, maxDurationMonths: 60, minSolidity: 30 },
  },
};

/** A provider added by the administration without rules of its own is judged conservatively. */
export function rulesOf(providerCode: string): ProviderRules {
  return PROVIDER_RULES[providerCode.toUpperCase()] ?? CONSERVATIVE;
}

/** The thresholds a provider scores with today: its own, or the system parameters'. */
export function scoringOf(rules: ProviderRules, systemParameters: ScoringRules): ScoringRules {
  return rules.scoring === 'systemParameters'
    ? { scoreKO: systemParameters.scoreKO, scoreProviderSC: systemParameters.scoreProviderSC, activityMinMonths: systemParameters.activityMinMonths }
    : rules.scoring;
}
