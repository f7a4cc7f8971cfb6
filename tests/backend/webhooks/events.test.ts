// Each webhook event is emitted where its change happens (docs/integrations.md,
// "Webhooks"), with the data its schema declares, signed: a contract created
// and moved by the credit decision, the documents that decision asks for, an
// order's units shipped with their DDT, a ticket moved by the back office.
import { eq } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { contracts } from '@/backend/db/schema';
import { WEBHOOK_EVENT_TYPES, type WebhookEnvelope, type WebhookEventType, webhookEnvelopeSchema } from '@/core/webhooks/events';
import { COMPANY, contractBody } from '../../support/backend/contracts-app';
import { TEST_CONFIG } from '../../support/backend/test-app';
import { type TicketsTestApp, setupTicketsApp, supportBody } from '../../support/backend/tickets-app';
import { startReceiver } from '../../support/backend/webhook-receiver';

const WAIT = { timeout: 20_000, interval: 50 };
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

describe('webhook events', { timeout: 60_000 }, () => {
  let t: TicketsTestApp;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  let secret: string;
  let milano: number;

  beforeAll(async () => {
    t = await setupTicketsApp({ config: { webhooks: { ...TEST_CONFIG.webhooks, allowPrivateTargets: true } } });
    receiver = await startReceiver();
    milano = t.agency['Agenzia Milano']!;
    const endpoint = await t.api.post('/api/Agency/{agencyId}/Webhooks', {
      params: { agencyId: milano },
      json: { url: receiver.url('/all'), events: [...WEBHOOK_EVENT_TYPES] },
      as: 'agencyadmin',
    });
    secret = endpoint.body.secret;
  });
  afterAll(async () => {
    await t.close();
    await receiver.close();
  });

  /** The verified events of a type received so far. */
  const received = <T extends WebhookEventType>(type: T) =>
    receiver
      .at('/all')
      .map((request) => new Webhook(secret).verify(request.body, request.headers) as { type: string })
      .filter((event) => event.type === type)
      .map((event) => (webhookEnvelopeSchema(type).parse(event) as WebhookEnvelope<T>).data);

  it('tells of a contract created, its move to missingDocs and the documents asked for', async () => {
    const body = contractBody(t.models.plain, { company: { ...COMPANY, companySolidity: 50 } });
    const contract = (await t.api.post('/api/Agency/{agencyId}/Contracts', { params: { agencyId: milano }, json: body, as: 'agent' })).body;
    expect(contract.status).toBe('missingDocs');
    await vi.waitFor(() => expect(received('contract.documents_requested').map((d) => d.contractId)).toContain(contract.id), WAIT);
    const [asked] = received('contract.documents_requested').filter((d) => d.contractId === contract.id);
    expect(asked!.documents.length).toBeGreaterThan(0);
    expect(received('contract.created').filter((d) => d.contractId === contract.id)).toEqual([
      expect.objectContaining({ contractNumber: contract.number, status: 'created' }),
    ]);
    expect(received('contract.status_changed').filter((d) => d.contractId === contract.id)).toEqual([
      expect.objectContaining({ from: 'created', to: 'missingDocs', bySystem: true }),
    ]);
  });

  it('tells of units shipped with their DDT, once per change', async () => {
    const contract = (await t.api.post('/api/Agency/{agencyId}/Contracts', { params: { agencyId: milano }, json: contractBody(t.models.plain), as: 'agent' }))
      .body;
    await t.db.update(contracts).set({ status: 'contractAccepted' }).where(eq(contracts.id, contract.id));
    const unitIds = contract.units.map((u) => u.id);
    const ordered = await t.api.post('/api/Agency/{agencyId}/Orders', {
      params: { agencyId: milano },
      json: {
        contractId: contract.id,
        supplierName: 'Esprinet SpA',
        supplierCode: 'ESP',
        orderNumber: `PO-${contract.id}`,
        orderDate: day(-5),
        supplierPrice: 1500,
        unitIds,
      },
      as: 'superadmin',
    });
    expect(ordered.status).toBe(201);
    const units = unitIds.map((unitId, i) => ({ unitId, serialNumber: `SNW${contract.id}X${i}`, ddtNumber: `DDT-${contract.id}`, ddtDate: day(-1) }));
    expect((await t.api.put('/api/Agency/contracts-serials', { json: { units }, as: 'superadmin', agencyId: milano })).status).toBe(200);
    await vi.waitFor(() => expect(received('order.shipped').map((d) => d.contractId)).toContain(contract.id), WAIT);
    expect(received('order.shipped').filter((d) => d.contractId === contract.id)).toEqual([
      {
        contractId: contract.id,
        contractNumber: contract.number,
        units: unitIds.map((unitId) => ({ unitId, ddtNumber: `DDT-${contract.id}`, ddtDate: day(-1) })),
      },
    ]);
    // All units out: the contract moved to inActivation, told as a status change.
    await vi.waitFor(
      () =>
        expect(
          received('contract.status_changed')
            .filter((d) => d.contractId === contract.id)
            .map((d) => d.to),
        ).toContain('inActivation'),
      WAIT,
    );
  });

  it('tells of a ticket moved by the back office', async () => {
    const ticket = (await t.api.post('/api/Ticket', { json: supportBody(t.customer.companyId, t.customer.productIds[0]!), ...t.acting('customer') })).body;
    const moved = await t.api.post('/api/Ticket/{ticketId}/Status', { params: { ticketId: ticket.id }, json: { status: 'inProgress' }, ...t.acting('admin') });
    expect(moved.status).toBe(200);
    await vi.waitFor(() => expect(received('ticket.status_changed').map((d) => d.ticketId)).toContain(ticket.id), WAIT);
    expect(received('ticket.status_changed').find((d) => d.ticketId === ticket.id)).toMatchObject({
      ticketNumber: ticket.number,
      from: 'open',
      to: 'inProgress',
    });
  });
});
