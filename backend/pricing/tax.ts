// Tax savings of a lease (DESIGN §6): the yearly fees are deductible, so they
// save fees × the IRPEF average rate of the customer's taxable income.
import { mulDivRound } from './money';

/** IRPEF brackets (2024 reform): 23% to 28,000 EUR, 35% to 50,000 EUR, 43% above. */
export const IRPEF_BRACKETS: ReadonlyArray<{ upTo: number | null; ratePercent: number }> = [
  { upTo: 28_000, ratePercent: 23 },
  { upTo: 50_000, ratePercent: 35 },
  { upTo: null, ratePercent: 43 },
];

/** Gross IRPEF in cents for a taxable income in cents, bracket by bracket. */
export function irpefCents(incomeCents: number): number {
  let tax = 0;
  let lower = 0;
  for (const bracket of IRPEF_BRACKETS) {
    const upper = bracket.upTo === null ? Infinity : bracket.upTo * 100;
    const slice = Math.max(0, Math.min(incomeCents, upper) - lower);
    tax += mulDivRound(slice, bracket.ratePercent, 100);
    lower = upper;
    if (incomeCents <= upper) break;
  }
  return tax;
}

/**
 * Average rate = IRPEF / income, in basis points (2 decimals of a percent) as
 * the portal shows it: 60,000 EUR → 3073 (30.73%). The saving is computed
 * from this shown rate, so the figures on screen multiply out.
 */
export function averageRateBasisPoints(incomeCents: number): number {
  if (incomeCents <= 0) return 0;
  return mulDivRound(irpefCents(incomeCents), 10_000, incomeCents);
}

export interface TaxSaving {
  averageRateBasisPoints: number;
  grossTaxCents: number;
  yearlyFeesCents: number;
  yearlySavingCents: number;
  totalFeesCents: number;
  totalSavingCents: number;
}

/** Yearly figures over 12 instalments; totals over the whole duration. */
export function taxSaving(incomeCents: number, monthlyCents: number, durationMonths: number): TaxSaving {
  const rate = averageRateBasisPoints(incomeCents);
  const yearlyFeesCents = monthlyCents * 12;
  const totalFeesCents = monthlyCents * durationMonths;
  return {
    averageRateBasisPoints: rate,
    grossTaxCents: irpefCents(incomeCents),
    yearlyFeesCents,
    yearlySavingCents: mulDivRound(yearlyFeesCents, rate, 10_000),
    totalFeesCents,
    totalSavingCents: mulDivRound(totalFeesCents, rate, 10_000),
  };
}
