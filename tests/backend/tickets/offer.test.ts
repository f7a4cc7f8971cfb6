// The warranty offer round trip (docs/domain.md, "Tickets"): the back office
// offers a higher tier priced by the pricing rules, the customer accepts or
// declines it, the back office confirms an accepted one; the unit's guarantee
// and the contract's monthly payment change, with the contract's history and
// the audit trail. Who may take each step, and that other agencies and
// companies find nothing (404).
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, contractProducts, contracts } from '@/backend/db/schema';
import type { TicketDetail } from '@/core/schemas/tickets-answers';
import type { ApiCallBody } from '@/lib/api-types';
import { type TicketsTestApp, setupTicketsApp, supportBody, warrantyBody } from '../../support/backend/tickets-app';

let t: TicketsTestApp;
beforeAll(async () => {
  t = await setupTicketsApp();
});
afterAll(() => t.close());

const detail = async (username: string, ticketId: number) => (await t.api.get('/api/Ticket/{ticketId}', { params: { ticketId }, ...t.acting(username) })).body;
const offer = (username: string, ticketId: number, json: ApiCallBody<'POST', '/api/Ticket/{ticketId}/WarrantyOffer'>) =>
  t.api.post('/api/Ticket/{ticketId}/WarrantyOffer', { params: { ticketId }, json, ...t.acting(username) });
const answer = (username: string, ticketId: number, accept: boolean) =>
  t.api.post('/api/Ticket/{ticketId}/WarrantyOffer/Answer', { params: { ticketId }, json: { accept }, ...t.acting(username) });
const confirm = (username: string, ticketId: number, headers: Record<string, string> = {}) =>
  t.api.post('/api/Ticket/{ticketId}/WarrantyOffer/Confirm', { params: { ticketId }, headers, ...t.acting(username) });
const codeOf = (refused: { error: { errors: { code: string }[] } }) => refused.error.errors[0]!.code;
const products = async () => (await t.api.get('/api/Ticket/Products', t.acting('customer'))).body.items;
const contractOf = async (contractId: number, username = 'admin') =>
  (await t.api.get('/api/Agency/{agencyId}/Contracts/{contractId}', { params: { agencyId: t.customer.agencyId, contractId }, ...t.acting(username) })).body;
type Product = Awaited<ReturnType<typeof products>>[number];

/**
 * A new extended-warranty ticket on the demo customer's unit that may be
 * extended (the demo has one): the tests that confirm nothing come first, the
 * round trip that changes its tier last.
 */
async function warrantyTicket(): Promise<{ ticket: TicketDetail; product: Product }> {
  const product = (await products()).find((p) => p.extensionOffered)!;
  const open = (answers: Record<string, string>) =>
    t.api.post('/api/Ticket/Estendo', { json: warrantyBody(t.customer.companyId, product.id, answers), ...t.acting('customer') });
  const response = await open({});
  if (response.status === 400) {
    // The questionnaire wants its answers: "no" to each yes/no question, a word for the rest.
    const { questions } = (
      await t.api.get('/api/Ticket/estendo-questions/{contractProductId}', { params: { contractProductId: product.id }, ...t.acting('customer') })
    ).body;
    const retried = await open(Object.fromEntries(questions.map((q) => [String(q.id), q.kind === 'yesNo' ? 'no' : 'Nessun danno'])));
    expect(retried.status).toBe(201);
    return { ticket: retried.body, product };
  }
  expect(response.status).toBe(201);
  return { ticket: response.body, product };
}

