// Catalogue endpoints against the seeded demo data: answers per schema,
// filters and paging, agency scope (404), roles, public business types.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WAREHOUSE_STATUSES } from '@/core/domain/catalogue';
import type { ErrorBody } from '../../support/backend/test-app';
import { type CatalogueApp, setupCatalogueApp } from '../../support/backend/catalogue-app';

interface Product {
  id: number;
  familyId: number;
  partNumber: string;
  brand: string;
  listPrice: number;
  warehouseStatus: string;
  flexEligible: boolean;
  imageUrl: string | null;
}

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

  const json = async <T>(response: Response, status = 200): Promise<T> => {
    expect(response.status, await response.clone().text()).toBe(status);
    return (await response.json()) as T;
  };

  describe('GET /api/Anagra/ProductFamilies', () => {
    it('lists the four families in display order with picture URLs', async () => {
      const families = await json<Array<{ name: string; imageUrl: string; image?: string }>>(await t.request('agent', '/api/Anagra/ProductFamilies'));
      expect(families.map((f) => f.name)).toEqual(['Smartphone', 'Tablet', 'Notebook', 'Fotocamere']);
      expect(families[0]!.imageUrl).toBe('/api/files/catalogue/family-smartphone.svg');
      expect(families[0]).not.toHaveProperty('image');
    });

    it('embeds the pictures as data URLs with includeImage=true', async () => {
      const families = await json<Array<{ image: string }>>(await t.request('agent', `/api/Anagra/ProductFamilies?agencyId=${milano}&includeImage=true`));
      for (const family of families) expect(family.image).toMatch(/^data:image\/svg\+xml;base64,/);
    });

    it('answers 404 for an agency the user is not in, and 401 without a token', async () => {
      expect((await t.request('agent', `/api/Anagra/ProductFamilies?agencyId=${roma}`)).status).toBe(404);
      expect((await t.request('agent', '/api/Anagra/ProductFamilies?agencyId=999999')).status).toBe(404);
      expect((await t.request('agent', '/api/Anagra/ProductFamilies', { headers: { 'x-agency-id': String(roma) } })).status).toBe(404);
      expect((await t.request('agent', '/api/Anagra/ProductFamilies', { headers: { 'x-agency-id': String(milano) } })).status).toBe(200);
      expect((await t.request(null, '/api/Anagra/ProductFamilies')).status).toBe(401);
    });

    it('answers 400 with the field for a malformed query', async () => {
      const body = await json<ErrorBody>(await t.request('agent', '/api/Anagra/ProductFamilies?includeImage=maybe'), 400);
      expect(body.errors[0]).toMatchObject({ field: 'includeImage', code: 'validation_failed' });
    });
  });

  it('GET /api/Anagra/FinancialDurations lists 24, 36, 48, 60 months', async () => {
    expect(await json(await t.request('customer', '/api/Anagra/FinancialDurations'))).toEqual([{ months: 24 }, { months: 36 }, { months: 48 }, { months: 60 }]);
  });

  describe('GET /api/Agency/{agencyId}/Products', () => {
    it('pages every active model with list price, warehouse status, flex flag and picture', async () => {
      const page1 = await json<{ items: Product[]; total: number }>(await t.request('agent', `/api/Agency/${milano}/Products?pageSize=10`));
      expect(page1.total).toBe(23);
      expect(page1.items).toHaveLength(10);
      const page3 = await json<{ items: Product[]; total: number }>(await t.request('agent', `/api/Agency/${milano}/Products?pageSize=10&page=3`));
      expect(page3.items).toHaveLength(3);
      const all = await json<{ items: Product[] }>(await t.request('agent', `/api/Agency/${milano}/Products?pageSize=100`));
      expect(new Set(all.items.map((p) => p.warehouseStatus))).toEqual(new Set(WAREHOUSE_STATUSES));
      expect(all.items.some((p) => p.flexEligible) && all.items.some((p) => !p.flexEligible)).toBe(true);
      expect(all.items.every((p) => p.listPrice > 0 && p.imageUrl?.startsWith('/api/files/catalogue/model-'))).toBe(true);
    });

    it('filters by family, model, warehouse status and search (wildcards taken literally)', async () => {
      const families = await json<Array<{ id: number; name: string }>>(await t.request('agent', '/api/Anagra/ProductFamilies'));
      const cameras = families.find((f) => f.name === 'Fotocamere')!.id;
      const byFamily = await json<{ items: Product[]; total: number }>(await t.request('agent', `/api/Agency/${milano}/Products?productFamilyId=${cameras}`));
      expect(byFamily.total).toBe(5);
      expect(byFamily.items.every((p) => p.familyId === cameras)).toBe(true);

      const one = byFamily.items[0]!;
      const byModel = await json<{ items: Product[]; total: number }>(await t.request('agent', `/api/Agency/${milano}/Products?modelId=${one.id}`));
      expect(byModel).toMatchObject({ total: 1, items: [{ id: one.id }] });

      const available = await json<{ items: Product[] }>(await t.request('agent', `/api/Agency/${milano}/Products?warehouseStatus=available&pageSize=100`));
      expect(available.items.every((p) => p.warehouseStatus === 'available')).toBe(true);

      const search = await json<{ items: Product[] }>(await t.request('agent', `/api/Agency/${milano}/Products?search=nikon`));
      expect(search.items.map((p) => p.brand)).toEqual(['Nikon', 'Nikon']);
      const byPart = await json<{ items: Product[] }>(await t.request('agent', `/api/Agency/${milano}/Products?search=${encodeURIComponent('MYE73QL/A')}`));
      expect(byPart.items.map((p) => p.partNumber)).toEqual(['MYE73QL/A']);
      expect(await json(await t.request('agent', `/api/Agency/${milano}/Products?search=%25`))).toEqual({ items: [], total: 0 });
    });

    it('refuses a page size above 100 with 400 and the field', async () => {
      const body = await json<ErrorBody>(await t.request('agent', `/api/Agency/${milano}/Products?pageSize=101`), 400);
      expect(body.errors).toEqual([expect.objectContaining({ field: 'pageSize', code: 'validation_failed' })]);
    });

    it('serves every role of the agency and platform admins, and 404 to outsiders', async () => {
      for (const user of ['agencyadmin', 'capoarea', 'agent', 'junior', 'customer', 'admin', 'superadmin']) {
        expect((await t.request(user, `/api/Agency/${milano}/Products`)).status, user).toBe(200);
      }
      for (const user of ['groupmanager', 'nikon']) {
        expect((await t.request(user, `/api/Agency/${milano}/Products`)).status, user).toBe(404);
      }
      expect((await t.request('admin', '/api/Agency/999999/Products')).status).toBe(404);
    });
  });

  describe('GET …/ProductModel/{id}/Accessories and /Services', () => {
    it('lists the accessories sold with the model', async () => {
      const accessories = await json<Array<{ partNumber: string; price: number }>>(
        await t.request('agent', `/api/Agency/${milano}/ProductModel/1/Accessories`),
      );
      expect(accessories.map((a) => a.partNumber).sort()).toEqual(['MW2G3ZM/A', 'MYYX3ZM/A', 'PNL-TEMP-UNI']);
    });

    it("lists SILVER, GOLD and PLATINUM with the terms for the model's category", async () => {
      const products = await json<{ items: Product[] }>(await t.request('agent', `/api/Agency/${milano}/Products?search=MacBook`));
      const macbook = products.items[0]!.id;
      const services = await json<Array<{ tier: string; category: string; price: number; terms: Record<string, unknown> }>>(
        await t.request('agent', `/api/Agency/${milano}/ProductModel/${macbook}/Services`),
      );
      expect(services.map((s) => s.tier)).toEqual(['SILVER', 'GOLD', 'PLATINUM']);
      expect(services.every((s) => s.category === 'notebook')).toBe(true);
      expect(services[0]!.terms).toMatchObject({
        accidentalCoverYears: 2,
        handlingFee: { amount: 300, upTo: true },
        theft: { deductible: 250, maxCoverYears: 3 },
      });
      expect(services[1]!.terms).toMatchObject({ accidentalCoverYears: null, handlingFee: { amount: 138, plusVat: true } });
      expect(services[2]!.terms).toMatchObject({ freeAccidents: 2, handlingFee: { amount: 138 }, theft: { deductibleAfterMonth36Max: 300 } });
      const phone = await json<Array<{ terms: { handlingFee: { amount: number } } }>>(
        await t.request('agent', `/api/Agency/${milano}/ProductModel/1/Services`),
      );
      expect(phone[1]!.terms.handlingFee.amount).toBe(48);
    });

    it('answers 404 for an unknown model and for an agency out of scope', async () => {
      expect((await t.request('agent', `/api/Agency/${milano}/ProductModel/999999/Accessories`)).status).toBe(404);
      expect((await t.request('agent', `/api/Agency/${milano}/ProductModel/999999/Services`)).status).toBe(404);
      expect((await t.request('groupmanager', `/api/Agency/${milano}/ProductModel/1/Services`)).status).toBe(404);
      // An id that is not digits names no route, as everywhere in the API.
      expect((await t.request('agent', `/api/Agency/${milano}/ProductModel/abc/Services`)).status).toBe(404);
    });
  });

  describe('GET /api/Agency/BusinessTypes', () => {
    it('is public and localised', async () => {
      const it_ = await json<Array<{ code: string; name: string }>>(await t.request(null, '/api/Agency/BusinessTypes'));
      expect(it_.length).toBeGreaterThanOrEqual(12);
      expect(it_.find((b) => b.code === 'SRL')?.name).toBe('Società a responsabilità limitata (Srl)');
      const enResponse = await t.request(null, '/api/Agency/BusinessTypes', { headers: { 'accept-language': 'en' } });
      expect(enResponse.headers.get('vary')).toBe('Accept-Language');
      const en = await json<Array<{ code: string; name: string }>>(enResponse);
      expect(en.find((b) => b.code === 'DI')?.name).toBe('Sole proprietorship');
    });
  });
});
