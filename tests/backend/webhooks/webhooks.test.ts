// Webhooks (docs/integrations.md, "Webhooks") against a real receiver in the
// test process: the contract's changes reach the endpoints of its agency
// only, signed as the Standard Webhooks specification says (checked with the
// standardwebhooks library); a receiver answering 500 is tried again with
// growing waits; an endpoint that keeps failing is switched off; a delivery
// can be sent again; a rotated secret signs beside the old one; addresses
// inside the network are refused without the test flag; another agency's
// endpoints answer 404.
import { eq } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { users, webhookDeliveries, webhookEndpoints } from '@/backend/db/schema';
import { KEEP_EVENTS_MS, sweepDeliveries } from '@/backend/webhooks/dispatch';
import { emitWebhookEvent } from '@/backend/webhooks/outbox';
import { WEBHOOK_DEFAULTS } from '@/backend/config';
import { checkedLookup } from '@/backend/webhooks/http-post';
import { webhookEnvelopeSchema } from '@/core/webhooks/events';
import { type ContractsTestApp, contractBody, setupContractsApp } from '../../support/backend/contracts-app';
import { TEST_CONFIG, captureMail } from '../../support/backend/test-app';
import { type Received, startReceiver } from '../../support/backend/webhook-receiver';

const WAIT = { timeout: 20_000, interval: 50 };
/** Small delays through the configuration: 1 s, then 2 s, 4 s…; an endpoint is off after 3 failed attempts in a row. */
const SETTINGS = {
  ...TEST_CONFIG.webhooks,
  allowPrivateTargets: true,
  retry: { firstDelayMs: 1_000, maxDelayMs: 8_000, giveUpAfterMs: 60_000 },
  disable: { failures: 3, failingForMs: 0 },
  timeoutMs: 3_000,
};