describe('a warranty offer', () => {
  it('may be declined: nothing changes, and a new offer may follow', async () => {
    const { ticket, product } = await warrantyTicket();
    const before = await contractOf(product.contract.id);
    const choice = (await detail('admin', ticket.id)).offerChoices[0]!;
    await offer('admin', ticket.id, { toTier: choice.tier });
    expect((await answer('customer', ticket.id, false)).status).toBe(200);
    expect((await detail('customer', ticket.id)).offer).toMatchObject({ state: 'declined' });
    expect((await confirm('admin', ticket.id)).status).toBe(409);
    expect((await contractOf(product.contract.id)).monthlyPayment).toBe(before.monthlyPayment);
    expect((await detail('admin', ticket.id)).offerChoices.length).toBeGreaterThan(0);
    expect((await offer('admin', ticket.id, { toTier: choice.tier })).status).toBe(200);
  });

  it('is refused as outdated when the contract changed after the offer (409 warranty_offer_outdated)', async () => {
    const { ticket, product } = await warrantyTicket();
    const choice = (await detail('admin', ticket.id)).offerChoices[0]!;
    await offer('admin', ticket.id, { toTier: choice.tier });
    await answer('customer', ticket.id, true);
    const [row] = await t.db.select({ monthly: contracts.monthlyPayment }).from(contracts).where(eq(contracts.id, product.contract.id));
    await t.db
      .update(contracts)
      .set({ monthlyPayment: row!.monthly + 1 })
      .where(eq(contracts.id, product.contract.id));
    try {
      const response = await confirm('admin', ticket.id);
      expect(response.status).toBe(409);
      expect(await codeOf(response)).toBe('warranty_offer_outdated');
      const english = await confirm('admin', ticket.id, { 'accept-language': 'en' });
      expect(english.error.errors[0]!.message).toMatch(/changed after the offer/);
    } finally {
      await t.db.update(contracts).set({ monthlyPayment: row!.monthly }).where(eq(contracts.id, product.contract.id));
    }
  });

  it('can no longer be answered once the ticket is closed', async () => {
    const { ticket } = await warrantyTicket();
    const choice = (await detail('admin', ticket.id)).offerChoices[0]!;
    await offer('admin', ticket.id, { toTier: choice.tier });
    for (const status of ['inProgress', 'resolved', 'closed'] as const) {
      expect(
        (await t.api.post('/api/Ticket/{ticketId}/Status', { params: { ticketId: ticket.id }, json: { status }, ...t.acting('admin') })).status,
        status,
      ).toBe(200);
    }
    expect((await detail('customer', ticket.id)).actions.answerOffer).toBe(false);
    const response = await answer('customer', ticket.id, true);
    expect(response.status).toBe(409);
    expect(await codeOf(response)).toBe('warranty_offer_wrong_state');
  });

  it('is not for support tickets', async () => {
    const support = (await t.api.post('/api/Ticket', { json: supportBody(t.customer.companyId, t.customer.productIds[0]!), ...t.acting('customer') })).body;
    expect(support.offerChoices).toEqual([]);
    const response = await offer('admin', support.id, { toTier: 'PLATINUM' });
    expect(response.status).toBe(409);
    expect(await codeOf(response)).toBe('warranty_offer_not_possible');
  });
});

describe('another agency, another company', () => {
  it("answers 404 to a customer of another agency's company on every step, and 403 to agency staff, who have no tickets section", async () => {
    const { ticket } = await warrantyTicket();
    const choice = (await detail('admin', ticket.id)).offerChoices[0]!;
    await offer('admin', ticket.id, { toTier: choice.tier });
    expect((await t.call('cliente2', `/api/Ticket/${ticket.id}`)).status).toBe(404);
    expect((await answer('cliente2', ticket.id, true)).status).toBe(404);
    expect((await t.call('cliente2', `/api/Ticket/${ticket.id}/Notes`, { body: { note: 'Di chi è?' } })).status).toBe(404);
    for (const username of ['agencyadmin', 'agent', 'nikon']) {
      const agencyId = username === 'nikon' ? t.agency['Nikon'] : t.customer.agencyId;
      expect((await t.call(username, `/api/Ticket/${ticket.id}`, { agencyId })).status, username).toBe(403);
      expect((await t.call(username, `/api/Ticket/${ticket.id}/WarrantyOffer/Answer`, { body: { accept: true }, agencyId })).status, username).toBe(403);
      expect((await t.call(username, `/api/Ticket/${ticket.id}/Notes`, { body: { note: 'x' }, agencyId })).status, username).toBe(403);
    }
    // The offer is untouched.
    expect((await detail('customer', ticket.id)).offer).toMatchObject({ state: 'offered' });
  });
});

