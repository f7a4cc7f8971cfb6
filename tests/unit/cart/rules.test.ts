import { describe, expect, it } from 'vitest';
import { accessoriesPercent, cartWideIssues, issuesOfLine, issuesShown } from '@/lib/cart/issues-shown';
import { cartIssues, shippingIssues } from '@/lib/cart/rules';
import enMessages from '@/messages/en.json';
import itMessages from '@/messages/it.json';
import { AGENCY, CHARGER, INFO, IPAD_AIR, IPHONE, KEYBOARD, PENCIL, THINKPAD, line, quote } from '../../support/fixtures/cart';

const codes = (issues: { field?: string; code: string }[]) => issues.map(({ field, code }) => ({ field, code }));

describe('cart rules in the browser (the API’s own functions)', () => {
  it('passes a valid two-model cart', () => {
    expect(cartIssues(quote({ lines: [line(IPHONE, 2, { accessories: [{ accessoryId: CHARGER, quantity: 1 }] }), line(THINKPAD, 1)] }), INFO, AGENCY)).toEqual(
      [],
    );
  });

  it('needs a quantity of at least 1', () => {
    const issues = cartIssues(quote({ lines: [line(IPHONE, 0)] }), INFO, AGENCY);
    expect(codes(issues)).toContainEqual({ field: 'lines.0.quantity', code: 'quantity_below_one' });
  });

  it('wants one service per product; more services say how many to remove', () => {
    const issues = cartIssues(
      quote({
        lines: [
          line(IPHONE, 2, {
            services: [
              { tier: 'GOLD', quantity: 2 },
              { tier: 'SILVER', quantity: 1 },
            ],
          }),
        ],
      }),
      INFO,
      AGENCY,
    );
    expect(issues).toEqual([{ field: 'lines.0.services', code: 'services_mismatch', params: { products: 2, services: 3, excess: 1 } }]);
    expect(issuesOfLine(issues, 0)).toHaveLength(1);
    expect(issuesOfLine(issues, 1)).toHaveLength(0);
  });

  it('refuses accessories in a flex rental cart, and models not sold as flex', () => {
    const issues = cartIssues(
      quote({ contractType: 'flex', lines: [line(IPHONE, 1, { accessories: [{ accessoryId: CHARGER, quantity: 1 }] }), line(THINKPAD, 1)] }),
      INFO,
      AGENCY,
    );
    expect(codes(issues)).toEqual([
      { field: 'lines.0.accessories', code: 'flex_with_accessories' },
      { field: 'lines.1.modelId', code: 'not_flex_eligible' },
    ]);
  });

  it('warns when accessories go above 49% of the total', () => {
    // iPad Air 699 + SILVER 59 + accessories 736 → 49.3%; with GOLD (99) 48.0%.
    const heavy = (tier: string) =>
      quote({
        lines: [
          line(IPAD_AIR, 1, {
            services: [{ tier, quantity: 1 }],
            accessories: [
              { accessoryId: KEYBOARD, quantity: 2 },
              { accessoryId: PENCIL, quantity: 2 },
            ],
          }),
        ],
      });
    const over = cartIssues(heavy('SILVER'), INFO, AGENCY);
    expect(cartWideIssues(over)).toEqual([{ field: 'lines', code: 'accessories_over_limit', params: { percent: 49 } }]);
    expect(accessoriesPercent(heavy('SILVER'), INFO)).toBe(49.3);
    expect(cartIssues(heavy('GOLD'), INFO, AGENCY)).toEqual([]);
  });

  it('checks each destination gets at least shippingMaxUnits products and all of them are shipped', () => {
    const destination = (units: number) => ({ units, contactName: 'A', phone: '', address: 'Via 1', postalCode: '20100', town: 'Milano', province: 'MI' });
    const q = (units: number[]) => quote({ lines: [line(IPHONE, 3)], shipping: { mode: 'multipleDestinations', destinations: units.map(destination) } });
    expect(shippingIssues(q([2, 1]), AGENCY).map((i) => i.code)).toEqual(['destination_below_min_units']);
    expect(shippingIssues(q([2, 2]), AGENCY).map((i) => i.code)).toEqual(['destinations_units_mismatch']);
    expect(shippingIssues(q([3]), AGENCY)).toEqual([]);
    expect(shippingIssues({ ...q([]), shipping: { mode: 'pickup', destinations: [], visited: false } }, AGENCY)).toEqual([]);
  });

  it('has a message for every rule in both languages, the agreed Italian for the flex refusal', () => {
    for (const code of [
      'quantity_below_one',
      'services_mismatch',
      'flex_with_accessories',
      'not_flex_eligible',
      'accessories_over_limit',
      'destination_below_min_units',
      'destinations_units_mismatch',
    ]) {
      expect((itMessages.errors as Record<string, string>)[code], code).toBeTruthy();
      expect((enMessages.errors as Record<string, string>)[code], code).toBeTruthy();
    }
    expect(itMessages.errors.flex_with_accessories).toBe('Non è possibile aggiungere accessori in un carrello con prodotti in Noleggio Flex');
  });
});

describe('the issues a step shows, counted once', () => {
  it('counts one message for a line at quantity 0, whose services are at 0 too', () => {
    const q = quote({ lines: [line(IPHONE, 0, { services: [{ tier: 'SILVER', quantity: 0 }] })] });
    const all = cartIssues(q, INFO, AGENCY);
    const shown = issuesShown(all, q.lines.length);
    expect(all.length).toBeGreaterThan(shown.length);
    expect(shown.map((issue) => issue.code)).toEqual(['quantity_below_one']);
  });
});
