import { describe, expect, it } from 'vitest';
import { contractBody } from '@/lib/cart/contract-body';
import { IPHONE, line, quote } from '../../support/fixtures/cart';

describe('the contract body from the open quote', () => {
  it('sends the cart with its one duration, the company with blanks as null and the signers', () => {
    const body = contractBody(
      quote({
        durationMonths: 48,
        lines: [line(IPHONE, 2)],
        customer: {
          company: { name: ' Rossi Srl ', vatNumber: '04835210156', province: 'mi', employees: '24', businessTypeId: '', pec: '' },
          signers: [{ name: 'Mario', surname: 'Rossi', role: 'CEO', fiscalCode: 'RSSMRA70A01F205V', province: 'mi' }],
        },
      }),
    );
    expect(body.lines[0]).toMatchObject({ modelId: IPHONE, quantity: 2, durationMonths: 48 });
    expect(body.company).toMatchObject({ name: 'Rossi Srl', province: 'MI', employees: 24, businessTypeId: null, pec: null, companySolidity: null });
    expect(body.signers).toEqual([expect.objectContaining({ name: 'Mario', province: 'MI', birthDate: null, documentType: null })]);
    expect(body.notes).toBeNull();
  });

  it('without the company sends none and no signers: the API makes it a draft awaiting approval', () => {
    const body = contractBody(
      quote({ lines: [line(IPHONE, 1)], customer: { withCompany: false, company: { name: 'typed before' }, signers: [{ name: 'x' }] } }),
    );
    expect(body.company).toBeNull();
    expect(body.signers).toEqual([]);
  });

  it('keeps destinations with their addresses only for a multi-destination shipment', () => {
    const destinations = [{ units: 1, contactName: 'Anna', phone: '', address: 'Via 1', postalCode: '20100', town: 'Milano', province: 'mi' }];
    expect(contractBody(quote({ shipping: { mode: 'pickup', destinations } })).shipping).toEqual({
      mode: 'pickup',
      destinations: [],
      contact: null,
      address: null,
    });
    expect(contractBody(quote({ shipping: { mode: 'multipleDestinations', destinations } })).shipping.destinations).toEqual([
      { units: 1, contactName: 'Anna', phone: null, address: 'Via 1', postalCode: '20100', town: 'Milano', province: 'MI' },
    ]);
  });

  it('sends the shipping contact and address, blank ones as null, and the agent’s notes', () => {
    const q = quote({
      notes: ' Consegna al mattino ',
      customer: {
        shippingContact: { name: 'Anna Verdi', phone: '02 1234567', email: '' },
        shippingAddress: { address: 'Via Roma 1', postalCode: '20121', town: 'Milano', province: 'mi' },
      },
    });
    const body = contractBody(q);
    expect(body.shipping.contact).toEqual({ name: 'Anna Verdi', phone: '02 1234567', email: null });
    expect(body.shipping.address).toEqual({ address: 'Via Roma 1', postalCode: '20121', town: 'Milano', province: 'MI' });
    expect(body.notes).toBe('Consegna al mattino');
    const empty = contractBody(quote());
    expect([empty.shipping.contact, empty.shipping.address, empty.notes]).toEqual([null, null, null]);
  });
});