describe('the round trip', () => {
  it('is made by the back office, accepted by the customer and confirmed: the guarantee and the monthly payment change, with history and audit', async () => {
    const { ticket, product } = await warrantyTicket();
    const before = await contractOf(product.contract.id);
    const siblings = await t.db.select({ id: contractProducts.id }).from(contractProducts).where(eq(contractProducts.contractId, product.contract.id));
    const tiersBefore = new Map((await products()).map((p) => [p.id, p.tier]));

    // The back office sees the tiers it may offer, priced; the customer sees none.
    const seen = await detail('admin', ticket.id);
    expect(seen.offerChoices.length).toBeGreaterThan(0);
    expect((await detail('customer', ticket.id)).offerChoices).toEqual([]);
    const choice = seen.offerChoices[0]!;
    expect(choice.extraMonthly).toBeGreaterThan(0);
    expect(choice.monthlyAfter).toBeCloseTo(before.monthlyPayment + choice.extraMonthly, 2);

    // Only the back office offers; the customer answers; nobody confirms what is not accepted.
    expect((await offer('customer', ticket.id, { toTier: choice.tier })).status).toBe(403);
    expect((await offer('admin', ticket.id, { toTier: product.tier! })).status).toBe(409);
    t.sent.length = 0;
    const made = await offer('admin', ticket.id, { toTier: choice.tier, note: 'Offerta valida fino a fine mese.' });
    expect(made.status).toBe(200);
    expect(made.body.offer).toMatchObject({
      state: 'offered',
      fromTier: product.tier,
      toTier: choice.tier,
      extraMonthly: choice.extraMonthly,
    });
    const toCustomer = t.sent.find((m) => m.to === 'customer@example.com');
    expect(toCustomer?.subject).toContain(ticket.number);
    expect(toCustomer?.text).toMatch(new RegExp(choice.tier, 'i'));
    expect(toCustomer?.text).toContain('Offerta valida fino a fine mese.');

    const forCustomer = await detail('customer', ticket.id);
    expect(forCustomer.actions).toMatchObject({ answerOffer: true, confirmOffer: false });
    expect(forCustomer.history.at(-1)).toMatchObject({ event: 'offer', note: 'Offerta valida fino a fine mese.', toStatus: ticket.status });
    expect((await confirm('admin', ticket.id)).status).toBe(409);
    expect((await answer('admin', ticket.id, true)).status).toBe(403);
    expect((await confirm('customer', ticket.id)).status).toBe(403);

    t.sent.length = 0;
    expect((await answer('customer', ticket.id, true)).status).toBe(200);
    expect(t.sent.some((m) => m.to === 'agencyadmin@example.com')).toBe(true);
    const again = await answer('customer', ticket.id, true);
    expect(again.status).toBe(409);
    expect(await codeOf(again)).toBe('warranty_offer_wrong_state');
    expect((await detail('admin', ticket.id)).actions.confirmOffer).toBe(true);

    const confirmed = await confirm('admin', ticket.id);
    expect(confirmed.status).toBe(200);
    const done = confirmed.body;
    expect(done.offer).toMatchObject({ state: 'confirmed', toTier: choice.tier });
    expect(done.product.tier).toBe(choice.tier);
    expect(done.history.map((h) => h.event).slice(-3)).toEqual(['offer', 'offerAccepted', 'offerConfirmed']);

    // The contract: the payment the offer named, its total, and a history row that moves no status.
    const after = await contractOf(product.contract.id);
    expect(after.monthlyPayment).toBeCloseTo(choice.monthlyAfter, 2);
    expect(after.totalValue).toBeCloseTo(choice.monthlyAfter * after.durationMonths, 2);
    expect(after.history.at(-1)).toMatchObject({
      fromStatus: 'active',
      toStatus: 'active',
      guaranteeChange: {
        productId: product.id,
        fromTier: product.tier,
        toTier: choice.tier,
        monthlyBefore: before.monthlyPayment,
        ticket: { number: ticket.number },
      },
    });
    // The customer reads the same row in their contract.
    const asCustomer = await contractOf(product.contract.id, 'customer');
    expect(asCustomer.history.at(-1)!.guaranteeChange).toMatchObject({ toTier: choice.tier });

    // The unit has the new tier; the contract's other units keep theirs.
    const tiersAfter = new Map((await products()).map((p) => [p.id, p.tier]));
    expect(tiersAfter.get(product.id)).toBe(choice.tier);
    for (const { id } of siblings) if (id !== product.id) expect(tiersAfter.get(id), `unit ${id}`).toBe(tiersBefore.get(id));

    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'contract'), eq(auditLog.entityId, product.contract.id), eq(auditLog.action, 'warrantyExtended')));
    expect(audit).toHaveLength(1);
    expect(audit[0]!.changes).toMatchObject({ monthlyPayment: { from: before.monthlyPayment, to: choice.monthlyAfter } });
  });
});
