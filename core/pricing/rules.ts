// The pricing rules (docs/domain.md) as pure functions on integer cents: rate
// bands, monthly payment, total value, shipping and agent commission.
import type { ShippingMode } from '../domain/contracts';
import { mulDivRound, toBasisPoints, toCents, toMicros } from './money';

/** One amount band of a provider and duration; bandMax in EUR, inclusive; null = no upper bound. */
export interface RateBand {
  bandMax: number | null;
  factor: number;
}

export const GRENKE = 'GRENKE';

/** Bands ascending by upper bound, the open band last. */
export function sortBands(bands: readonly RateBand[]): RateBand[] {
  return [...bands].sort((a, b) => (a.bandMax ?? Infinity) - (b.bandMax ?? Infinity));
}

/**
 * Index of the band holding the amount (upper bounds inclusive). Should an
 * admin remove the open band, the highest one extends upward rather than
 * leaving big carts unpriceable; -1 only without any band.
 */
export function bandIndex(sortedBands: readonly RateBand[], amountCents: number): number {
  const index = sortedBands.findIndex((band) => band.bandMax === null || amountCents <= toCents(band.bandMax));
  return index < 0 ? sortedBands.length - 1 : index;
}

export interface MonthlyPayment {
  monthlyCents: number;
  /** the factor of the amount's band */
  factor: number;
  bandMax: number | null;
}

/**
 * financed × factor(band), rounded half up to the cent. Bigger bands have
 * smaller factors, so just above a boundary the plain product would fall below
 * the payment at the top of the lower band; a larger amount must never pay
 * less, so there the payment is held at that level (docs/domain.md leaves the
 * boundary open; this keeps the payment monotonic in the amount).
 */
export function monthlyPayment(sortedBands: readonly RateBand[], financedCents: number): MonthlyPayment | null {
  const index = bandIndex(sortedBands, financedCents);
  if (index < 0) return null;
  const band = sortedBands[index]!;
  let monthlyCents = mulDivRound(financedCents, toMicros(band.factor), 1_000_000);
  const lower = sortedBands[index - 1];
  if (lower && lower.bandMax !== null) {
    const floor = monthlyPayment(sortedBands, toCents(lower.bandMax));
    if (floor) monthlyCents = Math.max(monthlyCents, floor.monthlyCents);
  }
  return { monthlyCents, factor: band.factor, bandMax: band.bandMax };
}

/** Total value = monthly payment × duration, exact in cents. */
export function totalValueCents(monthlyCents: number, durationMonths: number): number {
  return monthlyCents * durationMonths;
}

/** Products only (accessories and services travel with them); in-store pickup is free. */
export function shippingCostCents(mode: ShippingMode, productUnits: number, unitCostCents: number): number {
  return mode === 'pickup' ? 0 : productUnits * unitCostCents;
}

export interface CommissionRates {
  agentCommission: number;
  grenkeAgentCommission: number;
}

/** The agency's commission percentage for a provider: GRENKE has its own. */
export function commissionPercentFor(providerCode: string, rates: CommissionRates): number {
  return providerCode.toUpperCase() === GRENKE ? rates.grenkeAgentCommission : rates.agentCommission;
}

export function commissionCents(financedCents: number, percent: number): number {
  return mulDivRound(financedCents, toBasisPoints(percent), 10_000);
}
