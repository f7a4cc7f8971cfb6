// Pictures, S3 data sheets, product content, stories and the company-credit
// lookup through the app, with the embedded default adapters.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentKey } from '@/backend/adapters/content/local';
import { partitaIva } from '@/backend/demo/catalogue/check-digits';
import { type CatalogueApp, setupCatalogueApp } from '../../support/backend/catalogue-app';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const ROSSI_VAT = partitaIva('0483521015');

describe('catalogue content endpoints', () => {
  let t: CatalogueApp;
  let milano: number;
  beforeAll(async () => {
    t = await setupCatalogueApp();
    milano = await t.agencyId('Agenzia Milano');
    await t.files.put('catalogue/disguised.svg', PNG, 'image/svg+xml');
    await t.files.put('catalogue/page.png', new TextEncoder().encode('<html><script>alert(1)</script></html>'), 'image/png');
    await t.files.put(
      contentKey('555', 'it'),
      new TextEncoder().encode(
        JSON.stringify({
          icecatId: '555',
          title: '<b>Evil</b> title',
          brand: null,
          partNumber: null,
          summary: null,
          descriptionHtml:
            '<p onclick="x()">Hi<script>alert(1)</script><a href="javascript:alert(1)">x</a><img src="http://plain.example/a.png"><img src="https://img.example/b.png"></p>',
          specs: [],
          images: [
            { url: 'javascript:alert(1)', thumbUrl: null },
            { url: 'https://img.example/c.png', thumbUrl: 'ftp://x' },
          ],
        }),
      ),
      'application/json',
    );
  });
  afterAll(() => t.close());

  describe('GET /api/files/catalogue/{name}', () => {
    it('serves a seeded picture with its sniffed type, nosniff and a script-free CSP', async () => {
      const response = await t.request('agent', '/api/files/catalogue/family-tablet.svg');
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/svg+xml');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
      expect(await response.text()).toMatch(/^<svg /);
    });

    it('sends the type of the bytes, not of the name, and refuses what is no image', async () => {
      const png = await t.request('agent', '/api/files/catalogue/disguised.svg');
      expect(png.headers.get('content-type')).toBe('image/png');
      // saved under the extension of what it is
      expect(png.headers.get('content-disposition')).toBe('inline; filename="disguised.png"');
      expect((await t.request('agent', '/api/files/catalogue/page.png')).status).toBe(404);
    });

    it('answers 404 for unknown or unsafe names and 401 without a token', async () => {
      expect((await t.request('agent', '/api/files/catalogue/nope.svg')).status).toBe(404);
      expect((await t.request('agent', '/api/files/catalogue/..%2Fcontent%2Ficecat-555.it.json')).status).toBe(404);
      expect((await t.request('agent', '/api/files/content/icecat-555.it.json')).status).toBe(404);
      expect((await t.request(null, '/api/files/catalogue/family-tablet.svg')).status).toBe(401);
    });
  });

  describe('GET /api/s3', () => {
    it('answers the data sheet of a part number with S3 data as Data', async () => {
      const { body } = await t.api.get('/api/s3', { query: { pn: 'MYE73QL/A' }, as: 'agent' });
      expect(body.Data).toMatchObject({ partNumber: 'MYE73QL/A', brand: 'Apple', ean: '0195949821745' });
    });

    it('answers 404 no_data for models without S3 data and unknown part numbers', async () => {
      const none = await t.api.get('/api/s3', { query: { pn: 'SM-S931BZKDEUE' }, as: 'agent' });
      expect(none.status).toBe(404);
      expect(none.error.errors[0]!.code).toBe('no_data');
      expect((await t.api.get('/api/s3', { query: { pn: '../../etc/passwd' }, as: 'agent' })).status).toBe(404);
      expect((await t.api.get('/api/s3', { as: 'agent' })).status).toBe(400);
    });
  });

  describe('GET /api/Icecat and /api/Icecat/gallery', () => {
    it('answers content by Icecat id, in the caller language', async () => {
      const it_ = (await t.api.get('/api/Icecat', { query: { url: '104339201' }, as: 'agent' })).body;
      expect(it_.data.title).toBe('Apple iPhone 16 128GB Nero');
      expect(it_.data.description).toContain('noleggio operativo');
      expect(it_.data.specs.length).toBeGreaterThan(0);
      const en = (await t.api.get('/api/Icecat', { query: { url: '104339201' }, as: 'agent', headers: { 'accept-language': 'en' } })).body;
      expect(en.data.description).toContain('operating rental');
    });

    it('falls back to the Icecat id of the catalogue model for an Icecat address with GTIN or product code', async () => {
      const gtin = await t.api.get('/api/Icecat', { query: { url: 'https://live.icecat.biz/api?UserName=x&Language=it&GTIN=0195949821745' }, as: 'agent' });
      expect(gtin.body.data.icecatId).toBe('104339201');
      const code = await t.api.get('/api/Icecat/gallery', { query: { url: 'https://live.icecat.biz/api?Brand=Apple&ProductCode=MYE73QL/A' }, as: 'agent' });
      expect(code.body).toEqual({
        images: [{ url: '/api/files/catalogue/model-mye73ql-a.svg', thumbUrl: '/api/files/catalogue/model-mye73ql-a.svg' }],
      });
    });

    it('refuses addresses on other hosts or without product identifiers (no SSRF)', async () => {
      for (const url of [
        'http://127.0.0.1:5432/',
        'https://evil.example/api?icecat_id=1',
        'file:///etc/passwd',
        'https://live.icecat.biz/api?foo=1',
        'https://user:pw@live.icecat.biz/api?icecat_id=1',
        'abc',
      ]) {
        const response = await t.api.get('/api/Icecat', { query: { url }, as: 'agent' });
        expect(response.status, url).toBe(400);
        expect(response.error.errors).toEqual([expect.objectContaining({ field: 'url', code: 'invalid_content_url' })]);
      }
    });

    it('answers 404 no_data for unknown products', async () => {
      expect((await t.api.get('/api/Icecat', { query: { url: '999999999' }, as: 'agent' })).status).toBe(404);
      expect((await t.api.get('/api/Icecat', { query: { url: 'https://live.icecat.biz/api?GTIN=12345678' }, as: 'agent' })).status).toBe(404);
    });

    it('sanitises HTML and drops unsafe image links, whatever the store holds', async () => {
      const { data } = (await t.api.get('/api/Icecat', { query: { url: '555' }, as: 'agent' })).body;
      expect(data.title).toBe('Evil title');
      expect(data.description).not.toMatch(/script|onclick|javascript:|http:\/\/plain/);
      expect(data.description).toContain('<img src="https://img.example/b.png" />');
      expect(data.images).toEqual([{ url: 'https://img.example/c.png', thumbUrl: null }]);
    });
  });

  describe('GET /api/VirtualLand/stories', () => {
    it('answers the shipped stories in the caller language', async () => {
      const stories = (await t.api.get('/api/VirtualLand/stories', { as: 'customer' })).body;
      expect(stories.length).toBeGreaterThanOrEqual(4);
      expect(stories[0]!.imageUrl).toMatch(/^\/api\/files\/catalogue\//);
      const en = (await t.api.get('/api/VirtualLand/stories', { as: 'customer', headers: { 'accept-language': 'en' } })).body;
      expect(en[0]!.title).not.toBe(stories[0]!.title);
    });
  });

  describe('GET /api/Agency/{agencyId}/CompanyCredit', () => {
    const credit = (user: string, vatNumber: string) =>
      t.api.get('/api/Agency/{agencyId}/CompanyCredit', { params: { agencyId: milano }, query: { vatNumber }, as: user });

    it('answers a complete company with no missing fields and its business type resolved', async () => {
      const { body } = await credit('agent', ROSSI_VAT);
      expect(body.company).toMatchObject({ name: 'Rossi Forniture Srl', companySolidity: 78 });
      expect(body.company.businessTypeId).toEqual(expect.any(Number));
      expect(body.missingFields).toEqual([]);
    });

    it('lists the fields the registry lacks', async () => {
      const { body } = await credit('agent', partitaIva('0499001028'));
      expect(body.missingFields).toEqual(['pec', 'phone', 'email', 'employees', 'companySolidity']);
    });

    it('answers 400 for a malformed VAT number, 404 for an unknown one and out of scope', async () => {
      const bad = await credit('agent', '123');
      expect(bad.status).toBe(400);
      expect(bad.error.errors).toEqual([{ field: 'vatNumber', code: 'invalid_vat_number', message: 'È necessario inserire una P.iva valida' }]);
      expect((await credit('agent', '')).status).toBe(400);
      expect((await credit('agent', '00000000000')).status).toBe(404);
      expect((await credit('groupmanager', ROSSI_VAT)).status).toBe(404);
    });
  });
});
