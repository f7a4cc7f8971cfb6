// Who reaches the tickets (every endpoint × role): the back office
// (superadministrator, administrator) every agency's; a customer their own
// company's products and tickets, another company's answer 404; every other
// role has no tickets section (403). Deleting is the administrators', only
// while the ticket is open, and soft: the ticket leaves the lists and keeps its
// history.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TicketsTestApp, setupTicketsApp, supportBody } from '../../support/backend/tickets-app';

let t: TicketsTestApp;
beforeAll(async () => {
  t = await setupTicketsApp();
});
afterAll(() => t.close());

const BACK_OFFICE = ['superadmin', 'admin'];
const NO_SECTION = ['agencyadmin', 'capoarea', 'agent', 'junior'];

async function open(username: string, party = t.customer, index = 0) {
  const response = await t.api.post('/api/Ticket', { json: supportBody(party.companyId, party.productIds[index]!), ...t.acting(username) });
  expect(response.status).toBe(201);
  return response.body;
}
const tickets = (username: string, query: string) => t.api.get('/api/Ticket', { query: new URLSearchParams(query), ...t.acting(username) });
const ticket = (username: string, ticketId: number) => t.api.get('/api/Ticket/{ticketId}', { params: { ticketId }, ...t.acting(username) });
const remove = (username: string, ticketId: number) => t.api.delete('/api/Ticket/{ticketId}', { params: { ticketId }, ...t.acting(username) });
const products = (username: string, customerId?: number) => t.api.get('/api/Ticket/Products', { query: { customerId }, ...t.acting(username) });
const product = (username: string, customerId: number, productId: number) =>
  t.api.get('/api/Ticket/Products/{customerId}/{productId}', { params: { customerId, productId }, ...t.acting(username) });

describe('the products tickets are opened on', () => {
  it("a customer lists their own company's products of contracts in force, with tier and start date", async () => {
    const list = (await products('customer')).body;
    expect(list.items.map((p) => p.id).sort((a, b) => a - b)).toEqual(t.customer.productIds);
    expect(list.items.every((p) => p.customer.id === t.customer.companyId && /^\d{4}-\d{2}-\d{2}$/.test(p.contract.startDate))).toBe(true);
    expect(list.items.some((p) => p.tier !== null)).toBe(true);
  });

  it("answers 404 for another company's products, by list or one by one", async () => {
    expect((await products('customer', t.other.companyId)).status).toBe(404);
    expect((await product('customer', t.other.companyId, t.other.productIds[0]!)).status).toBe(404);
    // Its own company in the path with another's product is no way round.
    expect((await product('customer', t.customer.companyId, t.other.productIds[0]!)).status).toBe(404);
    expect((await product('cliente2', t.customer.companyId, t.customer.productIds[0]!)).status).toBe(404);
  });

  it('gives the forms the address they start from', async () => {
    const response = await product('customer', t.customer.companyId, t.customer.productIds[0]!);
    expect(response.status).toBe(200);
    const { prefill } = response.body;
    expect(prefill.nome).not.toBe('');
    expect(prefill.nazione).toBe('Italia');
  });

  it("lets the back office name any agency's company", async () => {
    for (const username of BACK_OFFICE) {
      const response = await products(username, t.other.companyId);
      expect(response.status, username).toBe(200);
      expect(response.body.items.map((p) => p.id).sort((a, b) => a - b)).toEqual(t.other.productIds);
    }
  });

  it('refuses the roles without a tickets section', async () => {
    for (const username of NO_SECTION) {
      expect((await products(username)).status, username).toBe(403);
      expect((await tickets(username, '')).status, username).toBe(403);
      expect(
        (await t.api.post('/api/Ticket', { json: supportBody(t.customer.companyId, t.customer.productIds[0]!), ...t.acting(username) })).status,
        username,
      ).toBe(403);
    }
    expect((await t.api.get('/api/Ticket', t.acting('groupmanager', t.agency['Agenzia Roma']))).status).toBe(403);
  });

  it('answers 401 without a token and 404 in an agency the caller is no member of', async () => {
    expect((await t.api.get('/api/Ticket')).status).toBe(401);
    expect((await t.api.get('/api/Ticket', t.acting('customer', t.agency['Agenzia Roma']))).status).toBe(404);
  });
});

