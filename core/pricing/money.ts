// Money is computed in integer cents and rounded half up in one place, so the
// same cart always gives the same figures in the API, the contract and the PDF.

/** Euros (at most cent precision in practice) to integer cents. */
export function toCents(euros: number): number {
  return Math.round(euros * 100);
}

export function toEuros(cents: number): number {
  return cents / 100;
}

/**
 * round_half_up(cents × numerator / denominator) in exact integer arithmetic:
 * factors and percentages are scaled to integers first, so no float error can
 * tip a half cent the wrong way.
 */
export function mulDivRound(cents: number, numerator: number, denominator: number): number {
  const product = BigInt(cents) * BigInt(numerator);
  const d = BigInt(denominator);
  const half = d / 2n;
  const rounded = product >= 0n ? (product + half) / d : -((-product + half) / d);
  return Number(rounded);
}

/** A rate factor such as 0.0452 as an integer of millionths (the column has 6 decimals). */
export function toMicros(factor: number): number {
  return Math.round(factor * 1_000_000);
}

/** A percentage such as 3.5 (%) as an integer of basis points (the column has 2 decimals). */
export function toBasisPoints(percent: number): number {
  return Math.round(percent * 100);
}
