// Product content: the url parameter's parsing (no SSRF), the Icecat JSON
// adapter against a local server speaking Icecat's shape, and the app using it.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { icecatContentSource, mapIcecat } from '@/backend/adapters/content/icecat';
import { parseContentQuery } from '@/backend/adapters/content/query';
import { UpstreamError } from '@/backend/adapters/http';
import { type CatalogueApp, setupCatalogueApp } from '../../../support/backend/catalogue-app';
import { sendJson, startLocalServer } from '../../../support/backend/local-server';

const HOST = 'live.icecat.biz';

describe('the /api/Icecat url parameter', () => {
  it('takes an Icecat id, or identifiers from an address on the Icecat host', () => {
    expect(parseContentQuery('104339201', HOST)).toEqual({ icecatId: '104339201' });
    expect(parseContentQuery(' 42 ', HOST)).toEqual({ icecatId: '42' });
    expect(parseContentQuery('https://live.icecat.biz/api?UserName=u&Language=it&icecat_id=77', HOST)).toEqual({ icecatId: '77' });
    expect(parseContentQuery('https://LIVE.icecat.biz/api?GTIN=0195949821745', HOST)).toEqual({ gtin: '0195949821745' });
    expect(parseContentQuery('https://live.icecat.biz/api?Brand=Apple&ProductCode=MYE73QL/A', HOST)).toEqual({ brand: 'Apple', productCode: 'MYE73QL/A' });
  });

  it('refuses other hosts, schemes, credentials and missing or malformed identifiers', () => {
    for (const url of [
      'https://live.icecat.biz.evil.example/api?icecat_id=1',
      'https://evil.example/?icecat_id=1',
      'ftp://live.icecat.biz/api?icecat_id=1',
      'https://a:b@live.icecat.biz/api?icecat_id=1',
      'https://live.icecat.biz/api?icecat_id=1%200',
      'https://live.icecat.biz/api?GTIN=12',
      'https://live.icecat.biz/api?Brand=%3Cscript%3E&ProductCode=x',
      'javascript:alert(1)',
      '1234567890123',
    ]) {
      expect(parseContentQuery(url, HOST), url).toBeNull();
    }
  });
});

const ICECAT_BODY = {
  msg: 'OK',
  data: {
    GeneralInfo: {
      IcecatId: 104339201,
      Title: 'Apple iPhone 16 15.5 cm (6.1") Dual SIM iOS 18 5G USB Type-C 128 GB Black',
      Brand: 'Apple',
      BrandPartCode: 'MYE73QL/A',
      Description: { LongDesc: '<b>Built for Apple Intelligence.</b><script>steal()</script><iframe src="https://x"></iframe>' },
      SummaryDescription: { ShortSummaryDescription: 'short', LongSummaryDescription: 'Apple iPhone 16, <i>15.5 cm</i>' },
    },
    Image: { HighPic: 'http://images.icecat.biz/img/gallery/104339201_1.jpg', ThumbPic: 'https://images.icecat.biz/thumbs/104339201.jpg' },
    Gallery: [
      { Pic: 'https://images.icecat.biz/img/gallery/104339201_2.jpg', ThumbPic: 'https://images.icecat.biz/t/2.jpg' },
      { Pic: 'data:image/png;base64,AAA' },
    ],
    FeaturesGroups: [
      {
        FeatureGroup: { Name: { Value: 'Display' } },
        Features: [{ Feature: { Name: { Value: 'Display diagonal' } }, PresentationValue: '15.5 cm (6.1")' }],
      },
    ],
  },
};

