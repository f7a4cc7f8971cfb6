import { describe, expect, it } from 'vitest';
import { averageRateBasisPoints, irpefCents, taxSaving } from '@/core/pricing/tax';

describe('IRPEF average rate', () => {
  it('gives 30.73% for a taxable income of 60,000 EUR (the documented anchor)', () => {
    expect(irpefCents(6_000_000)).toBe(1_844_000); // 6,440 + 7,700 + 4,300
    expect(averageRateBasisPoints(6_000_000)).toBe(3_073);
  });

  it('applies each bracket to its slice only', () => {
    expect(averageRateBasisPoints(2_000_000)).toBe(2_300); // all at 23%
    expect(averageRateBasisPoints(2_800_000)).toBe(2_300); // top of the first bracket
    expect(irpefCents(5_000_000)).toBe(644_000 + 770_000);
    expect(averageRateBasisPoints(5_000_000)).toBe(2_828); // 14,140 / 50,000
    expect(averageRateBasisPoints(100_000_000)).toBe(4_226); // (14,140 + 950,000 × 43%) / 1,000,000
  });

  it('is zero without income', () => {
    expect(averageRateBasisPoints(0)).toBe(0);
    expect(irpefCents(0)).toBe(0);
  });
});

describe('tax saving', () => {
  it('is the yearly fees × the average rate', () => {
    const saving = taxSaving(6_000_000, 10_000, 36); // 100 EUR a month
    expect(saving.yearlyFeesCents).toBe(120_000);
    expect(saving.yearlySavingCents).toBe(36_876); // 1,200 × 30.73%
    expect(saving.totalFeesCents).toBe(360_000);
    expect(saving.totalSavingCents).toBe(110_628);
    expect(saving.grossTaxCents).toBe(1_844_000);
  });
});
