import { describe, expect, it } from 'vitest';
import { mulDivRound, toCents } from '@/core/pricing/money';
import { bandIndex, commissionCents, commissionPercentFor, monthlyPayment, shippingCostCents, sortBands, totalValueCents } from '@/core/pricing/rules';
import { GRENKE_36 } from '../../support/fixtures/pricing';

const bands = sortBands(GRENKE_36);

describe('money', () => {
  it('rounds half up in exact integer arithmetic', () => {
    expect(mulDivRound(1, 1, 2)).toBe(1);
    expect(mulDivRound(3, 1, 2)).toBe(2);
    expect(mulDivRound(1, 1, 3)).toBe(0);
    expect(mulDivRound(-3, 1, 2)).toBe(-2);
    // 1,000,000 EUR × 0.0315 without float drift
    expect(mulDivRound(100_000_000, 31_500, 1_000_000)).toBe(3_150_000);
  });

  it('converts euros with cent precision', () => {
    expect(toCents(1200.5)).toBe(120_050);
    expect(toCents(19.99)).toBe(1999);
    expect(toCents(0.1 + 0.2)).toBe(30);
  });
});

describe('rate bands', () => {
  it('sorts the open band last', () => {
    expect(bands.map((b) => b.bandMax)).toEqual([5_000, 25_000, null]);
  });

  it('puts a boundary amount in the lower band (upper bounds inclusive)', () => {
    expect(bandIndex(bands, 500_000)).toBe(0);
    expect(bandIndex(bands, 500_001)).toBe(1);
    expect(bandIndex(bands, 2_500_000)).toBe(1);
    expect(bandIndex(bands, 2_500_001)).toBe(2);
    expect(bandIndex(bands, 0)).toBe(0);
  });

  it('lets the highest band extend upward when no band is open', () => {
    expect(bandIndex(sortBands([{ bandMax: 5_000, factor: 0.03 }]), 900_000)).toBe(0);
    expect(bandIndex([], 100)).toBe(-1);
    expect(monthlyPayment([], 100)).toBeNull();
  });
});

describe('monthly payment and total', () => {
  it('is financed × factor of the band, rounded half up to the cent', () => {
    // 3,000 EUR × 0.0322 = 96.60
    expect(monthlyPayment(bands, 300_000)).toEqual({ monthlyCents: 9_660, factor: 0.0322, bandMax: 5_000 });
    // 10,000 EUR × 0.0315 = 315.00
    expect(monthlyPayment(bands, 1_000_000)?.monthlyCents).toBe(31_500);
    // 40,000 EUR × 0.0309 = 1,236.00
    expect(monthlyPayment(bands, 4_000_000)?.monthlyCents).toBe(123_600);
    // 1,234.57 × 0.0322 = 39.753154 → 39.75
    expect(monthlyPayment(bands, 123_457)?.monthlyCents).toBe(3_975);
  });

  it('never pays less for a bigger amount just above a band boundary', () => {
    const top = monthlyPayment(bands, 500_000)!.monthlyCents; // 161.00
    expect(top).toBe(16_100);
    const above = monthlyPayment(bands, 500_001)!;
    expect(above.factor).toBe(0.0315);
    expect(above.monthlyCents).toBe(16_100); // 5,000.01 × 0.0315 = 157.50 is held at 161.00
    // once the plain product passes the floor, it applies again: 5,200 × 0.0315 = 163.80
    expect(monthlyPayment(bands, 520_000)!.monthlyCents).toBe(16_380);
    expect(monthlyPayment(bands, 2_500_001)!.monthlyCents).toBe(78_750); // floor of 25,000 × 0.0315
  });

  it('totals monthly × duration exactly', () => {
    expect(totalValueCents(9_660, 36)).toBe(347_760);
    expect(totalValueCents(0, 60)).toBe(0);
  });
});

describe('shipping', () => {
  it('charges the unit cost per product unit for registered office and multiple destinations', () => {
    expect(shippingCostCents('registeredOffice', 3, 500)).toBe(1_500);
    expect(shippingCostCents('multipleDestinations', 4, 650)).toBe(2_600);
  });

  it('is free for in-store pickup', () => {
    expect(shippingCostCents('pickup', 10, 500)).toBe(0);
  });
});

describe('agent commission', () => {
  const rates = { agentCommission: 3.5, grenkeAgentCommission: 4 };

  it('uses the GRENKE rate for GRENKE and the agency rate otherwise', () => {
    expect(commissionPercentFor('GRENKE', rates)).toBe(4);
    expect(commissionPercentFor('grenke', rates)).toBe(4);
    expect(commissionPercentFor('BNP', rates)).toBe(3.5);
  });

  it('is the percentage of the financed amount, rounded to the cent', () => {
    expect(commissionCents(1_000_000, 3.5)).toBe(35_000);
    expect(commissionCents(123_457, 4)).toBe(4_938); // 49.3828
    expect(commissionCents(100_000, 0)).toBe(0);
  });
});
