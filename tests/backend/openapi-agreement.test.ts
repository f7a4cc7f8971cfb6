// The OpenAPI document and the API agree on the cases where they once did
// not (the walk's findings, kept as fixed examples): an answer meets its
// declared schema, a request the document calls valid is not refused by the
// validation, and one it calls invalid is refused with 400, never 5xx.
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { agencies } from '@/backend/db/schema';
import { type OpenApiDocument, type WalkRequest, contractBreach, documentCallsValid, operationsOf } from '../support/backend/api-walk';
import { setupTestApp } from '../support/backend/test-app';

const t = await setupTestApp();
const doc = (await (await t.request('/api/openapi.json')).json()) as OpenApiDocument;
const operations = operationsOf(doc);
const token = (await t.signIn('superadmin')).accessToken;
const [milano] = await t.db.select({ id: agencies.id }).from(agencies).where(eq(agencies.name, 'Agenzia Milano'));
const agencyId = String(milano!.id);

afterAll(() => t.close());

/** Sends a request as the superadministrator; what the document says of it and what the API answered. */
async function ask(template: string, method: string, url: string, body?: unknown) {
  const operation = operations.find((o) => o.path === template && o.method === method)!;
  const headers: Record<string, string> = { 'x-agency-id': agencyId, 'accept-language': 'en' };
  if (body !== undefined) headers['content-type'] = 'application/json';
  const request: WalkRequest = { caller: 'superadmin', method, url, headers, body: body === undefined ? undefined : JSON.stringify(body) };
  const response = await t.app.request(url, { method, headers: { ...headers, authorization: `Bearer ${token}` }, body: request.body });
  const answer = { status: response.status, type: response.headers.get('content-type'), text: await response.text() };
  return { valid: documentCallsValid(operation, request, doc.components.schemas), answer, breach: contractBreach(operation, answer, doc.components.schemas) };
}

describe('the document and the API agree', () => {
  it("declares a statistics table's previous totals as null when there are none", async () => {
    const { answer, breach } = await ask('/api/Statistics/{category}/{metric}', 'GET', '/api/Statistics/overall-performance/contracts');
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.text).previousTotals).toBeNull();
    expect(breach).toBeNull();
  });

  it("names a list filter's values: type=0 is invalid for both, type=flex,purchase valid for both", async () => {
    const wrong = await ask('/api/Agency/{agencyId}/Contracts', 'GET', `/api/Agency/${agencyId}/Contracts?type=0`);
    expect(wrong.valid).toBe(false);
    expect(wrong.answer.status).toBe(400);
    const right = await ask('/api/Agency/{agencyId}/Contracts', 'GET', `/api/Agency/${agencyId}/Contracts?type=flex,purchase&status=draft&status=created`);
    expect(right.valid).toBe(true);
    expect(right.answer.status).toBe(200);
    expect(right.breach).toBeNull();
  });

  it('bounds a query id as the integer it is', async () => {
    const huge = await ask('/api/Agency/contracts-orders', 'GET', '/api/Agency/contracts-orders?contractId=2900000000');
    expect(huge.valid).toBe(false);
    expect(huge.answer.status).toBe(400);
    expect((await ask('/api/Agency/contracts-orders', 'GET', '/api/Agency/contracts-orders?contractId=17')).valid).toBe(true);
  });

  it('says blank is not text: a blank name or confirmation is invalid for both', async () => {
    const family = await ask('/api/Anagra/ProductFamilies', 'POST', '/api/Anagra/ProductFamilies', { name: '   ' });
    expect(family.valid).toBe(false);
    expect(family.answer.status).toBe(400);
    const reset = await ask('/api/Account/ResetPassword', 'POST', '/api/Account/ResetPassword', {
      token: 'a'.repeat(20),
      password: 'Aa1!aaaa',
      confirmPassword: '',
    });
    expect(reset.valid).toBe(false);
    expect(reset.answer.status).toBe(400);
  });

  it('refuses numbers past a column with 400, as the document bounds them, never 500', async () => {
    const quote = await ask('/api/Agency/{agencyId}/Cart', 'PUT', `/api/Agency/${agencyId}/Cart`, {
      quote: { lines: [], notes: 'x' },
      revision: 3605367607298014,
    });
    expect(quote.valid).toBe(false);
    expect(quote.answer.status).toBe(400);
    const signUp = await ask('/api/User/new-customer', 'POST', '/api/User/new-customer', {
      username: 'bianchi.srl',
      email: 'info@bianchi.it',
      password: 'Aa1!aaaa',
      confirmPassword: 'Aa1!aaaa',
      privacyAccepted: true,
      company: {
        name: 'Bianchi Srl',
        vatNumber: '01234567897',
        phone: '02 1234567',
        address: 'Via Roma 1',
        postalCode: '20121',
        municipality: 'Milano',
        province: 'MI',
        businessTypeId: 3_000_000_000,
      },
    });
    expect(signUp.valid).toBe(false);
    expect(signUp.answer.status).toBe(400);
  });

  it("says which questions take a disqualifying answer, and which keys a warranty request's answers have", async () => {
    const question = { textIt: 'Uso?', textEn: 'Use?', kind: 'text', disqualifyingAnswer: 'yes' };
    const text = await ask('/api/Ticket/EstendoQuestionnaires/{category}', 'PUT', '/api/Ticket/EstendoQuestionnaires/camera', { questions: [question] });
    expect(text.valid).toBe(false);
    expect(text.answer.status).toBe(400);
    const warranty = await ask('/api/Ticket/Estendo', 'POST', '/api/Ticket/Estendo', {
      customerId: 1,
      productId: 1,
      answers: { '': '' },
      indirizzo: 'Via Roma 1',
      comune: 'Milano',
      provincia: 'MI',
      cap: '20121',
      cellulare: '333 1234567',
      email: 'a@b.it',
    });
    expect(warranty.valid).toBe(false);
    expect(warranty.answer.status).toBe(400);
  });
});
