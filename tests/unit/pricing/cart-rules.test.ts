import { describe, expect, it } from 'vitest';
import { cartErrors, checkAccessoriesShare, checkDurations, checkFlex, checkQuantities, checkServices, checkShipping } from '@/core/pricing/cart-rules';
import { computePrices } from '@/core/pricing/compute';
import type { CartLine } from '@/core/schemas/pricing';
import { book, cart } from '../../support/fixtures/pricing';

const phone = (over: Partial<CartLine> = {}): CartLine => ({
  modelId: 1,
  quantity: 1,
  durationMonths: 36,
  accessories: [],
  services: [{ tier: 'SILVER', quantity: 1 }],
  ...over,
});

describe('cart rules', () => {
  it('accept the reference cart', () => {
    expect(cartErrors(cart(), book())).toEqual([]);
  });

  it('refuse quantities below 1 on products, accessories and services', () => {
    const c = cart({ lines: [phone({ quantity: 0, accessories: [{ accessoryId: 10, quantity: -1 }], services: [{ tier: 'SILVER', quantity: 0 }] })] });
    expect(checkQuantities(c)).toEqual([
      { field: 'lines.0.quantity', code: 'quantity_below_one' },
      { field: 'lines.0.accessories.0.quantity', code: 'quantity_below_one' },
      { field: 'lines.0.services.0.quantity', code: 'quantity_below_one' },
    ]);
  });

  it('need exactly one service per product unit and name the lines with too many', () => {
    const c = cart({
      lines: [
        phone({
          quantity: 2,
          services: [
            { tier: 'SILVER', quantity: 2 },
            { tier: 'GOLD', quantity: 1 },
          ],
        }),
        phone({ quantity: 2, services: [{ tier: 'GOLD', quantity: 1 }] }),
        phone({ quantity: 1 }),
      ],
    });
    expect(checkServices(c)).toEqual([
      { field: 'lines.0.services', code: 'services_mismatch', params: { products: 2, services: 3, excess: 1 } },
      { field: 'lines.1.services', code: 'services_mismatch', params: { products: 2, services: 1, excess: 0 } },
    ]);
  });

  it('refuse accessories above 49% of the goods total, and accept exactly 49%', () => {
    // phone 800 + SILVER 49 = 849; case 450 → 450 / 1,299 = 34.6%: fine
    expect(checkAccessoriesShare(cart({ lines: [phone({ accessories: [{ accessoryId: 11, quantity: 1 }] })] }), book())).toEqual([]);
    // two cases: 900 / 1,749 = 51.5%
    const over = cart({ lines: [phone({ accessories: [{ accessoryId: 11, quantity: 2 }] })] });
    expect(checkAccessoriesShare(over, book())).toEqual([{ field: 'lines', code: 'accessories_over_limit', params: { percent: 49 } }]);
    // 49 / (51 + 49) exactly: allowed
    const exact = book({
      models: new Map([[1, { id: 1, name: 'P', partNumber: 'P', category: 'smartphone', listPrice: 2, flexEligible: true, accessoryIds: new Set([10]) }]]),
      accessories: new Map([[10, { id: 10, name: 'A', partNumber: 'A', price: 49 }]]),
      services: new Map([['SILVER:smartphone', { id: 100, tier: 'SILVER', category: 'smartphone', price: 49 }]]),
    });
    expect(checkAccessoriesShare(cart({ lines: [phone({ accessories: [{ accessoryId: 10, quantity: 1 }] })] }), exact)).toEqual([]);
  });

  it('refuse accessories in a flex cart and models not sold as flex', () => {
    const c = cart({ contractType: 'flex', lines: [phone({ accessories: [{ accessoryId: 10, quantity: 1 }] }), { ...phone(), modelId: 2 }] });
    expect(checkFlex(c, book())).toEqual([
      { field: 'lines.0.accessories', code: 'flex_with_accessories' },
      { field: 'lines.1.modelId', code: 'not_flex_eligible' },
    ]);
    expect(checkFlex(cart({ contractType: 'plus', lines: [phone({ accessories: [{ accessoryId: 10, quantity: 1 }] })] }), book())).toEqual([]);
  });

  it('refuse mixed financing durations', () => {
    expect(checkDurations(cart({ lines: [phone(), phone({ durationMonths: 24 })] }))).toEqual([
      { field: 'lines', code: 'mixed_durations', params: { durations: '36, 24' } },
    ]);
  });

  it('check each destination against shippingMaxUnits and the units against the products', () => {
    const lines = [phone({ quantity: 3, services: [{ tier: 'SILVER', quantity: 3 }] })];
    const ship = (units: number[]) => cart({ lines, shipping: { mode: 'multipleDestinations', destinations: units.map((u) => ({ units: u })) } });
    expect(checkShipping(ship([2, 1]), book())).toEqual([{ field: 'shipping.destinations.1.units', code: 'destination_below_min_units', params: { min: 2 } }]);
    expect(checkShipping(ship([2, 2]), book())).toEqual([
      { field: 'shipping.destinations', code: 'destinations_units_mismatch', params: { products: 3, destinations: 4 } },
    ]);
    expect(checkShipping(ship([]), book())).toEqual([{ field: 'shipping.destinations', code: 'required' }]);
    expect(checkShipping(ship([3]), book())).toEqual([]);
    expect(checkShipping(cart({ lines, shipping: { mode: 'pickup', destinations: [{ units: 0 }] } }), book())).toEqual([]);
  });

  it('refuse unknown models, accessories of other models, missing tiers, providers and durations', () => {
    const c = cart({
      lines: [
        phone({ modelId: 99 }),
        phone({ accessories: [{ accessoryId: 12, quantity: 1 }], durationMonths: 48 }),
        { ...phone(), modelId: 2, services: [{ tier: 'GOLD', quantity: 1 }] },
      ],
    });
    expect(cartErrors(c, book())).toEqual(
      expect.arrayContaining([
        { field: 'lines.0.modelId', code: 'unknown_product' },
        { field: 'lines.1.durationMonths', code: 'unknown_duration' },
        { field: 'lines.1.accessories.0.accessoryId', code: 'accessory_not_for_model' },
        { field: 'lines.2.services.0.tier', code: 'unknown_service' },
      ]),
    );
    expect(cartErrors(cart(), book({ provider: null }))).toEqual([{ field: 'providerCode', code: 'unknown_provider' }]);
  });
});

