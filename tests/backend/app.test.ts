import { bodyLimit } from 'hono/body-limit';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type TestApp, setupTestApp } from '../support/backend/test-app';

describe('app conventions', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await setupTestApp({ seed: false });
    // Registered after createApp on purpose: onError must still catch it.
    t.app.get('/api/test/boom', () => {
      throw new Error('relation "secret_table" does not exist at SELECT * FROM secret_table');
    });
    // a route reading the raw request behind the app-wide body limit and NUL check
    t.app.post('/api/test/limited', bodyLimit({ maxSize: 1024 }), async (c) => c.json(await c.req.json()));
  });
  afterAll(() => t.close());

  it('serves an OpenAPI 3.1 document listing every path', async () => {
    const response = await t.request('/api/openapi.json');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=300');
    const doc = (await response.json()) as { openapi: string; paths: Record<string, Record<string, unknown>>; components: { securitySchemes: object } };
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths).sort()).toEqual(
      [
        '/api/Account/Agencies',
        '/api/Agency',
        '/api/Agency/{agencyId}',
        '/api/Agency/{agencyId}/ApiKeys',
        '/api/Agency/{agencyId}/ApiKeys/{keyId}',
        '/api/Agency/{agencyId}/Logo',
        // webhooks
        '/api/Agency/{agencyId}/Webhooks',
        '/api/Agency/{agencyId}/Webhooks/{endpointId}',
        '/api/Agency/{agencyId}/Webhooks/{endpointId}/RotateSecret',
        '/api/Agency/{agencyId}/Webhooks/{endpointId}/Attempts',
        '/api/Agency/{agencyId}/Webhooks/{endpointId}/Deliveries/{deliveryId}/Redeliver',
        '/api/Anagra/ProductFamilies/Admin',
        '/api/Anagra/ProductFamilies/{familyId}',
        '/api/Anagra/ProductFamilies/{familyId}/Image',
        '/api/Anagra/ProductFamilies/{familyId}/Models',
        '/api/Anagra/ProductModels/{modelId}',
        '/api/Anagra/ProductModels/{modelId}/Accessories',
        '/api/Anagra/ProductModels/{modelId}/Accessories/{accessoryId}',
        '/api/Anagra/ProductModels/{modelId}/Services/{serviceId}',
        '/api/SystemParameters',
        '/api/SystemParameters/RateFactors',
        '/api/Jobs/DeadLetters',
        '/api/Jobs/DeadLetters/{id}/retry',
        '/api/OneriAccessori',
        '/api/User',
        '/api/User/Options',
        '/api/User/{userId}',
        '/api/User/{userId}/Invitation',
        '/api/Account/Login',
        '/api/Account/Logout',
        '/api/Account/User',
        '/api/health',
        '/api/ready',
        '/v1/auth/refreshToken',
        // catalogue and pricing
        '/api/Anagra/ProductFamilies',
        '/api/Anagra/FinancialDurations',
        '/api/Agency/{agencyId}/Products',
        '/api/Agency/{agencyId}/Registrations',
        '/api/Agency/{agencyId}/Registrations/{userId}/Approve',
        '/api/Agency/{agencyId}/Registrations/{userId}/Reject',
        '/api/Agency/{agencyId}/ProductModel/{productModelId}/Accessories',
        '/api/Agency/{agencyId}/ProductModel/{productModelId}/Services',
        '/api/Agency/BusinessTypes',
        '/api/Agency/{agencyId}/CompanyCredit',
        '/api/files/catalogue/{name}',
        '/api/s3',
        '/api/Icecat',
        '/api/Icecat/gallery',
        '/api/VirtualLand/stories',
        '/api/Agency/{agencyId}/Contracts/prices',
        '/api/Agency/{agencyId}/Contracts/tax-savings',
        // accounts, users and privacy (issue 6)
        '/api/Account/SendResetPassword',
        '/api/Account/ResetPassword',
        '/api/Account/ConfirmEmail',
        '/api/Ticket',
        '/api/Ticket/Estendo',
        '/api/Ticket/EstendoQuestionnaires',
        '/api/Ticket/EstendoQuestionnaires/{category}',
        '/api/Ticket/Products',
        '/api/Ticket/Products/{customerId}/{productId}',
        '/api/Ticket/estendo-questions/{contractProductId}',
        '/api/Ticket/{ticketId}',
        '/api/Ticket/{ticketId}/Attachments',
        '/api/Ticket/{ticketId}/Attachments/{attachmentId}',
        '/api/Ticket/{ticketId}/Notes',
        '/api/Ticket/{ticketId}/Status',
        '/api/Ticket/{ticketId}/WarrantyOffer',
        '/api/Ticket/{ticketId}/WarrantyOffer/Answer',
        '/api/Ticket/{ticketId}/WarrantyOffer/Confirm',
        '/api/User/new-customer',
        '/api/User/new-customer/agency',
        '/api/Agency/{agencyId}/Contracts/{contractId}/CustomerUser',
        '/api/smartComSystem/PrivacyFile',
        '/api/smartComSystem/PrivacyFile/Upload',
        // contracts, customers and orders (issue 3)
        '/api/Agency/{agencyId}/Contracts',
        '/api/Agency/{agencyId}/Contracts/{contractId}',
        '/api/Agency/{agencyId}/Contracts/{contractId}/economics',
        '/api/Agency/{agencyId}/Contracts/{contractId}/SignersList',
        '/api/Agency/{agencyId}/Contracts/{contractId}/History',
        '/api/Agency/{agencyId}/Contracts/{contractId}/status',
        '/api/Agency/{agencyId}/Contracts/{contractId}/Approve',
        '/api/Agency/{agencyId}/Contracts/{contractId}/Confirm',
        '/api/Agency/{agencyId}/Contracts/{contractId}/Resend',
        '/api/Agency/{agencyId}/Contracts/{contractId}/Archive',
        '/api/Agency/{agencyId}/Contracts/{contractId}/Unarchive',
        '/api/Agency/{agencyId}/Contracts/{contractId}/Grenke/CancelDossier',
        '/api/Agency/{agencyId}/Contracts/{contractId}/Resubmit',
        // contract documents (issue 31)
        '/api/Agency/{agencyId}/Contracts/{contractId}/Documents',
        '/api/Agency/{agencyId}/Contracts/{contractId}/Documents/{documentId}',
        '/api/Agency/{agencyId}/Contracts/{contractId}/Documents/{documentId}/Accept',
        '/api/Agency/{agencyId}/Contracts/{contractId}/Documents/{documentId}/Reject',
        // end of term (issue 32)
        '/api/Agency/{agencyId}/EndOfTerm',
        '/api/Agency/{agencyId}/EndOfTermXLS',
        '/api/Agency/{agencyId}/Contracts/{contractId}/EndOfTerm',
        '/api/Agency/{agencyId}/Contracts/{contractId}/EndOfTerm/return',
        '/api/Agency/{agencyId}/Contracts/{contractId}/EndOfTerm/extend',
        '/api/Agency/{agencyId}/Contracts/{contractId}/EndOfTerm/upgrade',
        '/api/Agency/{agencyId}/Customers',
        '/api/Agency/{agencyId}/Customers/{customerId}',
        '/api/Agency/{agencyId}/Orders',
        '/api/Agency/contracts-orders',
        '/api/Agency/contracts-serials',
        '/api/Agency/{agencyId}/Cart',
        '/api/Agency/{agencyId}/Cart/price-options',
        // contracts pages (issue 5)
        '/api/Agency/{agencyId}/ContractsXLS',
        // statistics (issue 14)
        '/api/Statistics/{category}/{metric}',
        '/api/Statistics/{category}/{metric}/XLS',
        '/api/Statistics/Cards',
        '/api/Statistics/Funnel',
        '/api/Statistics/Stalled',
        // orders, serials and spreadsheets (issue 13)
        '/api/Agency/{agencyId}/OrdersXLS',
        '/api/Agency/{agencyId}/Orders/{contractId}',
        '/api/Agency/{agencyId}/Orders/{contractId}/delivery',
        '/api/Agency/{agencyId}/CatalogXLS',
        '/api/Agency/{agencyId}/ImportUserTemplate',
        '/api/Import/XLS',
        '/api/Import/XLS/{jobId}',
        '/api/Import/XLS/{jobId}/commit',
        '/api/Import/XLS/{jobId}/undo',
        // administration (issue 12)
      ].sort(),
    );
    expect(Object.keys(doc.paths['/api/Account/Login']!)).toEqual(['post']);
    expect(doc.components.securitySchemes).toHaveProperty('bearerAuth');
  });

  it('answers GET /api/health (liveness) and GET /api/ready (a database round trip), neither cached', async () => {
    const health = await t.request('/api/health');
    expect(health.status).toBe(200);
    expect(health.headers.get('cache-control')).toBe('no-store');
    expect(await health.json()).toEqual({ status: 'ok' });
    const ready = await t.request('/api/ready');
    expect(ready.status).toBe(200);
    expect(ready.headers.get('cache-control')).toBe('no-store');
    expect(await ready.json()).toEqual({ status: 'ok', database: 'up' });
  });

  it('declares the 503 of an unreachable database on every operation', async () => {
    const doc = (await (await t.request('/api/openapi.json')).json()) as { paths: Record<string, Record<string, { responses: Record<string, unknown> }>> };
    const operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({ path, method, operation })),
    );
    expect(operations.filter(({ operation }) => !operation.responses['503']).map(({ path, method }) => `${method} ${path}`)).toEqual([]);
    const ready = doc.paths['/api/ready']!.get!.responses['503'] as { content: { 'application/json': { schema: { $ref: string } } } };
    expect(ready.content['application/json'].schema.$ref).toBe('#/components/schemas/NotReady');
  });

  it('answers unknown paths with a 404 JSON error', async () => {
    const response = await t.request('/api/does/not/exist', { headers: { 'accept-language': 'en' } });
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
    expect(await response.json()).toEqual({ errors: [{ code: 'not_found', message: 'No data found' }] });
  });

  it('answers 405 with Allow for a known path with the wrong method', async () => {
    const response = await t.request('/api/Account/Login');
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('OPTIONS, POST');
  });

  it('answers 500 generic for a thrown error, logging it but leaking no stack or SQL', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const response = await t.request('/api/test/boom');
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({ errors: [{ code: 'generic', message: 'Qualcosa è andato storto. Riprova.' }] });
    expect(text).not.toMatch(/secret_table|SELECT|at \//);
    expect(log).toHaveBeenCalledOnce();
    log.mockRestore();
  });

  it('refuses a NUL character in a JSON body or the address as bad input, never as a 500', async () => {
    const body = await t.request('/api/Account/Login', { body: { username: 'agent\u0000', password: 'x' } });
    expect(body.status).toBe(400);
    expect((await body.json()).errors[0].code).toBe('validation_failed');
    const raw = await t.app.request('/api/Account/Login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"username":"a\\u0000b","password":"x"}',
    });
    expect(raw.status).toBe(400);
    // Media types are case-insensitive: the validators read APPLICATION/JSON as JSON, so the check must too.
    const shouted = await t.app.request('/api/Account/Login', {
      method: 'POST',
      headers: { 'content-type': 'APPLICATION/JSON' },
      body: '{"username":"\\u0000","password":"x"}',
    });
    expect(shouted.status).toBe(400);
    expect((await t.request('/api/health?x=%00')).status).toBe(400);
  });

  it('still lets a route read the raw request of a streamed JSON body after the body limit and the NUL check', async () => {
    const stream = new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(JSON.stringify({ refreshToken: 'x'.repeat(40) })));
        controller.close();
      },
    });
    const response = await t.app.request('/api/test/limited', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ refreshToken: 'x'.repeat(40) });
  });
});