describe('Icecat JSON adapter', () => {
  let server: Awaited<ReturnType<typeof startLocalServer>>;
  let status = 200;
  beforeAll(async () => {
    server = await startLocalServer((req, res) => {
      if (status !== 200) return sendJson(res, status, { msg: 'error' });
      const known = req.url.searchParams.get('icecat_id') === '104339201' || req.url.searchParams.get('GTIN') === '0195949821745';
      return known ? sendJson(res, 200, ICECAT_BODY) : sendJson(res, 404, { msg: 'The requested product is not present in the Icecat database' });
    });
  });
  afterAll(() => server.close());

  const source = () => icecatContentSource({ baseUrl: `${server.url}/api`, username: 'portal-user', apiToken: 'secret-token' });

  it('asks by icecat_id, GTIN or Brand + ProductCode with the user name, language and API token', async () => {
    expect((await source().find({ icecatId: '104339201' }, 'it'))?.title).toContain('iPhone 16');
    const asked = server.requests.at(-1)!;
    expect(Object.fromEntries(asked.url.searchParams)).toEqual({ UserName: 'portal-user', Language: 'it', icecat_id: '104339201' });
    expect(asked.headers['api-token']).toBe('secret-token');
    await source().find({ gtin: '0195949821745' }, 'en');
    expect(server.requests.at(-1)!.url.searchParams.get('GTIN')).toBe('0195949821745');
    await source().find({ brand: 'Apple', productCode: 'MYE73QL/A' }, 'en');
    expect(Object.fromEntries(server.requests.at(-1)!.url.searchParams)).toMatchObject({ Brand: 'Apple', ProductCode: 'MYE73QL/A', Language: 'en' });
  });

  it("maps Icecat's shape: title, summary, description, specs and https images", () => {
    const content = mapIcecat(ICECAT_BODY)!;
    expect(content).toMatchObject({ icecatId: '104339201', brand: 'Apple', partNumber: 'MYE73QL/A', summary: 'Apple iPhone 16, <i>15.5 cm</i>' });
    expect(content.specs).toEqual([{ group: 'Display', name: 'Display diagonal', value: '15.5 cm (6.1")' }]);
    expect(content.images[0]).toEqual({
      url: 'https://images.icecat.biz/img/gallery/104339201_1.jpg',
      thumbUrl: 'https://images.icecat.biz/thumbs/104339201.jpg',
    });
    expect(mapIcecat({ msg: 'OK' })).toBeNull();
  });

  it('answers null for unknown products and fails on server errors', async () => {
    expect(await source().find({ icecatId: '1' }, 'it')).toBeNull();
    status = 500;
    await expect(source().find({ icecatId: '104339201' }, 'it')).rejects.toBeInstanceOf(UpstreamError);
    status = 200;
  });

  describe('through the app', () => {
    let t: CatalogueApp;
    beforeAll(async () => {
      t = await setupCatalogueApp({ content: source(), icecatHost: '127.0.0.1' });
    });
    afterAll(() => t.close());

    it('answers sanitised content and the gallery without data: or http: links', async () => {
      const { data } = (await t.api.get('/api/Icecat', { query: { url: '104339201' }, as: 'agent' })).body;
      expect(data.description).toBe('<b>Built for Apple Intelligence.</b>');
      expect(data.summary).toBe('Apple iPhone 16, 15.5 cm');
      const gallery = (await t.api.get('/api/Icecat/gallery', { query: { url: '104339201' }, as: 'agent' })).body;
      expect(gallery.images.map((i) => i.url)).toEqual([
        'https://images.icecat.biz/img/gallery/104339201_1.jpg',
        'https://images.icecat.biz/img/gallery/104339201_2.jpg',
      ]);
    });

    it('asks Icecat by product code first, then by the catalogue Icecat id', async () => {
      const before = server.requests.length;
      const url = `${server.url}/api?Brand=Apple&ProductCode=MYE73QL/A`;
      expect((await t.api.get('/api/Icecat', { query: { url }, as: 'agent' })).status).toBe(200);
      const asked = server.requests.slice(before).map((r) => r.url.searchParams.get('icecat_id') ?? r.url.searchParams.get('ProductCode'));
      expect(asked).toEqual(['MYE73QL/A', '104339201']);
    });

    it('answers 502 connection_error when Icecat fails, without details', async () => {
      const log = vi.spyOn(console, 'error').mockImplementation(() => {});
      status = 503;
      const response = await t.api.get('/api/Icecat', { query: { url: '104339201' }, as: 'agent' });
      status = 200;
      expect(response.status).toBe(502);
      expect(response.error.errors[0]!.code).toBe('connection_error');
      log.mockRestore();
    });
  });
});
