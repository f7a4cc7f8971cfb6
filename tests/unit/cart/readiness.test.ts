import { describe, expect, it } from 'vitest';
import { readiness } from '@/lib/cart/readiness';
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
