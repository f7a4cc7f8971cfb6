// The ranges administrators may give the providers' rate factors and the
// guarantee tiers' fees on the system parameters page.

/** Monthly payment = financed amount × factor: from 0.1% to 20% of the amount a month. */
export const RATE_FACTOR_RANGE = { min: 0.001, max: 0.2 } as const;
/** Rate factors are stored with six decimals. */
export const RATE_FACTOR_DECIMALS = 6;

/** A handling fee or a theft deductible: at most 1,000 euro, in cents. */
export const FEE_MAX_CENTS = 100_000;
/** Claims a tier repairs without a handling fee. */
export const FREE_ACCIDENTS_MAX = 10;
/** Years of accidental cover (none: unlimited). */
export const COVER_YEARS_RANGE = { min: 1, max: 10 } as const;
