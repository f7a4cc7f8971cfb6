import { describe, expect, it } from 'vitest';
import { completeSteps, readiness } from '@/lib/cart/readiness';
import { AGENCY, INFO, IPHONE, line, quote } from '../../support/fixtures/cart';

const company = { name: 'Rossi Srl', vatNumber: '04835210156', address: 'Via Roma 1', postalCode: '20121', municipality: 'Milano', province: 'MI' };
const signer = { name: 'Mario', surname: 'Rossi', role: 'CEO', fiscalCode: 'RSSMRA70A01F205V' };

describe('readiness before submitting', () => {
  it('lists an empty cart and incomplete customer details', () => {
    expect(readiness(quote(), INFO, AGENCY).missing.map((m) => m.key)).toEqual(['emptyCart', 'customerIncomplete']);
  });

  it('is ready with a valid cart, company and signer', () => {
    expect(readiness(quote({ lines: [line(IPHONE, 2)], customer: { company, signers: [signer] } }), INFO, AGENCY)).toEqual({ missing: [], draft: false });
  });

  it('allows a quote without company details, as a draft', () => {
    expect(readiness(quote({ lines: [line(IPHONE, 1)], customer: { withCompany: false } }), INFO, AGENCY)).toEqual({ missing: [], draft: true });
  });

  it('points to the cart rules and to incomplete destinations', () => {
    const q = quote({
      lines: [line(IPHONE, 3, { services: [] })],
      customer: { company, signers: [signer] },
      shipping: {
        mode: 'multipleDestinations',
        destinations: [{ units: 1, contactName: '', address: 'Via 1', postalCode: '20100', town: 'Milano', province: 'MI' }],
      },
    });
    const missing = readiness(q, INFO, AGENCY).missing;
    expect(missing.map((m) => [m.key, m.step])).toEqual([
      ['cartRules', 'accessories'],
      ['destinations', 'shipping'],
    ]);
    // contactName missing, 1 unit below the minimum of 2, 1 of 3 units assigned
    expect(missing[1]!.count).toBe(3);
  });
});

describe('which steps show as done', () => {
  it('none for an empty quote, not even the catalogue steps', () => {
    const steps = completeSteps(quote(), INFO, AGENCY);
    expect(Object.entries(steps).filter(([, done]) => done)).toEqual([]);
  });

  it('each step once its data is there: products, rules kept, customer, shipping once opened', () => {
    const chosen = completeSteps(quote({ lines: [line(IPHONE, 2)], shipping: { visited: true } }), INFO, AGENCY);
    expect(chosen).toMatchObject({ productList: true, modelSelection: true, accessories: true, recap: true, customerInfo: false, shipping: true });
    const full = completeSteps(quote({ lines: [line(IPHONE, 2)], customer: { company, signers: [signer] }, shipping: { visited: true } }), INFO, AGENCY);
    expect(Object.values(full).every(Boolean)).toBe(true);
  });

  it('not the shipping before the agent has opened it, though its default mode needs nothing', () => {
    const unseen = completeSteps(quote({ lines: [line(IPHONE, 2)], customer: { company, signers: [signer] } }), INFO, AGENCY);
    expect(unseen).toMatchObject({ customerInfo: true, shipping: false });
  });

  it('not the shipping once opened while its destinations are incomplete', () => {
    const shipping = {
      visited: true,
      mode: 'multipleDestinations',
      destinations: [{ units: 2, contactName: '', address: '', postalCode: '', town: '', province: '' }],
    };
    expect(completeSteps(quote({ lines: [line(IPHONE, 2)], shipping }), INFO, AGENCY).shipping).toBe(false);
  });

  it('not the rule steps while a cart rule is broken', () => {
    const broken = completeSteps(quote({ lines: [line(IPHONE, 0)] }), INFO, AGENCY);
    expect(broken).toMatchObject({ accessories: false, recap: false });
  });
});
