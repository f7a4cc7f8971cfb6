// 'Modifica' brings a contract back into the cart (core/cart/quote-from-contract.ts)
// and the shipping step submits it again (lib/cart/contract-body.ts): what the
// contract holds survives the round trip, so editing one field changes only
// that field, and the quote knows which contract it edits.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ContractDetailSchema } from '@/core/schemas/contracts-answers';
import { contractBody as bodyOfQuote } from '@/lib/cart/contract-body';
import { quoteFromContract } from '@/core/cart/quote-from-contract';
import type { ApiResult } from '../../support/backend/api-caller';
import { type ContractBody, type ContractsTestApp, contractBody, setupContractsApp } from '../../support/backend/contracts-app';

describe('editing a contract through the cart', () => {
  let t: ContractsTestApp;
  let milano: number;
  beforeAll(async () => {
    t = await setupContractsApp();
    milano = t.agency['Agenzia Milano']!;
  });
  afterAll(() => t.close());

  const create = (json: ContractBody) => t.api.post('/api/Agency/{agencyId}/Contracts', { params: { agencyId: milano }, json, as: 'agent' });
  const save = (contractId: number, json: ContractBody) =>
    t.api.put('/api/Agency/{agencyId}/Contracts/{contractId}', { params: { agencyId: milano, contractId }, json, as: 'agent' });
  const detailOf = (response: ApiResult<unknown>) => ContractDetailSchema.parse(response.body);
  /** What an edit may change or keep, without what the API derives (ids, prices, history). */
  const essence = (c: ReturnType<typeof ContractDetailSchema.parse>) => ({
    type: c.contractType,
    duration: c.durationMonths,
    provider: c.provider.code,
    items: c.items.map((i) => [i.kind, i.modelId, i.accessoryId, i.tier, i.quantity]),
    shipping: [c.shippingMode, c.destinations.map((d) => ({ ...d, id: 0 })), c.shippingContact, c.shippingAddress],
    company: c.company && { ...c.company, id: undefined },
    signers: c.signers,
    notes: c.notes,
  });

  it('a draft with destinations, and a created contract with a company, come back unchanged when saved as they are', async () => {
    const withDestinations = contractBody(t.models.flex, {
      company: null,
      signers: [],
      contractType: 'flex',
      lines: [{ modelId: t.models.flex, quantity: 4, durationMonths: 24, accessories: [], services: [{ tier: 'SILVER', quantity: 4 }] }],
      shipping: {
        mode: 'multipleDestinations',
        destinations: [
          { units: 2, contactName: 'Anna Verdi', phone: '02 1234567', address: 'Via Roma 1', postalCode: '20121', town: 'Milano', province: 'MI' },
          { units: 2, contactName: 'Luca Neri', phone: null, address: 'Via Po 2', postalCode: '10123', town: 'Torino', province: 'TO' },
        ],
      },
    });
    for (const body of [withDestinations, contractBody(t.models.plain)]) {
      const created = detailOf(await create(body));
      const quote = quoteFromContract(created);
      expect(quote.editing).toEqual({ contractId: created.id, number: created.number });
      const saved = await save(created.id, bodyOfQuote(quote));
      if (created.actions.edit) {
        expect(saved.status).toBe(200);
        expect(essence(detailOf(saved))).toEqual(essence(created));
      } else {
        // a contract the provider already evaluated is no longer editable: the edit is refused, not applied
        expect(saved.status).toBe(409);
      }
    }
  });

  it('an edit changes what was changed in the cart, and nothing else', async () => {
    const draft = detailOf(await create(contractBody(t.models.plain, { company: null, signers: [] })));
    expect(draft.actions.edit).toBe(true);
    const quote = quoteFromContract(draft);
    quote.lines[0]!.quantity = 3;
    quote.lines[0]!.services = [{ tier: 'GOLD', quantity: 3 }];
    quote.notes = 'Consegna al mattino';
    const saved = detailOf(await save(draft.id, bodyOfQuote(quote)));
    expect(saved.id).toBe(draft.id);
    expect(saved.status).toBe(draft.status);
    expect(essence(saved)).toEqual({
      ...essence(draft),
      items: essence(draft).items.map(([kind, model, accessory, tier]) => [kind, model, accessory, kind === 'service' ? 'GOLD' : tier, 3]),
      notes: 'Consegna al mattino',
    });
  });
});