describe('webhooks', { timeout: 60_000 }, () => {
  let t: ContractsTestApp;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  let milano: number;
  let nikon: number;
  let mail: ReturnType<typeof captureMail>;

  beforeAll(async () => {
    mail = captureMail();
    t = await setupContractsApp({ config: { webhooks: { ...SETTINGS } }, mail: mail.mail });
    receiver = await startReceiver();
    milano = t.agency['Agenzia Milano']!;
    nikon = t.agency['Nikon']!;
  });
  afterAll(async () => {
    await t.close();
    await receiver.close();
  });

  const createEndpoint = async (agencyId: number, url: string, events: ('contract.created' | 'contract.status_changed')[], as = 'agencyadmin') =>
    (await t.api.post('/api/Agency/{agencyId}/Webhooks', { params: { agencyId }, json: { url, description: 'ERP', events }, as })).body;
  const createContract = async (agencyId: number, as = 'agent') =>
    (await t.api.post('/api/Agency/{agencyId}/Contracts', { params: { agencyId }, json: contractBody(t.models.plain), as })).body;
  const attempts = async (agencyId: number, endpointId: number, as = 'agencyadmin') =>
    (await t.api.get('/api/Agency/{agencyId}/Webhooks/{endpointId}/Attempts', { params: { agencyId, endpointId }, query: { pageSize: 100 }, as })).body;
  const verify = (secret: string, request: Received) => new Webhook(secret).verify(request.body, request.headers);

  it('sends each change of a contract to the endpoints of its agency, signed, and to no other agency', async () => {
    const path = '/milano';
    const created = await createEndpoint(milano, receiver.url(path), ['contract.created', 'contract.status_changed']);
    expect(created.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(created).toMatchObject({ enabled: true, disabledReason: null, events: ['contract.created', 'contract.status_changed'] });
    const other = await createEndpoint(nikon, receiver.url('/nikon'), ['contract.created', 'contract.status_changed'], 'superadmin');
    // The secret is answered once: the list never shows it.
    const list = (await t.api.get('/api/Agency/{agencyId}/Webhooks', { params: { agencyId: milano }, as: 'agencyadmin' })).body;
    expect(JSON.stringify(list)).not.toContain('whsec_');

    const contract = await createContract(milano);
    await vi.waitFor(() => expect(receiver.at(path).length).toBe(2), WAIT);
    const [first, second] = receiver.at(path);
    // The library checks the id, the timestamp (within five minutes) and the HMAC over id.timestamp.body.
    const createdEvent = webhookEnvelopeSchema('contract.created').parse(verify(created.secret, first!));
    expect(createdEvent.data).toMatchObject({ contractId: contract.id, contractNumber: contract.number, status: 'created' });
    const moved = webhookEnvelopeSchema('contract.status_changed').parse(verify(created.secret, second!));
    expect(moved.data).toMatchObject({ contractId: contract.id, from: 'created', to: contract.status, bySystem: true });
    expect(first!.headers['webhook-id']).not.toBe(second!.headers['webhook-id']);
    // A signature made with another secret does not pass.
    expect(() => verify(other.secret, first!)).toThrow();
    expect(receiver.at('/nikon')).toHaveLength(0);

    const log = await attempts(milano, created.id);
    expect(log.items.map((a) => [a.eventType, a.statusCode, a.ok, a.attempt, a.deliveryState])).toEqual(
      expect.arrayContaining([
        ['contract.created', 200, true, 1, 'delivered'],
        ['contract.status_changed', 200, true, 1, 'delivered'],
      ]),
    );
  });

  it("answers 404 for another agency's endpoints, and 403 to a member without the capability", async () => {
    const nikonEndpoint = await createEndpoint(nikon, receiver.url('/nikon-2'), ['contract.created'], 'superadmin');
    expect((await t.api.get('/api/Agency/{agencyId}/Webhooks', { params: { agencyId: nikon }, as: 'agencyadmin' })).status).toBe(404);
    // Through its own agency's path the other agency's endpoint is not found either.
    const params = { agencyId: milano, endpointId: nikonEndpoint.id };
    expect((await t.api.put('/api/Agency/{agencyId}/Webhooks/{endpointId}', { params, json: { enabled: false }, as: 'agencyadmin' })).status).toBe(404);
    expect((await t.api.post('/api/Agency/{agencyId}/Webhooks/{endpointId}/RotateSecret', { params, as: 'agencyadmin' })).status).toBe(404);
    expect((await t.api.get('/api/Agency/{agencyId}/Webhooks/{endpointId}/Attempts', { params, as: 'agencyadmin' })).status).toBe(404);
    expect((await t.api.delete('/api/Agency/{agencyId}/Webhooks/{endpointId}', { params, as: 'agencyadmin' })).status).toBe(404);
    expect((await t.api.get('/api/Agency/{agencyId}/Webhooks', { params: { agencyId: milano }, as: 'agent' })).status).toBe(403);
    const [row] = await t.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, nikonEndpoint.id));
    expect(row!.enabled).toBe(true);
  });

  it('tries a delivery again after 500s with growing waits, logging every attempt', async () => {
    const path = '/flaky';
    const endpoint = await createEndpoint(milano, receiver.url(path, [500, 500, 200]), ['contract.created']);
    await createContract(milano);
    await vi.waitFor(() => expect(receiver.at(path).length).toBe(3), WAIT);
    const [a, b, c] = receiver.at(path);
    // Configured waits of 1 s then 2 s (the queue looks for due jobs every half second).
    expect(b!.at - a!.at).toBeGreaterThanOrEqual(1_000);
    expect(c!.at - b!.at).toBeGreaterThanOrEqual(2_000);
    // Every attempt carries the same message id, each signed afresh.
    expect(new Set([a, b, c].map((r) => r!.headers['webhook-id'])).size).toBe(1);
    await vi.waitFor(async () => {
      const log = await attempts(milano, endpoint.id);
      expect(log.items.map((x) => [x.attempt, x.statusCode, x.ok])).toEqual([
        [3, 200, true],
        [2, 500, false],
        [1, 500, false],
      ]);
      expect(log.items[0]!.deliveryState).toBe('delivered');
    }, WAIT);
  });

  it('switches an endpoint off after repeated failures, and sends nothing more to it', async () => {
    const path = '/down';
    const url = receiver.url(path, [503]);
    const endpoint = await createEndpoint(milano, url, ['contract.created']);
    // The notice goes in the language the administrator last used.
    await t.db.update(users).set({ locale: 'en' }).where(eq(users.username, 'agencyadmin'));
    await createContract(milano);
    await vi.waitFor(async () => {
      const [row] = await t.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, endpoint.id));
      expect(row).toMatchObject({ enabled: false, disabledReason: 'failures', consecutiveFailures: 3 });
    }, WAIT);
    const list = (await t.api.get('/api/Agency/{agencyId}/Webhooks', { params: { agencyId: milano }, as: 'agencyadmin' })).body;
    expect(list.items.find((e) => e.id === endpoint.id)).toMatchObject({ enabled: false, disabledReason: 'failures' });
    // The agency's administrators hear of it, with the way back.
    const notice = await vi.waitFor(() => {
      const found = mail.sent.find((m) => m.to === 'agencyadmin@example.com' && m.subject.includes(url));
      if (!found) throw new Error('no e-mail yet');
      return found;
    }, WAIT);
    expect(notice.subject).toBe(`Webhook switched off: ${url}`);
    expect(notice.text).toContain('3');
    expect(notice.text).toContain('/en/webhooks');
    const log = await attempts(milano, endpoint.id);
    expect(log.items.map((x) => x.statusCode)).toEqual([503, 503, 503]);
    expect(log.items[0]!.deliveryState).toBe('failed');
    // Redelivery waits for the endpoint to be switched on again.
    const redo = await t.api.post('/api/Agency/{agencyId}/Webhooks/{endpointId}/Deliveries/{deliveryId}/Redeliver', {
      params: { agencyId: milano, endpointId: endpoint.id, deliveryId: log.items[0]!.deliveryId },
      as: 'agencyadmin',
    });
    expect(redo.status).toBe(409);
    expect(redo.error.errors[0]!.code).toBe('webhook_endpoint_disabled');
    await createContract(milano);
    expect(receiver.at(path)).toHaveLength(3);
  });

  it('sends a delivery again on request, with the same webhook-id', async () => {
    const path = '/again';
    const endpoint = await createEndpoint(milano, receiver.url(path), ['contract.created']);
    await createContract(milano);
    await vi.waitFor(() => expect(receiver.at(path)).toHaveLength(1), WAIT);
    const [done] = (await attempts(milano, endpoint.id)).items;
    const answer = await t.api.post('/api/Agency/{agencyId}/Webhooks/{endpointId}/Deliveries/{deliveryId}/Redeliver', {
      params: { agencyId: milano, endpointId: endpoint.id, deliveryId: done!.deliveryId },
      as: 'agencyadmin',
    });
    expect(answer.status).toBe(201);
    await vi.waitFor(() => expect(receiver.at(path)).toHaveLength(2), WAIT);
    const [first, again] = receiver.at(path);
    expect(again!.headers['webhook-id']).toBe(first!.headers['webhook-id']);
    expect(again!.body).toBe(first!.body);
  });

  it('signs with the new secret after a rotation, and with the old one beside it for the overlap', async () => {
    const path = '/rotated';
    const endpoint = await createEndpoint(milano, receiver.url(path), ['contract.created']);
    const rotated = (
      await t.api.post('/api/Agency/{agencyId}/Webhooks/{endpointId}/RotateSecret', {
        params: { agencyId: milano, endpointId: endpoint.id },
        as: 'agencyadmin',
      })
    ).body;
    expect(rotated.secret).not.toBe(endpoint.secret);
    expect(Date.parse(rotated.previousSecretUntil) - Date.now()).toBeGreaterThan(WEBHOOK_DEFAULTS.rotationOverlapMs - 60_000);
    await createContract(milano);
    await vi.waitFor(() => expect(receiver.at(path)).toHaveLength(1), WAIT);
    const [request] = receiver.at(path);
    expect(request!.headers['webhook-signature']!.split(' ')).toHaveLength(2);
    expect(() => verify(rotated.secret, request!)).not.toThrow();
    expect(() => verify(endpoint.secret, request!)).not.toThrow();
  });

  it('refuses loopback, private, link-local and metadata addresses and plain http without the flag', async () => {
    const create = (url: string) =>
      t.api.post('/api/Agency/{agencyId}/Webhooks', { params: { agencyId: milano }, json: { url, events: ['contract.created'] }, as: 'agencyadmin' });
    const settings = t.config.webhooks;
    settings.allowPrivateTargets = false;
    try {
      for (const url of [
        'https://127.0.0.1/hook',
        'https://10.1.2.3/hook',
        'https://169.254.169.254/latest/meta-data',
        'https://[::1]/',
        'https://localhost/x',
      ]) {
        const answer = await create(url);
        expect(answer.status, url).toBe(400);
        expect(answer.error.errors[0]).toMatchObject({ field: 'url', code: 'webhook_url_private' });
      }
      expect((await create('http://erp.example.com/hook')).error.errors[0]!.code).toBe('webhook_url_https_only');
      expect((await create('https://erp.example.com/hook')).status).toBe(201);
      // An endpoint saved while allowed is still checked at delivery: the attempt is logged, nothing reaches the address.
      settings.allowPrivateTargets = true;
      const endpoint = await createEndpoint(milano, receiver.url('/inside'), ['contract.created']);
      settings.allowPrivateTargets = false;
      await createContract(milano);
      await vi.waitFor(
        async () => expect((await attempts(milano, endpoint.id)).items[0]).toMatchObject({ ok: false, statusCode: null, error: 'https only' }),
        WAIT,
      );
      expect(receiver.at('/inside')).toHaveLength(0);
    } finally {
      settings.allowPrivateTargets = true;
    }
  });

  it('delivers what a crash left behind: a delivery whose job never went out, and one cut short mid-attempt', async () => {
    const path = '/left-behind';
    const endpoint = await createEndpoint(milano, receiver.url(path), ['contract.created']);
    // Emitted outside a request, as a job or a crash between the commit and the send leaves it: rows, no job.
    const now = new Date();
    const emit = (contractId: number) =>
      t.db.transaction((tx) =>
        emitWebhookEvent(
          tx,
          milano,
          { type: 'contract.created', data: { contractId, contractNumber: `X/${contractId}`, status: 'draft', createdAt: now.toISOString() } },
          now,
        ),
      );
    await emit(900_001);
    await emit(900_002);
    const rows = await t.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, endpoint.id));
    expect(rows).toHaveLength(2);
    const longAgo = new Date(now.getTime() - 5 * 60_000);
    await t.db.update(webhookDeliveries).set({ nextAttemptAt: longAgo }).where(eq(webhookDeliveries.id, rows[0]!.id));
    // The other was being sent by an instance that died: its lease ran out.
    await t.db.update(webhookDeliveries).set({ state: 'sending', attempts: 1, leaseUntil: longAgo }).where(eq(webhookDeliveries.id, rows[1]!.id));
    expect(receiver.at(path)).toHaveLength(0);

    expect(await sweepDeliveries(t.db, t.queue, new Date())).toBe(2);
    await vi.waitFor(() => expect(receiver.at(path)).toHaveLength(2), WAIT);
    // Swept again, nothing is sent twice.
    expect(await sweepDeliveries(t.db, t.queue, new Date())).toBe(0);
    // Thirty days on, the events go with their log.
    await sweepDeliveries(t.db, t.queue, new Date(Date.now() + KEEP_EVENTS_MS + 60_000));
    expect((await attempts(milano, endpoint.id)).total).toBe(0);
  });

  it('refuses at connection time a name that resolves to an internal address (DNS rebinding)', async () => {
    const resolved = await new Promise<{ code?: string }>((resolve) => checkedLookup('localhost', { all: true }, (error) => resolve(error ?? {})));
    expect(resolved.code).toBe('WEBHOOK_BLOCKED_ADDRESS');
  });
});