describe('computePrices', () => {
  it('adds products, accessories, services and shipping, then applies the band factor', () => {
    const priced = computePrices(cart(), book());
    // products 2 × 800 + 1,200.50; accessories 2 × 19.90; services 2 × 49 + 79; shipping 3 × 5
    expect(priced.productsAmount).toBe(2_800.5);
    expect(priced.accessoriesAmount).toBe(39.8);
    expect(priced.servicesAmount).toBe(177);
    expect(priced.shippingCost).toBe(15);
    expect(priced.financedAmount).toBe(3_032.3);
    expect(priced.rateFactor).toBe(0.0322);
    expect(priced.monthlyPayment).toBe(97.64); // 3,032.30 × 0.0322 = 97.640...
    expect(priced.totalValue).toBe(3_515.04);
    expect(priced.commission).toEqual({ percent: 4, amount: 121.29 });
    expect(priced.durationMonths).toBe(36);
    expect(priced.productUnits).toBe(3);
    expect(priced.lines[0]).toMatchObject({ modelId: 1, unitPrice: 800, amount: 1_600, accessories: [{ id: 10, amount: 39.8 }] });
  });

  it('charges no shipping for pickup', () => {
    expect(computePrices(cart({ shipping: { mode: 'pickup', destinations: [] } }), book()).shippingCost).toBe(0);
  });

  it('uses the agency rate for providers other than GRENKE', () => {
    const priced = computePrices(cart({ providerCode: 'BNP' }), book({ provider: { id: 2, code: 'BNP', name: 'BNP' } }));
    expect(priced.commission.percent).toBe(3.5);
  });
});
