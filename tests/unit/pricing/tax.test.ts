import { describe, expect, it } from 'vitest';
import { averageRateBasisPoints, instalmentsByYear, irpefCents, taxSaving } from '@/core/pricing/tax';

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

  it('adds up its yearly parts to the total, to the cent (48 months at 48,65 € a month: 4 × 179,40 € = 717,60 €)', () => {
    const saving = taxSaving(6_000_000, 4_865, 48);
    expect(saving.yearlySavingCents).toBe(17_940);
    expect(saving.savingPartsCents).toEqual([17_940, 17_940, 17_940, 17_940]);
    expect(saving.totalSavingCents).toBe(71_760); // the whole fees × rate would round to 717,61 €
  });

  it.each([24, 36, 48, 60, 30, 7])('gives %i months one part per tax year, summing to the total', (months) => {
    for (const monthlyCents of [4_865, 12_345, 99, 100_001]) {
      const saving = taxSaving(5_000_000, monthlyCents, months);
      expect(saving.savingPartsCents).toHaveLength(Math.ceil(months / 12));
      expect(saving.savingPartsCents.reduce((a, b) => a + b, 0)).toBe(saving.totalSavingCents);
      // every whole year saves what the yearly line shows
      expect(saving.savingPartsCents.slice(0, Math.floor(months / 12)).every((part) => part === saving.yearlySavingCents)).toBe(true);
    }
  });

  it('counts a shorter last year by its own instalments', () => {
    expect(instalmentsByYear(30)).toEqual([12, 12, 6]);
    expect(instalmentsByYear(48)).toEqual([12, 12, 12, 12]);
    expect(instalmentsByYear(5)).toEqual([5]);
    const saving = taxSaving(6_000_000, 10_000, 30); // 100 EUR a month at 30.73%
    expect(saving.savingPartsCents).toEqual([36_876, 36_876, 18_438]);
    expect(saving.totalSavingCents).toBe(92_190);
  });
});
