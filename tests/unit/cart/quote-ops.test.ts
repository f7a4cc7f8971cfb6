import { describe, expect, it } from 'vitest';
import { toCart } from '@/lib/cart/cart-body';
import { pricesKey } from '@/lib/cart/answer-keys';
import { removeLine, restoreLine, selectQuantity, setAccessoryQuantity, setLineQuantity, setServiceQuantity } from '@/lib/cart/quote-ops';
import { applyOption, setDuration, singleTier } from '@/lib/cart/quote-terms';
import { CHARGER, IPHONE, THINKPAD, line, quote } from '../../support/fixtures/cart';

describe('quote edits', () => {
  it('adds a model with one SILVER service per unit', () => {
    const next = selectQuantity(quote(), IPHONE, 2);
    expect(next.lines).toEqual([{ modelId: IPHONE, quantity: 2, accessories: [], services: [{ tier: 'SILVER', quantity: 2 }] }]);
  });

  it('choosing a quantity replaces the previous selection instead of adding to it', () => {
    const once = selectQuantity(quote(), IPHONE, 3);
    const again = selectQuantity(once, IPHONE, 1);
    expect(again.lines).toHaveLength(1);
    expect(again.lines[0]).toMatchObject({ quantity: 1, services: [{ tier: 'SILVER', quantity: 1 }] });
  });

  it('keeps services in step with a single-tier line, and leaves mixed tiers to the agent', () => {
    const single = setLineQuantity(quote({ lines: [line(IPHONE, 2, { services: [{ tier: 'GOLD', quantity: 2 }] })] }), 0, 4);
    expect(single.lines[0]!.services).toEqual([{ tier: 'GOLD', quantity: 4 }]);
    const mixed = [
      { tier: 'GOLD', quantity: 1 },
      { tier: 'SILVER', quantity: 1 },
    ];
    const kept = setLineQuantity(quote({ lines: [line(IPHONE, 2, { services: mixed })] }), 0, 3);
    expect(kept.lines[0]!.services).toEqual(mixed);
  });

  it('changing the duration applies to every product', () => {
    const cart = toCart(setDuration(quote({ lines: [line(IPHONE, 1), line(THINKPAD, 2)] }), 60));
    expect(cart.lines.map((l) => l.durationMonths)).toEqual([60, 60]);
  });

  it('one click in the options table sets the tier for every unit and the duration for every line', () => {
    const next = applyOption(quote({ lines: [line(IPHONE, 2), line(THINKPAD, 1, { services: [{ tier: 'GOLD', quantity: 1 }] })] }), 'PLATINUM', 48);
    expect(next.durationMonths).toBe(48);
    expect(next.lines.map((l) => l.services)).toEqual([[{ tier: 'PLATINUM', quantity: 2 }], [{ tier: 'PLATINUM', quantity: 1 }]]);
    expect(singleTier(next)).toBe('PLATINUM');
  });

  it('sets, changes and removes accessories and services by quantity', () => {
    let q = quote({ lines: [line(IPHONE, 2)] });
    q = setAccessoryQuantity(q, 0, CHARGER, 2);
    expect(q.lines[0]!.accessories).toEqual([{ accessoryId: CHARGER, quantity: 2 }]);
    q = setAccessoryQuantity(q, 0, CHARGER, 0);
    expect(q.lines[0]!.accessories).toEqual([]);
    q = setServiceQuantity(q, 0, 'GOLD', 1);
    expect(q.lines[0]!.services).toEqual([
      { tier: 'SILVER', quantity: 2 },
      { tier: 'GOLD', quantity: 1 },
    ]);
    q = setServiceQuantity(q, 0, 'SILVER', 0);
    expect(q.lines[0]!.services).toEqual([{ tier: 'GOLD', quantity: 1 }]);
    expect(removeLine(q, 0).lines).toEqual([]);
  });

  it('sends destinations to pricing only for a multi-destination shipment', () => {
    const destinations = [{ units: 2, contactName: 'A', phone: '', address: 'Via 1', postalCode: '20100', town: 'Milano', province: 'MI' }];
    const office = quote({ lines: [line(IPHONE, 2)], shipping: { mode: 'registeredOffice', destinations } });
    expect(toCart(office).shipping).toEqual({ mode: 'registeredOffice', destinations: [] });
    const multi = { ...office, shipping: { ...office.shipping, mode: 'multipleDestinations' as const } };
    expect(toCart(multi).shipping).toEqual({ mode: 'multipleDestinations', destinations: [{ units: 2 }] });
    expect(pricesKey(2, office)).not.toBe(pricesKey(2, multi));
    // What does not change prices does not change the key (typing in the customer form asks nothing).
    expect(pricesKey(2, { ...office, notes: 'x' })).toBe(pricesKey(2, office));
  });
});

describe('a new quote after an abandoned one', () => {
  it("starts from the default terms, not the abandoned quote's flex rental, duration or shipping", () => {
    const abandoned = {
      ...quote(),
      contractType: 'flex' as const,
      durationMonths: 60,
      providerCode: 'OTHER',
      shipping: { mode: 'pickup' as const, destinations: [], visited: true },
    };
    const next = selectQuantity(abandoned, 7, 2);
    expect(next).toMatchObject({
      contractType: 'purchase',
      durationMonths: 36,
      providerCode: 'GRENKE',
      shipping: { mode: 'registeredOffice', destinations: [], visited: false },
    });
    expect(next.lines).toEqual([{ modelId: 7, quantity: 2, accessories: [], services: [{ tier: 'SILVER', quantity: 2 }] }]);
  });

  it('keeps the terms of a quote that still has products', () => {
    const flex = {
      ...quote({ lines: [{ modelId: 3, quantity: 1, accessories: [], services: [{ tier: 'SILVER', quantity: 1 }] }] }),
      contractType: 'flex' as const,
    };
    expect(selectQuantity(flex, 7, 1).contractType).toBe('flex');
  });
});

describe('undoing a removal', () => {
  it('puts the line back where it was, once', () => {
    const three = quote({ lines: [line(IPHONE, 1), line(THINKPAD, 2), line(7, 1)] });
    const removed = three.lines[1]!;
    const after = removeLine(three, 1);
    expect(restoreLine(after, 1, removed).lines).toEqual(three.lines);
    expect(restoreLine(restoreLine(after, 1, removed), 1, removed).lines).toEqual(three.lines);
  });
});
