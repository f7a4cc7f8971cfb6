// POST …/Contracts/prices and …/tax-savings: figures, commission visibility
// per role, every cart rule as a 400 with its field, scope 404.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiCallBody } from '@/lib/api-types';
import { type ApiResult, readError } from '../../support/backend/api-caller';
import { type CatalogueApp, setupCatalogueApp } from '../../support/backend/catalogue-app';
import { type DemoIds, demoIds } from '../../support/fixtures/cart-bodies';

/** The body the route takes, as its schema types it. */
type Cart = ApiCallBody<'POST', '/api/Agency/{agencyId}/Contracts/prices'>;
type Line = Cart['lines'][number];

describe('pricing endpoints', () => {
  let t: CatalogueApp;
  let ids: DemoIds;
  let milano: number;
  let roma: number;
  beforeAll(async () => {
    t = await setupCatalogueApp();
    ids = await demoIds(t);
    milano = await t.agencyId('Agenzia Milano');
    roma = await t.agencyId('Agenzia Roma');
  });
  afterAll(() => t.close());

  const phoneLine = (over: Partial<Line> = {}): Line => ({
    modelId: ids.iphone,
    quantity: 2,
    durationMonths: 36,
    accessories: [{ accessoryId: ids.charger, quantity: 2 }],
    services: [{ tier: 'GOLD', quantity: 2 }],
    ...over,
  });
  const cart = (over: Partial<Cart> = {}): Cart => ({
    providerCode: 'GRENKE',
    contractType: 'purchase',
    lines: [phoneLine(), { modelId: ids.thinkpad, quantity: 1, durationMonths: 36, services: [{ tier: 'SILVER', quantity: 1 }] }],
    shipping: { mode: 'registeredOffice' },
    ...over,
  });
  const price = (user: string, json: Cart, agency = milano, headers: Record<string, string> = {}) =>
    t.api.post('/api/Agency/{agencyId}/Contracts/prices', { params: { agencyId: agency }, json, as: user, headers });
  /** A body no route declares (a probe), sent raw. */
  const priceRaw = (user: string, body: unknown) => t.request(user, `/api/Agency/${milano}/Contracts/prices`, { body });
  const errorsOf = async (answer: ApiResult<unknown> | Response) => {
    expect(answer.status).toBe(400);
    const { errors } = answer instanceof Response ? await readError(answer) : answer.error;
    return errors.map(({ field, code }) => ({ field, code }));
  };

  describe('prices', () => {
    it('adds products, accessories, services and shipping and applies the band factor', async () => {
      const response = await price('agent', cart());
      expect(response.status).toBe(200);
      const { body } = response;
      // 2 × 819 + 899; 2 × 19.90; 2 × 89 (GOLD phone) + 79 (SILVER notebook); 3 units × 5 EUR (Agenzia Milano)
      expect(body).toMatchObject({ productsAmount: 2_537, accessoriesAmount: 39.8, servicesAmount: 257, shippingCost: 15, financedAmount: 2_848.8 });
      expect(body.rateFactor).toBe(0.0322);
      expect(body.monthlyPayment).toBe(91.73); // 2,848.80 × 0.0322 = 91.731
      expect(body.totalValue).toBe(3_302.28);
      expect(body.commission).toEqual({ percent: 4, amount: 113.95 }); // GRENKE rate of Agenzia Milano
    });

    it('uses the agency commission rate for other providers and the bigger band above 5,000 EUR', async () => {
      const { body } = await price(
        'agent',
        cart({ providerCode: 'BNP', lines: [phoneLine({ quantity: 8, accessories: [], services: [{ tier: 'SILVER', quantity: 8 }] })] }),
      );
      expect(body.financedAmount).toBe(8 * 819 + 8 * 49 + 8 * 5);
      expect(body.rateFactor).toBe(0.0318);
      expect(body.commission?.percent).toBe(3.5);
    });

    it('charges no shipping for pickup and checks multiple destinations against shippingMaxUnits', async () => {
      const pickup = (await price('agent', cart({ shipping: { mode: 'pickup' } }))).body;
      expect(pickup.shippingCost).toBe(0);
      const split = await price('agent', cart({ shipping: { mode: 'multipleDestinations', destinations: [{ units: 2 }, { units: 1 }] } }));
      expect(await errorsOf(split)).toEqual([{ field: 'shipping.destinations.1.units', code: 'destination_below_min_units' }]);
      const ok = (await price('agent', cart({ shipping: { mode: 'multipleDestinations', destinations: [{ units: 3 }] } }))).body;
      expect(ok.shippingCost).toBe(15);
    });

    it('shows the commission to agency staff and administrators, never to customers', async () => {
      for (const user of ['agencyadmin', 'capoarea', 'agent', 'junior', 'admin', 'superadmin']) {
        const { body } = await price(user, cart());
        expect(body.commission, user).toBeDefined();
      }
      const response = await price('customer', cart());
      expect(response.status).toBe(200);
      const text = JSON.stringify(response.body);
      expect(response.body).not.toHaveProperty('commission');
      expect(text).not.toMatch(/commission/i);
    });

    it('answers 404 for an agency the user is not in, and 401 without a token', async () => {
      expect((await price('groupmanager', cart())).status).toBe(404);
      expect((await price('agent', cart(), roma)).status).toBe(404);
      expect((await price('agent', cart(), 999_999)).status).toBe(404);
      expect((await t.api.post('/api/Agency/{agencyId}/Contracts/prices', { params: { agencyId: milano }, json: cart() })).status).toBe(401);
    });

    it('prices for the agency of the path: Roma has its own shipping cost', async () => {
      const { body } = await price('groupmanager', cart(), roma);
      expect(body.shippingCost).toBe(19.5);
    });
  });

  describe('cart rules answer 400 with the field of each problem', () => {
    it('quantity below 1', async () => {
      expect(await errorsOf(await price('agent', cart({ lines: [phoneLine({ quantity: 0, services: [] })] })))).toContainEqual({
        field: 'lines.0.quantity',
        code: 'quantity_below_one',
      });
    });

    it('services not matching the product units, naming the line with too many', async () => {
      const errors = await errorsOf(await price('agent', cart({ lines: [phoneLine({ services: [{ tier: 'GOLD', quantity: 3 }] })] })));
      expect(errors).toEqual([{ field: 'lines.0.services', code: 'services_mismatch' }]);
      const response = await price('agent', cart({ lines: [phoneLine({ services: [{ tier: 'GOLD', quantity: 3 }] })] }));
      expect(response.error.errors[0]!.message).toBe('Serve un servizio per ogni prodotto: 3 servizi per 2 prodotti');
    });

    it('accessories above 49% of the total', async () => {
      // 20 cases of 49 EUR = 980 of 1,848 (iPhone 819 + SILVER 49 + cases): 53%
      const lines = [phoneLine({ quantity: 1, accessories: [{ accessoryId: ids.iphoneCase, quantity: 20 }], services: [{ tier: 'SILVER', quantity: 1 }] })];
      expect(await errorsOf(await price('agent', cart({ lines })))).toEqual([{ field: 'lines', code: 'accessories_over_limit' }]);
      // 17 cases = 833 of 1,701: 48.97%, allowed
      const under = [phoneLine({ quantity: 1, accessories: [{ accessoryId: ids.iphoneCase, quantity: 17 }], services: [{ tier: 'SILVER', quantity: 1 }] })];
      expect((await price('agent', cart({ lines: under }))).status).toBe(200);
    });

    it('accessories in a flex cart, and models not sold as flex', async () => {
      const lines: Line[] = [phoneLine(), { modelId: ids.galaxyA56, quantity: 1, durationMonths: 36, services: [{ tier: 'SILVER', quantity: 1 }] }];
      const response = await price('agent', cart({ contractType: 'flex', lines }));
      expect(await errorsOf(response)).toEqual([
        { field: 'lines.0.accessories', code: 'flex_with_accessories' },
        { field: 'lines.1.modelId', code: 'not_flex_eligible' },
      ]);
      expect(response.error.errors[0]!.message).toBe('Non è possibile aggiungere accessori in un carrello con prodotti in Noleggio Flex');
    });

    it('mixed financing durations', async () => {
      const lines: Line[] = [phoneLine(), { modelId: ids.thinkpad, quantity: 1, durationMonths: 48, services: [{ tier: 'SILVER', quantity: 1 }] }];
      expect(await errorsOf(await price('agent', cart({ lines })))).toEqual([{ field: 'lines', code: 'mixed_durations' }]);
    });

    it('unknown models, accessories of another model, providers and durations', async () => {
      const lines = [
        phoneLine({ accessories: [{ accessoryId: ids.dock, quantity: 1 }], durationMonths: 12 }),
        { modelId: 999_999, quantity: 1, durationMonths: 12, services: [] },
      ];
      expect(await errorsOf(await price('agent', cart({ lines, providerCode: 'ACME' })))).toEqual(
        expect.arrayContaining([
          { field: 'providerCode', code: 'unknown_provider' },
          { field: 'lines.0.accessories.0.accessoryId', code: 'accessory_not_for_model' },
          { field: 'lines.1.modelId', code: 'unknown_product' },
        ]),
      );
      expect(await errorsOf(await price('agent', cart({ lines: [phoneLine({ durationMonths: 12 })] })))).toEqual([
        { field: 'lines.0.durationMonths', code: 'unknown_duration' },
      ]);
    });

    it('malformed bodies', async () => {
      expect(await errorsOf(await price('agent', { ...cart(), lines: [] }))).toEqual([{ field: 'lines', code: 'validation_failed' }]);
      expect(await errorsOf(await priceRaw('agent', { ...cart(), providerCode: undefined }))).toEqual([{ field: 'providerCode', code: 'required' }]);
      expect((await priceRaw('agent', '{"lines": [')).status).toBe(400);
    });

    it('English messages on request', async () => {
      const response = await price(
        'agent',
        cart({ lines: [phoneLine(), { modelId: ids.thinkpad, quantity: 1, durationMonths: 48, services: [{ tier: 'SILVER', quantity: 1 }] }] }),
        milano,
        { 'accept-language': 'en' },
      );
      expect(response.error.errors[0]!.message).toBe('The financing duration must be the same for every product');
    });
  });

  describe('tax savings', () => {
    it('applies the IRPEF average rate: 60,000 EUR → 30.73%', async () => {
      const response = await t.api.post('/api/Agency/{agencyId}/Contracts/tax-savings', {
        params: { agencyId: milano },
        json: { taxableIncome: 60_000, monthlyPayment: 91.73, durationMonths: 36 },
        as: 'customer',
      });
      expect(response.status).toBe(200);
      expect(response.body).toEqual({
        taxableIncome: 60_000,
        averageRatePercent: 30.73,
        grossTax: 18_440,
        yearlyFees: 1_100.76,
        yearlyTaxSaving: 338.26,
        yearlyNetCost: 762.5,
        totalFees: 3_302.28,
        totalTaxSaving: 1_014.78, // 3 × 338,26: one rounded part per tax year (3,302.28 × 30.73% would round to 1,014.79)
      });
    });

    it('answers 400 for bad input and 404 out of scope', async () => {
      const bad = await t.request('agent', `/api/Agency/${milano}/Contracts/tax-savings`, { body: { taxableIncome: -1, monthlyPayment: 'x' } });
      expect((await errorsOf(bad)).map((e) => e.field).sort()).toEqual(['monthlyPayment', 'taxableIncome']);
      expect(
        (
          await t.api.post('/api/Agency/{agencyId}/Contracts/tax-savings', {
            params: { agencyId: milano },
            json: { taxableIncome: 1, monthlyPayment: 1 },
            as: 'nikon',
          })
        ).status,
      ).toBe(404);
    });
  });
});
