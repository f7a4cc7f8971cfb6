// Properties of the pricing endpoints, called in-process: random bodies never
// give a 500; valid random carts give non-negative figures that add up, with
// total = monthly × duration; one more unit never lowers the monthly payment.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { modelAccessories, productModels } from '@/backend/db/schema';
import type { ApiCallBody } from '@/lib/api-types';
import { readError } from '../../support/backend/api-caller';
import { type CatalogueApp, setupCatalogueApp } from '../../support/backend/catalogue-app';

const RUNS = 1000;
const TIERS = ['SILVER', 'GOLD', 'PLATINUM'] as const;

/** The body the route takes, as its schema types it. */
type Cart = ApiCallBody<'POST', '/api/Agency/{agencyId}/Contracts/prices'>;

const cents = (euros: number) => Math.round(euros * 100);

describe('pricing properties (in-process)', () => {
  let t: CatalogueApp;
  let milano: number;
  let catalogue: Array<{ id: number; accessoryIds: number[] }>;
  const errorLog = vi.spyOn(console, 'error');
  beforeAll(async () => {
    t = await setupCatalogueApp();
    milano = await t.agencyId('Agenzia Milano');
    await t.signIn('agent');
    const models = await t.db.select({ id: productModels.id }).from(productModels);
    const links = await t.db.select().from(modelAccessories);
    catalogue = models.map((m) => ({ id: m.id, accessoryIds: links.filter((l) => l.modelId === m.id).map((l) => l.accessoryId) }));
  });
  afterAll(() => t.close());

  /** Random bodies are probes, sent raw; a valid cart goes through the typed `price`. */
  const post = (path: string, body: unknown) =>
    t.request('agent', `/api/Agency/${milano}/Contracts/${path}`, { body: typeof body === 'string' ? body : JSON.stringify(body) });
  const price = (json: Cart) => t.api.post('/api/Agency/{agencyId}/Contracts/prices', { params: { agencyId: milano }, json, as: 'agent' });

  /** Shapes close to a cart (they reach the rules), plus anything at all. */
  const anyCart = fc.oneof(
    fc.record(
      {
        providerCode: fc.oneof(fc.constantFrom('GRENKE', 'BNP', 'DLL', 'grenke', 'ACME', ''), fc.string({ maxLength: 30 })),
        contractType: fc.oneof(fc.constantFrom('purchase', 'flex', 'plus'), fc.string({ maxLength: 8 })),
        lines: fc.array(
          fc.record(
            {
              modelId: fc.oneof(fc.integer({ min: 0, max: 30 }), fc.integer(), fc.double(), fc.string({ maxLength: 5 })),
              quantity: fc.oneof(fc.integer({ min: -3, max: 30 }), fc.integer(), fc.double()),
              durationMonths: fc.oneof(fc.constantFrom(24, 36, 48, 60, 12, 0), fc.integer()),
              accessories: fc.array(fc.record({ accessoryId: fc.integer({ min: 0, max: 30 }), quantity: fc.integer({ min: -2, max: 40 }) }), { maxLength: 4 }),
              services: fc.array(fc.record({ tier: fc.constantFrom(...TIERS, 'BRONZE'), quantity: fc.integer({ min: -2, max: 30 }) }), { maxLength: 4 }),
            },
            { requiredKeys: [] },
          ),
          { maxLength: 6 },
        ),
        shipping: fc.record(
          {
            mode: fc.constantFrom('registeredOffice', 'multipleDestinations', 'pickup', 'drone'),
            destinations: fc.array(fc.record({ units: fc.oneof(fc.integer({ min: -1, max: 40 }), fc.string({ maxLength: 3 })) }), { maxLength: 4 }),
          },
          { requiredKeys: [] },
        ),
      },
      { requiredKeys: [] },
    ),
    fc.jsonValue({ maxDepth: 3 }),
    fc.string({ maxLength: 60 }),
  );

  it(`random bodies on POST …/Contracts/prices never give a 500 (${RUNS} runs)`, { timeout: 180_000 }, async () => {
    await fc.assert(
      fc.asyncProperty(anyCart, async (body) => {
        const response = await post('prices', body);
        expect([200, 400]).toContain(response.status);
        if (response.status === 400) expect((await readError(response)).errors.length).toBeGreaterThan(0);
      }),
      { numRuns: RUNS },
    );
    expect(errorLog).not.toHaveBeenCalled();
  });

  it(`random bodies on POST …/Contracts/tax-savings never give a 500 (${RUNS} runs)`, { timeout: 180_000 }, async () => {
    const body = fc.oneof(
      fc.record(
        {
          taxableIncome: fc.oneof(fc.double({ noNaN: false }), fc.integer(), fc.string({ maxLength: 6 })),
          monthlyPayment: fc.oneof(fc.double(), fc.integer({ min: -10, max: 100_000 })),
          durationMonths: fc.oneof(fc.integer({ min: -5, max: 700 }), fc.double()),
        },
        { requiredKeys: [] },
      ),
      fc.jsonValue({ maxDepth: 2 }),
      fc.string({ maxLength: 40 }),
    );
    await fc.assert(
      fc.asyncProperty(body, async (b) => {
        const response = await post('tax-savings', b);
        expect([200, 400]).toContain(response.status);
        if (response.status === 200) {
          const answer = (await response.json()) as Record<string, number>;
          for (const value of Object.values(answer)) expect(value).toBeGreaterThanOrEqual(0);
        }
      }),
      { numRuns: RUNS },
    );
    expect(errorLog).not.toHaveBeenCalled();
  });

  /** Carts the catalogue sells: one duration, one service per unit, accessories of each model. */
  const validCart = fc
    .record({
      provider: fc.constantFrom('GRENKE', 'BNP', 'DLL'),
      type: fc.constantFrom('purchase', 'plus'),
      duration: fc.constantFrom(24, 36, 48, 60),
      mode: fc.constantFrom('registeredOffice', 'pickup'),
      lines: fc.array(
        fc.record({
          pick: fc.nat(),
          quantity: fc.integer({ min: 1, max: 40 }),
          tier: fc.constantFrom(...TIERS),
          accessoryPicks: fc.array(fc.nat(), { maxLength: 2 }),
        }),
        { minLength: 1, maxLength: 6 },
      ),
    })
    .map(({ provider, type, duration, mode, lines }) => ({
      providerCode: provider,
      contractType: type,
      shipping: { mode },
      lines: lines.map((l) => {
        const model = catalogue[l.pick % catalogue.length]!;
        const accessoryIds = [...new Set(l.accessoryPicks.map((p) => model.accessoryIds[p % model.accessoryIds.length]!))];
        return {
          modelId: model.id,
          quantity: l.quantity,
          durationMonths: duration,
          accessories: accessoryIds.map((accessoryId) => ({ accessoryId, quantity: 1 })),
          services: [{ tier: l.tier, quantity: l.quantity }],
        };
      }),
    }));

  it(`valid carts price to non-negative figures that add up, total = monthly × duration (${RUNS} runs)`, { timeout: 180_000 }, async () => {
    await fc.assert(
      fc.asyncProperty(validCart, async (cart) => {
        const response = await price(cart);
        if (response.status === 400) {
          // the only rule a catalogue-made cart can break is the accessories share
          const { errors } = response.error;
          expect(errors.map((e) => e.code)).toEqual(['accessories_over_limit']);
          return;
        }
        expect(response.status).toBe(200);
        const p = response.body;
        for (const value of [p.productsAmount, p.accessoriesAmount, p.servicesAmount, p.shippingCost, p.financedAmount, p.monthlyPayment, p.totalValue]) {
          expect(value).toBeGreaterThanOrEqual(0);
        }
        expect(cents(p.totalValue)).toBe(cents(p.monthlyPayment) * p.durationMonths);
        expect(cents(p.financedAmount)).toBe(cents(p.productsAmount) + cents(p.accessoriesAmount) + cents(p.servicesAmount) + cents(p.shippingCost));
        expect(cents(p.productsAmount)).toBe(p.lines.reduce((sum, l) => sum + cents(l.amount), 0));
        expect(p.durationMonths).toBe(cart.lines[0]!.durationMonths);
      }),
      { numRuns: RUNS },
    );
  });

  it(`one more product unit never lowers the monthly payment (${RUNS} runs)`, { timeout: 240_000 }, async () => {
    await fc.assert(
      fc.asyncProperty(validCart, async (cart) => {
        const bigger = structuredClone(cart);
        bigger.lines[0]!.quantity += 1;
        bigger.lines[0]!.services[0]!.quantity += 1;
        const [a, b] = await Promise.all([price(cart), price(bigger)]);
        if (a.status !== 200 || b.status !== 200) return;
        const [pa, pb] = [a.body, b.body];
        expect(pb.financedAmount).toBeGreaterThan(pa.financedAmount);
        expect(pb.monthlyPayment).toBeGreaterThanOrEqual(pa.monthlyPayment);
      }),
      { numRuns: RUNS },
    );
  });
});
