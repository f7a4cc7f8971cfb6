// The HTTP credit provider against a local fake server, and the choice
// between it and the embedded default by environment.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CreditProviderError, creditProviderFromEnv, creditProvidersFromEnv, httpCreditProvider } from '@/backend/credit';
import type { Database } from '@/backend/db/client';
import { type FakeCreditServer, startFakeCreditServer } from '../../support/backend/fake-credit-server';

const REQUEST = {
  contractNumber: 'AP-2026-000123',
  providerCode: 'GRENKE',
  financedAmount: 2806,
  durationMonths: 36,
  company: { vatNumber: '12345678903', name: 'Verdi Consulting Srl', companySolidity: 85, employees: 40, incorporationDate: '2008-04-02' },
};

describe('HTTP credit provider', () => {
  let fake: FakeCreditServer;
  beforeAll(async () => {
    fake = await startFakeCreditServer();
  });
  afterAll(() => fake.close());
  beforeEach(() => {
    fake.received.length = 0;
    fake.answer = { status: 200, body: {} };
  });

  const provider = (options: { timeoutMs?: number } = {}) => httpCreditProvider({ baseUrl: fake.url, apiKey: 'secret-key', ...options });

  it('posts the evaluation with the bearer key and returns the decision', async () => {
    fake.answer = { status: 200, body: { outcome: 'preApprovated', score: 81, reason: 'rating_A', dossierId: 'GR-99812' } };
    const decision = await provider().evaluate(REQUEST);
    expect(decision).toEqual({ outcome: 'preApprovated', score: 81, reason: 'rating_A', dossierId: 'GR-99812', details: {}, documents: [] });
    expect(fake.received).toEqual([{ method: 'POST', url: '/api/v2/evaluations', authorization: 'Bearer secret-key', body: REQUEST }]);
  });

  it('reads the documents a missingDocs decision asks for by their codes; an unknown code is an unexpected answer', async () => {
    fake.answer = { status: 200, body: { outcome: 'missingDocs', reason: 'need_more', documents: ['chamberOfCommerceExtract', 'taxReturn'] } };
    expect((await provider().evaluate(REQUEST)).documents).toEqual(['chamberOfCommerceExtract', 'taxReturn']);
    fake.answer = { status: 200, body: { outcome: 'missingDocs', reason: 'need_more', documents: ['Solidità aziendale'] } };
    expect(await provider().evaluate(REQUEST)).toMatchObject({ outcome: 'error', reason: 'provider_unavailable', documents: [] });
  });

  it.each([
    ['a server error', { status: 503, body: { message: 'down' } }],
    ['no JSON', { status: 200, body: 'not json' }],
    ['an unknown outcome', { status: 200, body: { outcome: 'maybe', reason: 'x' } }],
    ['a redirect elsewhere', { status: 302, body: null, redirectTo: 'http://127.0.0.1:1/steal' }],
  ])('records outcome error on %s, so the contract can be re-sent', async (_, answer) => {
    fake.answer = answer;
    const decision = await provider().evaluate(REQUEST);
    expect(decision).toMatchObject({ outcome: 'error', score: null, reason: 'provider_unavailable', dossierId: null });
  });

  it('gives up after the timeout', async () => {
    fake.answer = { status: 200, body: { outcome: 'refused', reason: 'late' }, hold: true };
    expect((await provider({ timeoutMs: 100 }).evaluate(REQUEST)).outcome).toBe('error');
  });

  it('cancels a dossier by id, escaping it in the path', async () => {
    fake.answer = { status: 204, body: '' };
    await provider().cancelDossier('GR/99 812');
    expect(fake.received[0]).toMatchObject({ method: 'POST', url: '/api/v2/dossiers/GR%2F99%20812/cancel' });
  });

  it('throws CreditProviderError when a cancellation is refused or unreachable', async () => {
    fake.answer = { status: 404, body: { message: 'unknown dossier' } };
    await expect(provider().cancelDossier('GR-1')).rejects.toBeInstanceOf(CreditProviderError);
    await expect(httpCreditProvider({ baseUrl: 'http://127.0.0.1:1' }).cancelDossier('GR-1')).rejects.toBeInstanceOf(CreditProviderError);
  });
});

describe('credit provider by environment', () => {
  const db = {} as Database;
  const clock = () => new Date();

  it('is the embedded one unless CREDIT_PROVIDER_URL is set', () => {
    expect(creditProviderFromEnv(db, clock, {}).kind).toBe('embedded');
    expect(creditProviderFromEnv(db, clock, { CREDIT_PROVIDER_URL: '' }).kind).toBe('embedded');
    expect(creditProviderFromEnv(db, clock, { CREDIT_PROVIDER_URL: 'https://credit.example.com/api' }).kind).toBe('http');
  });

  it('refuses a malformed configuration at start', () => {
    expect(() => creditProviderFromEnv(db, clock, { CREDIT_PROVIDER_URL: 'ftp://x' })).toThrow(/CREDIT_PROVIDER_URL/);
    expect(() => creditProviderFromEnv(db, clock, { CREDIT_PROVIDER_URL: 'https://x.example', CREDIT_PROVIDER_TIMEOUT_MS: '5' })).toThrow(
      /CREDIT_PROVIDER_TIMEOUT_MS/,
    );
  });

  it('gives each provider its own endpoint by CREDIT_PROVIDER_<CODE>_URL, the others CREDIT_PROVIDER_URL or the embedded adapter', async () => {
    const fake = await startFakeCreditServer();
    fake.answer = { status: 200, body: { outcome: 'refused', score: 12, reason: 'bnp_policy' } };
    const own = creditProvidersFromEnv(db, clock, { CREDIT_PROVIDER_BNP_URL: fake.url, CREDIT_PROVIDER_BNP_API_KEY: 'bnp-key' });
    expect(own.forCode('bnp').kind).toBe('http');
    expect(own.forCode('GRENKE').kind).toBe('embedded');
    expect(await own.forCode('BNP').evaluate({ ...REQUEST, providerCode: 'BNP' })).toMatchObject({ outcome: 'refused', reason: 'bnp_policy' });
    expect(fake.received.at(-1)!.authorization).toBe('Bearer bnp-key');
    await fake.close();
    const all = creditProvidersFromEnv(db, clock, {
      CREDIT_PROVIDER_URL: 'https://credit.example.com/api',
      CREDIT_PROVIDER_DLL_URL: 'https://dll.example.com/api',
    });
    expect([all.forCode('GRENKE').kind, all.forCode('DLL').kind]).toEqual(['http', 'http']);
    expect(() => creditProvidersFromEnv(db, clock, { CREDIT_PROVIDER_BNP_URL: 'ftp://x' })).toThrow(/CREDIT_PROVIDER_BNP_URL/);
    expect(() => creditProvidersFromEnv(db, clock, { CREDIT_PROVIDER_BNP_API_KEY: 'key only' })).toThrow(/CREDIT_PROVIDER_BNP_URL/);
  });
});
