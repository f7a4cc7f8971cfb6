// Who reaches the tickets (every endpoint × role): the back office
// (superadministrator, administrator) every agency's; a customer their own
// company's products and tickets, another company's answer 404; every other
// role has no tickets section (403). Deleting is the administrators', only
// while the ticket is open, and soft: the ticket leaves the lists and keeps its
// history.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TicketDetail } from '@/core/schemas/tickets-answers';
import { type TicketsTestApp, setupTicketsApp, supportBody } from '../../support/backend/tickets-app';

let t: TicketsTestApp;
beforeAll(async () => {
  t = await setupTicketsApp();
});
afterAll(() => t.close());

const BACK_OFFICE = ['superadmin', 'admin'];
const NO_SECTION = ['agencyadmin', 'capoarea', 'agent', 'junior'];

type ProductList = { items: { id: number; customer: { id: number }; tier: string | null; extensionOffered: boolean; contract: { startDate: string } }[] };
type TicketList = { items: { id: number; customer: { id: number }; agency: { id: number }; status: string }[]; total: number };

async function open(username: string, party = t.customer, index = 0): Promise<TicketDetail> {
  const response = await t.call(username, '/api/Ticket', { body: supportBody(party.companyId, party.productIds[index]!) });
  expect(response.status).toBe(201);
  return t.json<TicketDetail>(response);
}

describe('the products tickets are opened on', () => {
  it("a customer lists their own company's products of contracts in force, with tier and start date", async () => {
    const list = await t.json<ProductList>(await t.call('customer', '/api/Ticket/Products'));
    expect(list.items.map((p) => p.id).sort((a, b) => a - b)).toEqual(t.customer.productIds);
    expect(list.items.every((p) => p.customer.id === t.customer.companyId && /^\d{4}-\d{2}-\d{2}$/.test(p.contract.startDate))).toBe(true);
    expect(list.items.some((p) => p.tier !== null)).toBe(true);
  });

  it("answers 404 for another company's products, by list or one by one", async () => {
    expect((await t.call('customer', `/api/Ticket/Products?customerId=${t.other.companyId}`)).status).toBe(404);
    expect((await t.call('customer', `/api/Ticket/Products/${t.other.companyId}/${t.other.productIds[0]}`)).status).toBe(404);
    // Its own company in the path with another's product is no way round.
    expect((await t.call('customer', `/api/Ticket/Products/${t.customer.companyId}/${t.other.productIds[0]}`)).status).toBe(404);
    expect((await t.call('cliente2', `/api/Ticket/Products/${t.customer.companyId}/${t.customer.productIds[0]}`)).status).toBe(404);
  });

  it('gives the forms the address they start from', async () => {
    const response = await t.call('customer', `/api/Ticket/Products/${t.customer.companyId}/${t.customer.productIds[0]}`);
    expect(response.status).toBe(200);
    const { prefill } = await t.json<{ prefill: Record<string, string> }>(response);
    expect(prefill.nome).not.toBe('');
    expect(prefill.nazione).toBe('Italia');
  });

  it("lets the back office name any agency's company", async () => {
    for (const username of BACK_OFFICE) {
      const response = await t.call(username, `/api/Ticket/Products?customerId=${t.other.companyId}`);
      expect(response.status, username).toBe(200);
      expect((await t.json<ProductList>(response)).items.map((p) => p.id).sort((a, b) => a - b)).toEqual(t.other.productIds);
    }
  });

  it('refuses the roles without a tickets section', async () => {
    for (const username of NO_SECTION) {
      expect((await t.call(username, '/api/Ticket/Products')).status, username).toBe(403);
      expect((await t.call(username, '/api/Ticket')).status, username).toBe(403);
      expect((await t.call(username, '/api/Ticket', { body: supportBody(t.customer.companyId, t.customer.productIds[0]!) })).status, username).toBe(403);
    }
    expect((await t.call('groupmanager', '/api/Ticket', { agencyId: t.agency['Agenzia Roma'] })).status).toBe(403);
  });

  it('answers 401 without a token and 404 in an agency the caller is no member of', async () => {
    expect((await t.request('/api/Ticket')).status).toBe(401);
    expect((await t.call('customer', '/api/Ticket', { agencyId: t.agency['Agenzia Roma'] })).status).toBe(404);
  });
});

