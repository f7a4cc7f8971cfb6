// GET / PUT / DELETE …/Cart: the open quote is stored per user and agency,
// survives a new sign-in, refuses lost updates, keeps drafts as typed and is
// scope-checked like every agency endpoint.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '@/backend/demo/seed';
import type { ApiCallBody } from '@/lib/api-types';
import { readError } from '../../support/backend/api-caller';
import { type CatalogueApp, setupCatalogueApp } from '../../support/backend/catalogue-app';
import { type DemoIds, demoIds } from '../../support/fixtures/cart-bodies';

type QuoteBody = ApiCallBody<'PUT', '/api/Agency/{agencyId}/Cart'>;

describe('open quote', () => {
  let t: CatalogueApp;
  let ids: DemoIds;
  let milano: number;
  let nikon: number;
  beforeAll(async () => {
    t = await setupCatalogueApp();
    ids = await demoIds(t);
    milano = await t.agencyId('Agenzia Milano');
    nikon = await t.agencyId('Nikon');
  });
  afterAll(() => t.close());

  /** The raw call, for the bodies no route declares (probes). */
  const call = async (user: string | null, method: string, agency: number, body?: unknown, token?: string) => {
    const bearer = token ?? (user ? await t.signIn(user) : null);
    return t.app.request(`/api/Agency/${agency}/Cart`, {
      method,
      headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(bearer ? { authorization: `Bearer ${bearer}` } : {}) },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
  };
  /** As a user, or with a token of theirs. */
  const who = (user: string | null, token?: string) => (token ? { token } : user ? { as: user } : {});
  const get = (user: string | null, agency = milano, token?: string) =>
    t.api.get('/api/Agency/{agencyId}/Cart', { params: { agencyId: agency }, ...who(user, token) });
  const save = (user: string, agency: number, json: QuoteBody) => t.api.put('/api/Agency/{agencyId}/Cart', { params: { agencyId: agency }, json, as: user });
  const empty = (user: string, agency = milano) => t.api.delete('/api/Agency/{agencyId}/Cart', { params: { agencyId: agency }, as: user });
  const read = async (user: string, agency = milano, token?: string) => {
    const response = await get(user, agency, token);
    expect(response.status).toBe(200);
    return response.body;
  };
  const quoteWith = (over: Partial<QuoteBody['quote']> = {}): QuoteBody['quote'] => ({
    durationMonths: 48,
    lines: [{ modelId: ids.iphone, quantity: 2, accessories: [{ accessoryId: ids.charger, quantity: 1 }], services: [{ tier: 'GOLD', quantity: 2 }] }],
    customer: { company: { name: 'Rossi Forniture Srl', vatNumber: '0483521' } },
    ...over,
  });

  it('answers 401 without a token', async () => {
    expect((await get(null)).status).toBe(401);
  });

  it('starts as an empty quote with the defaults: GRENKE, purchase, 36 months, registered office, 60,000 EUR', async () => {
    const answer = await read('junior');
    expect(answer.revision).toBe(0);
    expect(answer.updatedAt).toBeNull();
    expect(answer.quote).toMatchObject({
      providerCode: 'GRENKE',
      contractType: 'purchase',
      durationMonths: 36,
      lines: [],
      shipping: { mode: 'registeredOffice', destinations: [] },
      customer: { withCompany: true, signers: [], lookupMissing: [], attempted: false },
      notes: '',
      taxableIncome: 60_000,
    });
    expect(answer.quote.customer.company.vatNumber).toBe('');
  });

  it('stores a quote and gives it back, keeping half-typed fields as typed', async () => {
    const saved = await save('agent', milano, { quote: quoteWith(), revision: 0 });
    expect(saved.status).toBe(200);
    expect(saved.body.revision).toBe(1);
    const answer = await read('agent');
    expect(answer.revision).toBe(1);
    expect(answer.updatedAt).not.toBeNull();
    expect(answer.quote.durationMonths).toBe(48);
    expect(answer.quote.lines).toEqual(quoteWith().lines);
    expect(answer.quote.customer.company).toMatchObject({ name: 'Rossi Forniture Srl', vatNumber: '0483521', email: '' });
  });

  it('refuses a write based on an older revision with 409 quote_changed, and takes the current one', async () => {
    const { revision } = await read('agent');
    const stale = await save('agent', milano, { quote: quoteWith({ notes: 'from a stale tab' }), revision: revision - 1 });
    expect(stale.status).toBe(409);
    expect(stale.error.errors[0]?.code).toBe('quote_changed');
    const first = await save('agent', milano, { quote: quoteWith({ notes: 'tab A' }), revision });
    expect(first.status).toBe(200);
    // A second device read the same revision before tab A saved: its write must not win silently.
    const second = await save('agent', milano, { quote: quoteWith({ notes: 'device B' }), revision });
    expect(second.status).toBe(409);
    expect((await read('agent')).quote.notes).toBe('tab A');
  });

  it('refuses to create over an existing quote (revision 0 when one exists)', async () => {
    const response = await save('agent', milano, { quote: quoteWith(), revision: 0 });
    expect(response.status).toBe(409);
  });

  it('survives signing in again (a new token, another device)', async () => {
    const { accessToken } = (await t.api.post('/api/Account/Login', { json: { username: 'agent', password: DEMO_PASSWORD } })).body;
    const answer = await read('agent', milano, accessToken);
    expect(answer.quote.notes).toBe('tab A');
  });

  it("keeps one quote per user and per agency: a colleague's and the other agency's are separate", async () => {
    expect((await read('junior')).revision).toBe(0);
    expect((await read('agent', nikon)).revision).toBe(0);
    const other = await save('agent', nikon, { quote: quoteWith({ notes: 'Nikon' }), revision: 0 });
    expect(other.status).toBe(200);
    expect((await read('agent')).quote.notes).toBe('tab A');
  });

  it('answers 404 for an agency the caller is no member of, for every method', async () => {
    expect((await get('groupmanager')).status, 'GET').toBe(404);
    expect((await save('groupmanager', milano, { quote: quoteWith(), revision: 0 })).status, 'PUT').toBe(404);
    expect((await empty('groupmanager')).status, 'DELETE').toBe(404);
    expect((await get('agent', 999_999)).status).toBe(404);
  });

  it('lets platform administrators keep a quote in any agency', async () => {
    expect((await save('admin', milano, { quote: quoteWith(), revision: 0 })).status).toBe(200);
  });

  it('refuses malformed quotes with 400 and the field', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ contractType: 'rent' }, 'quote.contractType'],
      [{ lines: [{ modelId: ids.iphone, quantity: 1.5 }] }, 'quote.lines.0.quantity'],
      [{ lines: Array.from({ length: 101 }, () => ({ modelId: ids.iphone, quantity: 1 })) }, 'quote.lines'],
      [{ customer: { company: { name: 'x'.repeat(201) } } }, 'quote.customer.company.name'],
      [{ shipping: { mode: 'drone' } }, 'quote.shipping.mode'],
    ];
    for (const [over, field] of cases) {
      const response = await call('junior', 'PUT', milano, { quote: { ...over }, revision: 0 });
      expect(response.status, field).toBe(400);
      expect(
        (await readError(response)).errors.map((e) => e.field),
        field,
      ).toContain(field);
    }
    // A NUL anywhere is refused before the schema (backend/http/reject-nul.ts), and by it too.
    expect((await call('junior', 'PUT', milano, { quote: { notes: 'nul \u0000 byte' }, revision: 0 })).status).toBe(400);
    expect((await call('junior', 'PUT', milano, { quote: {} })).status).toBe(400);
    expect((await call('junior', 'PUT', milano, '{not json')).status).toBe(400);
  });

  it('reads a streamed body without a length, as the portal forwards it', async () => {
    const bytes = new TextEncoder().encode(JSON.stringify({ quote: quoteWith({ notes: 'streamed' }), revision: 0 }));
    const body = new ReadableStream({
      start(controller) {
        controller.enqueue(bytes);
        controller.close();
      },
    });
    const response = await t.app.request(`/api/Agency/${milano}/Cart`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${await t.signIn('capoarea')}` },
      body,
      duplex: 'half',
    } as RequestInit);
    expect(response.status).toBe(200);
    expect((await read('capoarea')).quote.notes).toBe('streamed');
  });

  it('refuses a body over 256 KB with 413', async () => {
    const response = await call('junior', 'PUT', milano, { quote: { notes: 'x'.repeat(300 * 1024) }, revision: 0 });
    expect(response.status).toBe(413);
  });

  it('empties the quote: 204, then an empty quote whose revision still rises, so a stale tab cannot write over the next one', async () => {
    const before = await read('agent');
    expect((await empty('agent')).status).toBe(204);
    const answer = await read('agent');
    expect(answer.revision).toBe(before.revision + 1);
    expect(answer.quote.lines).toEqual([]);
    const stale = await save('agent', milano, { quote: quoteWith({ notes: 'from before' }), revision: before.revision });
    expect(stale.status).toBe(409);
    expect((await empty('junior')).status).toBe(204);
    expect((await read('agent', nikon)).quote.notes).toBe('Nikon');
  });
});
