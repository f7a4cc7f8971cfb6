// Properties of the pure pricing rules over random amounts and factors: prices
// are never negative, total = monthly × duration, and a bigger amount never
// pays less, within a band and across band boundaries.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { monthlyPayment, sortBands, totalValueCents, type RateBand } from '@/core/pricing/rules';
import { averageRateBasisPoints } from '@/core/pricing/tax';
import { GRENKE_36 } from '../../support/fixtures/pricing';

const RUNS = 2000;
const amount = fc.integer({ min: 0, max: 500_000_000 }); // up to 5 million EUR in cents

/** Random band tables: up to three bounded bands with decreasing factors, then an open band. */
const bandTable = fc
  .tuple(
    fc.uniqueArray(fc.integer({ min: 100, max: 200_000 }), { minLength: 0, maxLength: 3 }),
    fc.array(fc.integer({ min: 1_000, max: 60_000 }), { minLength: 4, maxLength: 4 }),
  )
  .map(([maxima, micros]): RateBand[] => {
    const sortedMicros = [...micros].sort((a, b) => b - a);
    const bounded = [...maxima].sort((a, b) => a - b).map((bandMax, i) => ({ bandMax, factor: sortedMicros[i]! / 1_000_000 }));
    return [...bounded, { bandMax: null, factor: sortedMicros[bounded.length]! / 1_000_000 }];
  });

describe('pricing properties', () => {
  it('monthly payments are non-negative and totals are monthly × duration', () => {
    fc.assert(
      fc.property(bandTable, amount, fc.constantFrom(24, 36, 48, 60), (bands, cents, months) => {
        const payment = monthlyPayment(sortBands(bands), cents)!;
        expect(payment.monthlyCents).toBeGreaterThanOrEqual(0);
        expect(totalValueCents(payment.monthlyCents, months)).toBe(payment.monthlyCents * months);
        expect(Number.isInteger(payment.monthlyCents)).toBe(true);
      }),
      { numRuns: RUNS },
    );
  });

  it('monthly payments are monotonic in the amount, across band boundaries too', () => {
    fc.assert(
      fc.property(bandTable, amount, fc.integer({ min: 0, max: 3_000_000 }), (bands, cents, delta) => {
        const sorted = sortBands(bands);
        expect(monthlyPayment(sorted, cents + delta)!.monthlyCents).toBeGreaterThanOrEqual(monthlyPayment(sorted, cents)!.monthlyCents);
      }),
      { numRuns: RUNS },
    );
  });

  it('is monotonic cent by cent around the real GRENKE boundaries', () => {
    const sorted = sortBands(GRENKE_36);
    fc.assert(
      fc.property(fc.constantFrom(500_000, 2_500_000), fc.integer({ min: -20_000, max: 20_000 }), (boundary, offset) => {
        const at = boundary + offset;
        expect(monthlyPayment(sorted, at + 1)!.monthlyCents).toBeGreaterThanOrEqual(monthlyPayment(sorted, at)!.monthlyCents);
      }),
      { numRuns: RUNS },
    );
  });

  it('the IRPEF average rate stays between 23% and 43% and never falls as income rises', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000_000 }), fc.integer({ min: 0, max: 10_000_000 }), (income, delta) => {
        const rate = averageRateBasisPoints(income);
        expect(rate).toBeGreaterThanOrEqual(2_300);
        expect(rate).toBeLessThanOrEqual(4_300);
        expect(averageRateBasisPoints(income + delta)).toBeGreaterThanOrEqual(rate);
      }),
      { numRuns: RUNS },
    );
  });
});