describe('tickets in scope', () => {
  it("a customer sees only their company's tickets; another company's answer 404 on every route", async () => {
    const mine = await open('customer');
    const theirs = await open('cliente2', t.other);
    const list = await t.json<TicketList>(await t.call('customer', '/api/Ticket?pageSize=100'));
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
    expect((await t.call('customer', '/api/Ticket', { body: supportBody(t.other.companyId, t.other.productIds[0]!) })).status).toBe(404);
    expect((await t.call('customer', '/api/Ticket', { body: supportBody(t.customer.companyId, t.other.productIds[0]!) })).status).toBe(404);
  });

  it("the back office sees every agency's tickets and filters them", async () => {
    for (const username of BACK_OFFICE) {
      const all = await t.json<TicketList>(await t.call(username, '/api/Ticket?pageSize=100'));
      const agencies = new Set(all.items.map((i) => i.agency.id));
      expect(agencies.has(t.customer.agencyId) && agencies.has(t.other.agencyId), username).toBe(true);
      const filtered = await t.json<TicketList>(await t.call(username, `/api/Ticket?agencyId=${t.other.agencyId}&status=open`));
      expect(filtered.items.length).toBeGreaterThan(0);
      expect(filtered.items.every((i) => i.agency.id === t.other.agencyId && i.status === 'open')).toBe(true);
      expect(filtered.total).toBe(filtered.items.length);
    }
  });

  it('pages and sorts as asked', async () => {
    const page1 = await t.json<TicketList & { items: { number: string }[] }>(await t.call('admin', '/api/Ticket?sort=number&direction=asc&pageSize=2'));
    const page2 = await t.json<TicketList & { items: { number: string }[] }>(await t.call('admin', '/api/Ticket?sort=number&direction=asc&pageSize=2&page=2'));
    expect(page1.items).toHaveLength(2);
    const numbers = [...page1.items, ...page2.items].map((i) => i.number);
    expect(numbers).toEqual([...numbers].sort());
    expect(page1.total).toBeGreaterThan(3);
  });
});

describe('deleting a ticket', () => {
  it('is refused to the customer (403) and to the roles without tickets', async () => {
    const ticket = await open('customer');
    expect((await t.call('customer', `/api/Ticket/${ticket.id}`, { method: 'DELETE' })).status).toBe(403);
    expect((await t.call('agencyadmin', `/api/Ticket/${ticket.id}`, { method: 'DELETE' })).status).toBe(403);
    expect(ticket.actions.delete).toBe(false);
  });

  it('is an administrator’s while open: 204, gone from the lists and from the customer, kept in the history', async () => {
    const ticket = await open('customer');
    const asAdmin = await t.json<TicketDetail>(await t.call('admin', `/api/Ticket/${ticket.id}`));
    expect(asAdmin.actions.delete).toBe(true);
    expect((await t.call('admin', `/api/Ticket/${ticket.id}`, { method: 'DELETE' })).status).toBe(204);

    expect((await t.call('customer', `/api/Ticket/${ticket.id}`)).status).toBe(404);
    const listed = await t.json<TicketList>(await t.call('admin', '/api/Ticket?pageSize=100&sort=createdAt'));
    expect(listed.items.some((i) => i.id === ticket.id)).toBe(false);
    const kept = await t.json<TicketDetail>(await t.call('superadmin', `/api/Ticket/${ticket.id}`));
    expect(kept.deletedAt).not.toBeNull();
    expect(kept.history.map((h) => h.event)).toEqual(['created', 'deleted']);
    expect(kept.nextStatuses).toEqual([]);
    expect((await t.call('admin', `/api/Ticket/${ticket.id}`, { method: 'DELETE' })).status).toBe(409);
  });

  it('answers 409 ticket_not_deletable once work has started', async () => {
    const ticket = await open('customer');
    expect((await t.call('admin', `/api/Ticket/${ticket.id}/Status`, { body: { status: 'inProgress' } })).status).toBe(200);
    const response = await t.call('superadmin', `/api/Ticket/${ticket.id}`, { method: 'DELETE' });
    expect(response.status).toBe(409);
    expect((await t.json<{ errors: { code: string }[] }>(response)).errors[0]!.code).toBe('ticket_not_deletable');
  });
});
