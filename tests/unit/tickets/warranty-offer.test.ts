// The warranty offer's rules: its states, the tiers it may name, its price on
// the contract (the pricing rules' bands, across a band's edge too) and the
// tier a unit keeps once an offer is confirmed.
import { describe, expect, it } from 'vitest';
import { unitTiers } from '@/core/tickets/warranty';
import { higherTiers, offerStateAfter, priceExtension } from '@/core/tickets/warranty-offer';

const BANDS = [
  { bandMax: 1000, factor: 0.04 },
  { bandMax: null, factor: 0.03 },
];

describe('the price of an extension', () => {
  it('adds what the bands ask for the contract with the difference, less what they ask without it', () => {
    // 600 € at 4 % = 24,00; 660 € at 4 % = 26,40: 2,40 more a month, 36 months.
    expect(priceExtension({ financedCents: 60_000, monthlyCents: 2_400, durationMonths: 36 }, BANDS, 5_000, 11_000)).toEqual({
      extraFinancedCents: 6_000,
      extraMonthlyCents: 240,
      financedAfterCents: 66_000,
      monthlyAfterCents: 2_640,
      totalAfterCents: 95_040,
    });
  });

  it('across a band’s edge, prices the whole contract in the new band (never less than the top of the lower one)', () => {
    // 980 € at 4 % = 39,20; 1040 € at 3 % = 31,20, held at 1000 × 4 % = 40,00: 0,80 more.
    const price = priceExtension({ financedCents: 98_000, monthlyCents: 3_920, durationMonths: 24 }, BANDS, 5_000, 11_000)!;
    expect(price.extraMonthlyCents).toBe(80);
    expect(price.monthlyAfterCents).toBe(4_000);
  });

  it('keeps the contract’s agreed payment and adds the extra to it', () => {
    // A contract priced with older bands (25,00 € rather than 24,00 €) keeps its 25,00 € plus the 2,40 €.
    expect(priceExtension({ financedCents: 60_000, monthlyCents: 2_500, durationMonths: 36 }, BANDS, 5_000, 11_000)!.monthlyAfterCents).toBe(2_740);
  });

  it('costs nothing for a tier priced no higher, and cannot be priced without bands', () => {
    expect(priceExtension({ financedCents: 60_000, monthlyCents: 2_400, durationMonths: 36 }, BANDS, 11_000, 9_000)!.extraMonthlyCents).toBe(0);
    expect(priceExtension({ financedCents: 60_000, monthlyCents: 2_400, durationMonths: 36 }, [], 5_000, 11_000)).toBeNull();
  });
});

describe('the offer’s states', () => {
  it('is made (again, until accepted), accepted or declined once, and confirmed only once accepted', () => {
    expect(offerStateAfter(null, 'make')).toBe('offered');
    expect(offerStateAfter('offered', 'make')).toBe('offered');
    expect(offerStateAfter('declined', 'make')).toBe('offered');
    expect(offerStateAfter('accepted', 'make')).toBeNull();
    expect(offerStateAfter('confirmed', 'make')).toBeNull();
    expect(offerStateAfter('offered', 'accept')).toBe('accepted');
    expect(offerStateAfter('offered', 'decline')).toBe('declined');
    expect(offerStateAfter('accepted', 'accept')).toBeNull();
    expect(offerStateAfter(null, 'accept')).toBeNull();
    expect(offerStateAfter('accepted', 'confirm')).toBe('confirmed');
    expect(offerStateAfter('offered', 'confirm')).toBeNull();
    expect(offerStateAfter('declined', 'confirm')).toBeNull();
    expect(offerStateAfter('confirmed', 'confirm')).toBeNull();
  });

  it('names a tier above the unit’s', () => {
    expect(higherTiers('SILVER')).toEqual(['GOLD', 'PLATINUM']);
    expect(higherTiers('GOLD')).toEqual(['PLATINUM']);
    expect(higherTiers('PLATINUM')).toEqual([]);
    expect(higherTiers(null)).toEqual([]);
  });
});

describe('a unit after its extension', () => {
  it('keeps its new tier and leaves its line’s other services to the other units', () => {
    // Two SILVER units; the first was extended to GOLD: the line now has 1 SILVER and 1 GOLD.
    const units = [
      { id: 1, itemId: 7, guaranteeTier: 'GOLD' as const },
      { id: 2, itemId: 7, guaranteeTier: null },
    ];
    const services = [
      { parentItemId: 7, tier: 'SILVER' as const, quantity: 1 },
      { parentItemId: 7, tier: 'GOLD' as const, quantity: 1 },
    ];
    const tiers = unitTiers(units, services);
    expect([tiers.get(1), tiers.get(2)]).toEqual(['GOLD', 'SILVER']);
  });
});
