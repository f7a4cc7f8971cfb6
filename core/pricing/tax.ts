// Tax savings of a lease (docs/domain.md): the yearly fees are deductible, so they
// save fees × the IRPEF average rate of the customer's taxable income.
import { mulDivRound } from './money';

/** IRPEF brackets (2024 reform): 23% to 28,000 EUR, 35% to 50,000 EUR, 43% above. */
export const IRPEF_BRACKETS: ReadonlyArray<{ upTo: number | null; ratePercent: number }> = [
  { upTo: 28_000, ratePercent: 23 },
  { upTo: 50_000, ratePercent: 35 },
  { upTo: null, ratePercent: 43 },
];

/** Σ slice × rate over the brackets, in cents × percent: exact, rounded only once by the callers. */
function irpefCentPercent(incomeCents: number): number {
  let total = 0;
  let lower = 0;
  for (const bracket of IRPEF_BRACKETS) {
    const upper = bracket.upTo === null ? Infinity : bracket.upTo * 100;
    total += Math.max(0, Math.min(incomeCents, upper) - lower) * bracket.ratePercent;
    if (incomeCents <= upper) break;
    lower = upper;
  }
  return total;
}

/** Gross IRPEF in cents for a taxable income in cents, bracket by bracket. */
export function irpefCents(incomeCents: number): number {
  return mulDivRound(irpefCentPercent(incomeCents), 1, 100);
}

/**
 * Average rate = IRPEF / income, in basis points (2 decimals of a percent) as
 * the portal shows it: 60,000 EUR → 3073 (30.73%). The saving is computed
 * from this shown rate, so the figures on screen multiply out.
 */
export function averageRateBasisPoints(incomeCents: number): number {
  if (incomeCents <= 0) return 0;
  return mulDivRound(irpefCentPercent(incomeCents), 100, incomeCents);
}

export interface TaxSaving {
  averageRateBasisPoints: number;
  grossTaxCents: number;
  yearlyFeesCents: number;
  yearlySavingCents: number;
  totalFeesCents: number;
  /** The saving of each tax year the fees fall in: twelve instalments each, the last year's fewer when the duration is not whole years. */
  savingPartsCents: number[];
  /** The sum of the parts (docs/domain.md, "Tax savings"). */
  totalSavingCents: number;
}

/** The instalments falling in each tax year of the contract: 12 a year, the rest in a last, shorter year. */
export function instalmentsByYear(durationMonths: number): number[] {
  const years = Array.from({ length: Math.floor(durationMonths / 12) }, () => 12);
  return durationMonths % 12 > 0 ? [...years, durationMonths % 12] : years;
}

/**
 * Yearly figures over 12 instalments; totals over the whole duration. Each tax
 * year's saving is rounded to the cent on its own, as each year's return is,
 * and the total is their sum: 48 months at 179,40 € a year save 717,60 €.
 */
export function taxSaving(incomeCents: number, monthlyCents: number, durationMonths: number): TaxSaving {
  const rate = averageRateBasisPoints(incomeCents);
  const yearlyFeesCents = monthlyCents * 12;
  const savingPartsCents = instalmentsByYear(durationMonths).map((instalments) => mulDivRound(monthlyCents * instalments, rate, 10_000));
  return {
    averageRateBasisPoints: rate,
    grossTaxCents: irpefCents(incomeCents),
    yearlyFeesCents,
    yearlySavingCents: mulDivRound(yearlyFeesCents, rate, 10_000),
    totalFeesCents: monthlyCents * durationMonths,
    savingPartsCents,
    totalSavingCents: savingPartsCents.reduce((sum, part) => sum + part, 0),
  };
}
