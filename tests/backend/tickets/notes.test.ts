// Notes on their own and who hears of a new ticket (docs/domain.md,
// "Tickets"): a note leaves the status as it is, internal ones are the back
// office's alone (history and e-mail); the agency's administrators and the
// contract's agent get an e-mail when a customer opens a ticket, each in their
// language where the portal knows it.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractDocuments, contractProducts, contracts, users } from '@/backend/db/schema';
import type { TicketDetail } from '@/core/schemas/tickets-answers';
import type { ApiCallBody } from '@/lib/api-types';
import { type TicketsTestApp, setupTicketsApp, supportBody } from '../../support/backend/tickets-app';

let t: TicketsTestApp;
beforeAll(async () => {
  t = await setupTicketsApp();
});
afterAll(() => t.close());

async function open(index = 0): Promise<TicketDetail> {
  const created = await t.api.post('/api/Ticket', { json: supportBody(t.customer.companyId, t.customer.productIds[index]!), ...t.acting('customer') });
  expect(created.status).toBe(201);
  return created.body;
}
const note = (username: string, ticketId: number, json: ApiCallBody<'POST', '/api/Ticket/{ticketId}/Notes'>) =>
  t.api.post('/api/Ticket/{ticketId}/Notes', { params: { ticketId }, json, ...t.acting(username) });
const detail = async (username: string, ticketId: number) => (await t.api.get('/api/Ticket/{ticketId}', { params: { ticketId }, ...t.acting(username) })).body;

describe('a note on its own', () => {
  it('is added by the back office without a status: the ticket stays where it was, the customer reads it and gets an e-mail', async () => {
    const ticket = await open();
    expect((await detail('admin', ticket.id)).actions.note).toBe(true);
    t.sent.length = 0;
    const response = await note('admin', ticket.id, { note: 'Abbiamo chiesto il ricambio al fornitore.' });
    expect(response.status).toBe(200);
    const after = response.body;
    expect(after.status).toBe('open');
    expect(after.lastStatusChangeAt).toBe(ticket.lastStatusChangeAt);
    expect((await detail('customer', ticket.id)).history.at(-1)).toMatchObject({
      event: 'note',
      fromStatus: 'open',
      toStatus: 'open',
      note: 'Abbiamo chiesto il ricambio al fornitore.',
      internal: false,
      by: { username: 'admin' },
    });
    const mail = t.sent.find((m) => m.to === 'customer@example.com');
    expect(mail?.text).toContain('Abbiamo chiesto il ricambio al fornitore.');
    // Only the other side hears of it: the agency does not get the back office's note to the customer.
    expect(t.sent.some((m) => m.to === 'agencyadmin@example.com')).toBe(false);
  });

  it('internal: the back office reads it, the customer never does (history or e-mail)', async () => {
    const ticket = await open();
    t.sent.length = 0;
    expect((await note('superadmin', ticket.id, { note: 'Cliente moroso: sentire l’agenzia.', internal: true })).status).toBe(200);
    expect((await detail('admin', ticket.id)).history.at(-1)).toMatchObject({ event: 'note', note: 'Cliente moroso: sentire l’agenzia.', internal: true });
    const forCustomer = await detail('customer', ticket.id);
    expect(forCustomer.history.at(-1)).toMatchObject({ event: 'note', note: null, internal: false });
    expect(JSON.stringify(forCustomer)).not.toContain('moroso');
    expect(t.sent).toHaveLength(0);
  });

  it('the customer writes a visible note (the agency hears of it), never an internal one', async () => {
    const ticket = await open();
    t.sent.length = 0;
    expect((await note('customer', ticket.id, { note: 'Il prodotto è in magazzino, piano terra.' })).status).toBe(200);
    expect(t.sent.some((m) => m.to === 'agencyadmin@example.com' && m.text.includes('Il prodotto è in magazzino'))).toBe(true);
    expect((await note('customer', ticket.id, { note: 'x', internal: true })).status).toBe(403);
  });

  it('needs a note (400), a ticket in scope (404 for another company) and the tickets section (403)', async () => {
    const ticket = await open();
    const blank = await note('admin', ticket.id, { note: '   ' });
    expect(blank.status).toBe(400);
    expect(blank.error.errors[0]!.code).toBe('required');
    expect((await note('cliente2', ticket.id, { note: 'Di chi è?' })).status).toBe(404);
    expect((await note('agencyadmin', ticket.id, { note: 'x' })).status).toBe(403);
    expect((await note('admin', 999_999, { note: 'x' })).status).toBe(404);
  });

  it('is refused on a deleted ticket (409 ticket_deleted)', async () => {
    const ticket = await open();
    expect((await t.api.delete('/api/Ticket/{ticketId}', { params: { ticketId: ticket.id }, ...t.acting('admin') })).status).toBe(204);
    const response = await note('admin', ticket.id, { note: 'Troppo tardi.' });
    expect(response.status).toBe(409);
    expect(response.error.errors[0]!.code).toBe('ticket_deleted');
  });
});

describe('a new ticket reaches the agency', () => {
  it("e-mails the agency's administrators and the contract's agent, each in their known language", async () => {
    const [unit] = await t.db
      .select({ contractId: contractProducts.contractId, agent: users.username, agentId: users.id })
      .from(contractProducts)
      .innerJoin(contracts, eq(contracts.id, contractProducts.contractId))
      .innerJoin(users, eq(users.id, contracts.createdById))
      .where(eq(contractProducts.id, t.customer.productIds[0]!));
    // The agent last worked in English: a document they uploaded on the contract says so.
    await t.db.insert(contractDocuments).values({
      contractId: unit!.contractId,
      kind: 'lastBalanceSheet',
      storageKey: `notes-test-${Date.now()}`,
      fileName: 'bilancio.pdf',
      contentType: 'application/pdf',
      size: 10,
      uploadedById: unit!.agentId,
      locale: 'en',
    });
    t.sent.length = 0;
    const ticket = await open();
    const toAgent = t.sent.find((m) => m.to === `${unit!.agent}@example.com`);
    expect(toAgent, 'the agent').toBeDefined();
    expect(toAgent!.subject).toBe(`New request ${ticket.number} from ${ticket.customer.name}`);
    expect(toAgent!.text).toContain(`/en/contracts/${unit!.contractId}`);
    const toAdmin = t.sent.find((m) => m.to === 'agencyadmin@example.com');
    expect(toAdmin!.subject).toBe(`Nuova richiesta ${ticket.number} di ${ticket.customer.name}`);
    // One e-mail each, and nobody of another agency.
    expect(t.sent.filter((m) => m.to === `${unit!.agent}@example.com`)).toHaveLength(1);
    expect(t.sent.some((m) => m.to === 'nikon@example.com' || m.to === 'cliente2@example.com')).toBe(false);
  });

  it('writes to the customer who opened a ticket in the language they opened it in, whatever they used since', async () => {
    const italian = await open();
    const english = await t.api.post('/api/Ticket', {
      json: supportBody(t.customer.companyId, t.customer.productIds[1]!, { locale: 'en' }),
      ...t.acting('customer'),
    });
    expect(english.status).toBe(201);
    t.sent.length = 0;
    expect((await note('admin', italian.id, { note: 'Ricambio in arrivo.' })).status).toBe(200);
    const mail = t.sent.find((m) => m.to === 'customer@example.com');
    expect(mail?.subject).toBe(`Richiesta ${italian.number}: una nuova nota`);
  });
});
