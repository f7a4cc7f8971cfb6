// Catalogue endpoints against the seeded demo data: answers per schema,
// filters and paging, agency scope (404), roles, public business types.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WAREHOUSE_STATUSES } from '@/core/domain/catalogue';
import type { ApiResult } from '../../support/backend/api-caller';
import { type CatalogueApp, setupCatalogueApp } from '../../support/backend/catalogue-app';

describe('catalogue endpoints', () => {
  let t: CatalogueApp;
  let milano: number;
  let roma: number;
  beforeAll(async () => {
    t = await setupCatalogueApp();
    milano = await t.agencyId('Agenzia Milano');
    roma = await t.agencyId('Agenzia Roma');
  });
  afterAll(() => t.close());

  /** The answer, once its status is the one expected (the failure shows what came instead). */
  const ok = <A>(result: ApiResult<A>): A => {
    expect(result.status, String(result)).toBe(200);
    return result.body;
  };
  const refused = (result: ApiResult<unknown>, status = 400) => {
    expect(result.status, String(result)).toBe(status);
    return result.error;
  };
  const families = (user: string | null, query: string = '', headers: Record<string, string> = {}) =>
    t.api.get('/api/Anagra/ProductFamilies', { query: new URLSearchParams(query), headers, ...(user ? { as: user } : {}) });
  const products = (query: string, user = 'agent', agencyId: number = milano) =>
    t.api.get('/api/Agency/{agencyId}/Products', { params: { agencyId }, query: new URLSearchParams(query), as: user });
  const services = (productModelId: number | string, user = 'agent') =>
    t.api.get('/api/Agency/{agencyId}/ProductModel/{productModelId}/Services', { params: { agencyId: milano, productModelId }, as: user });

  describe('GET /api/Anagra/ProductFamilies', () => {
    it('lists the four families in display order with picture URLs', async () => {
      const list = ok(await families('agent'));
      expect(list.map((f) => f.name)).toEqual(['Smartphone', 'Tablet', 'Notebook', 'Fotocamere']);
      expect(list[0]!.imageUrl).toBe('/api/files/catalogue/family-smartphone.svg');
      expect(list[0]).not.toHaveProperty('image');
    });

    it('embeds the pictures as data URLs with includeImage=true', async () => {
      const list = ok(await families('agent', `agencyId=${milano}&includeImage=true`));
      for (const family of list) expect(family.image).toMatch(/^data:image\/svg\+xml;base64,/);
    });

    it('answers 404 for an agency the user is not in, and 401 without a token', async () => {
      expect((await families('agent', `agencyId=${roma}`)).status).toBe(404);
      expect((await families('agent', 'agencyId=999999')).status).toBe(404);
      expect((await families('agent', '', { 'x-agency-id': String(roma) })).status).toBe(404);
      expect((await families('agent', '', { 'x-agency-id': String(milano) })).status).toBe(200);
      expect((await families(null)).status).toBe(401);
    });

    it('answers 400 with the field for a malformed query', async () => {
      const body = refused(await families('agent', 'includeImage=maybe'));
      expect(body.errors[0]).toMatchObject({ field: 'includeImage', code: 'validation_failed' });
    });
  });

  it('GET /api/Anagra/FinancialDurations lists 24, 36, 48, 60 months', async () => {
    expect(ok(await t.api.get('/api/Anagra/FinancialDurations', { as: 'customer' }))).toEqual([{ months: 24 }, { months: 36 }, { months: 48 }, { months: 60 }]);
  });

  describe('GET /api/Agency/{agencyId}/Products', () => {
    it('pages every active model with list price, warehouse status, flex flag and picture', async () => {
      const page1 = ok(await products('pageSize=10'));
      expect(page1.total).toBe(23);
      expect(page1.items).toHaveLength(10);
      const page3 = ok(await products('pageSize=10&page=3'));
      expect(page3.items).toHaveLength(3);
      const all = ok(await products('pageSize=100'));
      expect(new Set(all.items.map((p) => p.warehouseStatus))).toEqual(new Set(WAREHOUSE_STATUSES));
      expect(all.items.some((p) => p.flexEligible) && all.items.some((p) => !p.flexEligible)).toBe(true);
      expect(all.items.every((p) => p.listPrice > 0 && p.imageUrl?.startsWith('/api/files/catalogue/model-'))).toBe(true);
    });

    it('filters by family, model, warehouse status and search (wildcards taken literally)', async () => {
      const list = ok(await families('agent'));
      const cameras = list.find((f) => f.name === 'Fotocamere')!.id;
      const byFamily = ok(await products(`productFamilyId=${cameras}`));
      expect(byFamily.total).toBe(5);
      expect(byFamily.items.every((p) => p.familyId === cameras)).toBe(true);

      const one = byFamily.items[0]!;
      const byModel = ok(await products(`modelId=${one.id}`));
      expect(byModel).toMatchObject({ total: 1, items: [{ id: one.id }] });

      const available = ok(await products('warehouseStatus=available&pageSize=100'));
      expect(available.items.every((p) => p.warehouseStatus === 'available')).toBe(true);

      const search = ok(await products('search=nikon'));
      expect(search.items.map((p) => p.brand)).toEqual(['Nikon', 'Nikon']);
      const byPart = ok(await products(`search=${encodeURIComponent('MYE73QL/A')}`));
      expect(byPart.items.map((p) => p.partNumber)).toEqual(['MYE73QL/A']);
      expect(ok(await products('search=%25'))).toEqual({ items: [], total: 0 });
    });

    it('refuses a page size above 100 with 400 and the field', async () => {
      const body = refused(await products('pageSize=101'));
      expect(body.errors).toEqual([expect.objectContaining({ field: 'pageSize', code: 'validation_failed' })]);
    });

    it('serves every role of the agency and platform admins, and 404 to outsiders', async () => {
      for (const user of ['agencyadmin', 'capoarea', 'agent', 'junior', 'customer', 'admin', 'superadmin']) {
        expect((await products('', user)).status, user).toBe(200);
      }
      for (const user of ['groupmanager', 'nikon']) {
        expect((await products('', user)).status, user).toBe(404);
      }
      expect((await products('', 'admin', 999999)).status).toBe(404);
    });
  });

  describe('GET …/ProductModel/{id}/Accessories and /Services', () => {
    it('lists the accessories sold with the model', async () => {
      const accessories = ok(
        await t.api.get('/api/Agency/{agencyId}/ProductModel/{productModelId}/Accessories', { params: { agencyId: milano, productModelId: 1 }, as: 'agent' }),
      );
      expect(accessories.map((a) => a.partNumber).sort()).toEqual(['MW2G3ZM/A', 'MYYX3ZM/A', 'PNL-TEMP-UNI']);
    });

    it("lists SILVER, GOLD and PLATINUM with the terms for the model's category", async () => {
      const macbook = ok(await products('search=MacBook')).items[0]!.id;
      const tiers = ok(await services(macbook));
      expect(tiers.map((s) => s.tier)).toEqual(['SILVER', 'GOLD', 'PLATINUM']);
      expect(tiers.every((s) => s.category === 'notebook')).toBe(true);
      expect(tiers[0]!.terms).toMatchObject({
        accidentalCoverYears: 2,
        handlingFee: { amount: 300, upTo: true },
        theft: { deductible: 250, maxCoverYears: 3 },
      });
      expect(tiers[1]!.terms).toMatchObject({ accidentalCoverYears: null, handlingFee: { amount: 138, plusVat: true } });
      expect(tiers[2]!.terms).toMatchObject({ freeAccidents: 2, handlingFee: { amount: 138 }, theft: { deductibleAfterMonth36Max: 300 } });
      const phone = ok(await services(1));
      expect(phone[1]!.terms.handlingFee.amount).toBe(48);
    });

    it('answers 404 for an unknown model and for an agency out of scope', async () => {
      const accessories = await t.api.get('/api/Agency/{agencyId}/ProductModel/{productModelId}/Accessories', {
        params: { agencyId: milano, productModelId: 999999 },
        as: 'agent',
      });
      expect(accessories.status).toBe(404);
      expect((await services(999999)).status).toBe(404);
      expect((await services(1, 'groupmanager')).status).toBe(404);
      // An id that is not digits names no route, as everywhere in the API.
      expect((await services('abc')).status).toBe(404);
    });
  });

  describe('GET /api/Agency/BusinessTypes', () => {
    it('is public and localised', async () => {
      const it_ = ok(await t.api.get('/api/Agency/BusinessTypes'));
      expect(it_.length).toBeGreaterThanOrEqual(12);
      expect(it_.find((b) => b.code === 'SRL')?.name).toBe('Società a responsabilità limitata (Srl)');
      const enResponse = await t.api.get('/api/Agency/BusinessTypes', { headers: { 'accept-language': 'en' } });
      expect(enResponse.headers.get('vary')).toBe('Accept-Language');
      const en = ok(enResponse);
      expect(en.find((b) => b.code === 'DI')?.name).toBe('Sole proprietorship');
    });
  });
});
