// POST …/Cart/price-options: every guarantee tier × every offered duration,
// each option the very figures POST …/Contracts/prices gives for that cart,
// options breaking a cart rule carry the rule instead of prices.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiCallBody } from '@/lib/api-types';
import { type CatalogueApp, setupCatalogueApp } from '../../support/backend/catalogue-app';
import { type DemoIds, demoIds } from '../../support/fixtures/cart-bodies';

type Cart = ApiCallBody<'POST', '/api/Agency/{agencyId}/Cart/price-options'>;

describe('price options', () => {
  let t: CatalogueApp;
  let ids: DemoIds & { ipadAir: number; keyboard: number; pencil: number };
  let milano: number;
  beforeAll(async () => {
    t = await setupCatalogueApp();
    const { eq } = await import('drizzle-orm');
    const { accessories, productModels } = await import('@/backend/db/schema');
    const model = async (pn: string) => (await t.db.select({ id: productModels.id }).from(productModels).where(eq(productModels.partNumber, pn)))[0]!.id;
    const accessory = async (pn: string) => (await t.db.select({ id: accessories.id }).from(accessories).where(eq(accessories.partNumber, pn)))[0]!.id;
    ids = { ...(await demoIds(t)), ipadAir: await model('MUWC3TY/A'), keyboard: await accessory('MWR43T/A'), pencil: await accessory('MUWA3ZM/A') };
    milano = await t.agencyId('Agenzia Milano');
  });
  afterAll(() => t.close());

  const cart = (): Cart => ({
    providerCode: 'GRENKE',
    contractType: 'purchase',
    lines: [
      {
        modelId: ids.iphone,
        quantity: 2,
        durationMonths: 36,
        accessories: [{ accessoryId: ids.charger, quantity: 2 }],
        services: [{ tier: 'SILVER', quantity: 2 }],
      },
      { modelId: ids.thinkpad, quantity: 1, durationMonths: 36, services: [{ tier: 'GOLD', quantity: 1 }] },
    ],
    shipping: { mode: 'registeredOffice' },
  });
  const options = (json: Cart, user: string | null = 'agent', agency = milano) =>
    t.api.post('/api/Agency/{agencyId}/Cart/price-options', { params: { agencyId: agency }, json, ...(user ? { as: user } : {}) });

  it('prices every tier for every unit and every offered duration, as POST …/prices does', async () => {
    const response = await options(cart());
    expect(response.status).toBe(200);
    const { body } = response;
    expect(body.tiers).toEqual(['SILVER', 'GOLD', 'PLATINUM']);
    expect(body.durations).toEqual([24, 36, 48, 60]);
    expect(body.options).toHaveLength(12);
    for (const option of body.options) {
      const variant = cart();
      for (const line of variant.lines) {
        line.durationMonths = option.durationMonths;
        line.services = [{ tier: option.tier, quantity: line.quantity }];
      }
      const prices = (await t.api.post('/api/Agency/{agencyId}/Contracts/prices', { params: { agencyId: milano }, json: variant, as: 'agent' })).body;
      expect(option, `${option.tier} × ${option.durationMonths}`).toEqual({
        tier: option.tier,
        durationMonths: option.durationMonths,
        monthlyPayment: prices.monthlyPayment,
        totalValue: prices.totalValue,
        errors: [],
      });
    }
    const monthly = (tier: string, months: number) => body.options.find((o) => o.tier === tier && o.durationMonths === months)!.monthlyPayment!;
    // Better cover costs more; a longer duration lowers the payment.
    expect(monthly('GOLD', 36)).toBeGreaterThan(monthly('SILVER', 36));
    expect(monthly('PLATINUM', 36)).toBeGreaterThan(monthly('GOLD', 36));
    expect(monthly('GOLD', 60)).toBeLessThan(monthly('GOLD', 24));
  });

  it('reports the rule an option breaks: a cheaper tier can push accessories over 49%', async () => {
    // iPad Air 699 + accessories 736: with SILVER (59) 49.3%, with GOLD (99) 48.0%.
    const body: Cart = {
      ...cart(),
      lines: [
        {
          modelId: ids.ipadAir,
          quantity: 1,
          durationMonths: 36,
          accessories: [
            { accessoryId: ids.keyboard, quantity: 2 },
            { accessoryId: ids.pencil, quantity: 2 },
          ],
          services: [{ tier: 'GOLD', quantity: 1 }],
        },
      ],
    };
    const answer = (await options(body)).body;
    for (const option of answer.options) {
      if (option.tier === 'SILVER') {
        expect(option.monthlyPayment).toBeNull();
        expect(option.errors).toEqual([{ field: 'lines', code: 'accessories_over_limit' }]);
      } else {
        expect(option.errors).toEqual([]);
        expect(option.monthlyPayment).toBeGreaterThan(0);
      }
    }
  });

  it('answers 400 for an unknown provider or a malformed cart, 404 outside the agency', async () => {
    expect((await options({ ...cart(), providerCode: 'NOPE' })).status).toBe(400);
    expect((await options({ ...cart(), lines: [] })).status).toBe(400);
    expect((await options(cart(), 'groupmanager')).status).toBe(404);
    expect((await options(cart(), null)).status).toBe(401);
  });
});