describe('tickets in scope', () => {
  it("a customer sees only their company's tickets; another company's answer 404 on every route", async () => {
    const mine = await open('customer');
    const theirs = await open('cliente2', t.other);
    const list = (await tickets('customer', 'pageSize=100')).body;
    expect(list.items.length).toBeGreaterThan(0);
    expect(list.items.every((i) => i.customer.id === t.customer.companyId)).toBe(true);
    expect(list.items.some((i) => i.id === mine.id)).toBe(true);

    for (const [method, path, body] of [
      ['GET', `/api/Ticket/${theirs.id}`],
      ['POST', `/api/Ticket/${theirs.id}/Status`, { status: 'closed' }],
      ['DELETE', `/api/Ticket/${theirs.id}`],
      ['GET', `/api/Ticket/${theirs.id}/Attachments/1`],
    ] as const) {
      expect((await t.call('customer', path, { method, body })).status, `${method} ${path}`).toBe(404);
    }
    // Opening one on another company's product is no way in either.
    expect((await t.api.post('/api/Ticket', { json: supportBody(t.other.companyId, t.other.productIds[0]!), ...t.acting('customer') })).status).toBe(404);
    expect((await t.api.post('/api/Ticket', { json: supportBody(t.customer.companyId, t.other.productIds[0]!), ...t.acting('customer') })).status).toBe(404);
  });

  it("the back office sees every agency's tickets and filters them", async () => {
    for (const username of BACK_OFFICE) {
      const all = (await tickets(username, 'pageSize=100')).body;
      const agencies = new Set(all.items.map((i) => i.agency.id));
      expect(agencies.has(t.customer.agencyId) && agencies.has(t.other.agencyId), username).toBe(true);
      const filtered = (await tickets(username, `agencyId=${t.other.agencyId}&status=open`)).body;
      expect(filtered.items.length).toBeGreaterThan(0);
      expect(filtered.items.every((i) => i.agency.id === t.other.agencyId && i.status === 'open')).toBe(true);
      expect(filtered.total).toBe(filtered.items.length);
    }
  });

  it('pages and sorts as asked', async () => {
    const page1 = (await tickets('admin', 'sort=number&direction=asc&pageSize=2')).body;
    const page2 = (await tickets('admin', 'sort=number&direction=asc&pageSize=2&page=2')).body;
    expect(page1.items).toHaveLength(2);
    const numbers = [...page1.items, ...page2.items].map((i) => i.number);
    expect(numbers).toEqual([...numbers].sort());
    expect(page1.total).toBeGreaterThan(3);
  });
});

describe('deleting a ticket', () => {
  it('is refused to the customer (403) and to the roles without tickets', async () => {
    const opened = await open('customer');
    expect((await remove('customer', opened.id)).status).toBe(403);
    expect((await remove('agencyadmin', opened.id)).status).toBe(403);
    expect(opened.actions.delete).toBe(false);
  });

  it('is an administrator’s while open: 204, gone from the lists and from the customer, kept in the history', async () => {
    const opened = await open('customer');
    const asAdmin = (await ticket('admin', opened.id)).body;
    expect(asAdmin.actions.delete).toBe(true);
    expect((await remove('admin', opened.id)).status).toBe(204);

    expect((await ticket('customer', opened.id)).status).toBe(404);
    const listed = (await tickets('admin', 'pageSize=100&sort=createdAt')).body;
    expect(listed.items.some((i) => i.id === opened.id)).toBe(false);
    const kept = (await ticket('superadmin', opened.id)).body;
    expect(kept.deletedAt).not.toBeNull();
    expect(kept.history.map((h) => h.event)).toEqual(['created', 'deleted']);
    expect(kept.nextStatuses).toEqual([]);
    expect((await remove('admin', opened.id)).status).toBe(409);
  });

  it('answers 409 ticket_not_deletable once work has started', async () => {
    const opened = await open('customer');
    const status = await t.api.post('/api/Ticket/{ticketId}/Status', { params: { ticketId: opened.id }, json: { status: 'inProgress' }, ...t.acting('admin') });
    expect(status.status).toBe(200);
    const response = await remove('superadmin', opened.id);
    expect(response.status).toBe(409);
    expect(response.error.errors[0]!.code).toBe('ticket_not_deletable');
  });
});
