// Stories and company credit: the embedded defaults and the real HTTP
// implementations against local servers; the adapter environment.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createAdapters } from '@/backend/adapters';
import { remoteCompanyCredit } from '@/backend/adapters/company-credit/remote';
import { parseEnv } from '@/backend/env';
import { UpstreamError } from '@/backend/adapters/http';
import { localStorySource } from '@/backend/adapters/stories/local';
import { remoteStorySource } from '@/backend/adapters/stories/remote';
import type { Database } from '@/backend/db/client';
import { type CatalogueApp, setupCatalogueApp } from '../../../support/backend/catalogue-app';
import { sendJson, startLocalServer } from '../../../support/backend/local-server';

const FEED = [
  {
    id: 'evil',
    title: '<img src=x onerror=alert(1)>Title',
    summary: null,
    bodyHtml: '<p style="color:red">Body<script>alert(1)</script><a href="https://virtualland.example/x">more</a></p>',
    imageUrl: 'javascript:alert(1)',
    publishedAt: '2026-10-01',
  },
];

describe('story sources', () => {
  let server: Awaited<ReturnType<typeof startLocalServer>>;
  let answer: unknown = { stories: FEED };
  beforeAll(async () => {
    server = await startLocalServer((req, res) => sendJson(res, 200, answer));
  });
  afterAll(() => server.close());

  it('the shipped stories exist in both languages', async () => {
    const it_ = await localStorySource().list('it');
    const en = await localStorySource().list('en');
    expect(it_.length).toBeGreaterThanOrEqual(4);
    expect(en.map((s) => s.id)).toEqual(it_.map((s) => s.id));
  });

  it('the feed is asked in the caller language and validated', async () => {
    const stories = await remoteStorySource(`${server.url}/stories`).list('en');
    expect(stories[0]!.id).toBe('evil');
    expect(server.requests.at(-1)!.url.search).toBe('?lang=en');
    answer = [{ id: 'x' }];
    await expect(remoteStorySource(`${server.url}/stories`).list('it')).rejects.toBeInstanceOf(UpstreamError);
    answer = { stories: FEED };
  });

  it('the app sanitises what the feed says', async () => {
    const t = await setupCatalogueApp({ stories: remoteStorySource(`${server.url}/stories`) });
    try {
      const [story] = (await t.api.get('/api/VirtualLand/stories', { as: 'agent' })).body;
      expect(story).toMatchObject({ title: 'Title', imageUrl: null });
      expect(story!.body).toBe('<p>Body<a href="https://virtualland.example/x" rel="noopener noreferrer nofollow" target="_blank">more</a></p>');
    } finally {
      await t.close();
    }
  });
});

describe('company-credit lookup', () => {
  let server: Awaited<ReturnType<typeof startLocalServer>>;
  beforeAll(async () => {
    server = await startLocalServer((req, res) => {
      if (req.headers.authorization !== 'Bearer bureau-key') return sendJson(res, 401, {});
      if (req.url.pathname === '/v1/companies/12345678903') {
        return sendJson(res, 200, { name: 'Bureau Srl', pec: 'bureau@pec.it', employees: 12, businessTypeCode: 'SRL', companySolidity: 66 });
      }
      return sendJson(res, 404, {});
    });
  });
  afterAll(() => server.close());

  it('the bureau is asked by VAT number with its key; unknown numbers are null', async () => {
    const bureau = remoteCompanyCredit(`${server.url}/v1`, 'bureau-key');
    expect(await bureau.byVatNumber('12345678903')).toMatchObject({ vatNumber: '12345678903', name: 'Bureau Srl', fiscalCode: null, employees: 12 });
    expect(await bureau.byVatNumber('00000000000')).toBeNull();
    await expect(remoteCompanyCredit(`${server.url}/v1`, 'wrong').byVatNumber('12345678903')).rejects.toBeInstanceOf(UpstreamError);
  });

  describe('through the app', () => {
    let t: CatalogueApp;
    beforeAll(async () => {
      t = await setupCatalogueApp({ companyCredit: remoteCompanyCredit(`${server.url}/v1`, 'bureau-key') });
    });
    afterAll(() => t.close());

    it('answers the company with its business type and the fields the bureau lacks', async () => {
      const milano = await t.agencyId('Agenzia Milano');
      const { body } = await t.api.get('/api/Agency/{agencyId}/CompanyCredit', {
        params: { agencyId: milano },
        query: { vatNumber: '12345678903' },
        as: 'agent',
      });
      expect(body.company.name).toBe('Bureau Srl');
      expect(body.company.businessTypeId).toEqual(expect.any(Number));
      expect(body.missingFields).toEqual(['fiscalCode', 'address', 'postalCode', 'municipality', 'province', 'phone', 'email', 'incorporationDate']);
    });

    it('answers 502 when the bureau fails', async () => {
      const log = vi.spyOn(console, 'error').mockImplementation(() => {});
      const broken = await setupCatalogueApp({ companyCredit: remoteCompanyCredit(`${server.url}/v1`, 'wrong') });
      try {
        const milano = await broken.agencyId('Agenzia Milano');
        expect(
          (await broken.api.get('/api/Agency/{agencyId}/CompanyCredit', { params: { agencyId: milano }, query: { vatNumber: '12345678903' }, as: 'agent' }))
            .status,
        ).toBe(502);
      } finally {
        await broken.close();
        log.mockRestore();
      }
    });
  });
});

describe('adapter environment', () => {
  const db = {} as Database;

  it('uses the embedded defaults without configuration', () => {
    const adapters = createAdapters({ db, dataDir: '/tmp/x', env: {} });
    expect([adapters.files.kind, adapters.content.kind, adapters.stories.kind, adapters.companyCredit.kind]).toEqual(['local', 'local', 'local', 'registry']);
    expect(adapters.icecatHost).toBe('live.icecat.biz');
  });

  it('uses the real services when configured', () => {
    const adapters = createAdapters({
      db,
      dataDir: '/tmp/x',
      env: {
        S3_ENDPOINT: 'https://s3.example',
        S3_BUCKET: 'portal',
        S3_ACCESS_KEY_ID: 'k',
        S3_SECRET_ACCESS_KEY: 's',
        ICECAT_USERNAME: 'u',
        ICECAT_API_KEY: 'k',
        ICECAT_BASE_URL: 'https://icecat.internal/api',
        VIRTUALLAND_STORIES_URL: 'https://virtualland.example/stories',
        COMPANY_CREDIT_URL: 'https://bureau.example/v1',
      },
    });
    expect([adapters.files.kind, adapters.content.kind, adapters.stories.kind, adapters.companyCredit.kind]).toEqual(['s3', 'icecat', 'remote', 'remote']);
    expect(adapters.icecatHost).toBe('icecat.internal');
  });

  it('refuses half a configuration rather than silently falling back', () => {
    expect(() => parseEnv({ S3_ENDPOINT: 'https://s3.example', S3_BUCKET: 'portal' })).toThrow(/S3_ENDPOINT/);
    expect(() => parseEnv({ ICECAT_USERNAME: 'u' })).toThrow(/ICECAT_USERNAME/);
    expect(() => parseEnv({ COMPANY_CREDIT_URL: 'file:///etc/passwd' })).toThrow(/COMPANY_CREDIT_URL/);
    expect(parseEnv({ S3_ENDPOINT: '', ICECAT_USERNAME: '' }).S3_ENDPOINT).toBeUndefined();
  });
});
