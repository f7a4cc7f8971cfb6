// Handling a ticket to the end: the back office moves it along with notes
// (internal ones never reach the customer), the customer answers, confirms or
// reopens within 30 days of the resolution; every move is in the history with
// who, when and the note, and mailed to the customer and the agency.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tickets } from '@/backend/db/schema';
import type { ApiCallBody } from '@/lib/api-types';
import { type TicketsTestApp, setupTicketsApp, supportBody } from '../../support/backend/tickets-app';

let t: TicketsTestApp;
beforeAll(async () => {
  t = await setupTicketsApp();
});
afterAll(() => t.close());

const DAY = 86_400_000;

async function open() {
  return (await t.api.post('/api/Ticket', { json: supportBody(t.customer.companyId, t.customer.productIds[0]!), ...t.acting('customer') })).body;
}
const move = (username: string, ticketId: number, json: ApiCallBody<'POST', '/api/Ticket/{ticketId}/Status'>) =>
  t.api.post('/api/Ticket/{ticketId}/Status', { params: { ticketId }, json, ...t.acting(username) });
const detail = async (username: string, ticketId: number) => (await t.api.get('/api/Ticket/{ticketId}', { params: { ticketId }, ...t.acting(username) })).body;

describe('moving a ticket along', () => {
  it('the administrator takes it in hand with a note: the customer sees the status and the note and gets an e-mail', async () => {
    const ticket = await open();
    t.sent.length = 0;
    const response = await move('admin', ticket.id, { status: 'inProgress', note: 'Ritiro programmato per domani.' });
    expect(response.status).toBe(200);
    expect(response.body.status).toBe('inProgress');

    const seen = await detail('customer', ticket.id);
    expect(seen.status).toBe('inProgress');
    expect(seen.history.at(-1)).toMatchObject({
      event: 'status',
      fromStatus: 'open',
      toStatus: 'inProgress',
      by: { username: 'admin' },
      note: 'Ritiro programmato per domani.',
    });
    const mail = t.sent.find((m) => m.to === 'customer@example.com');
    expect(mail?.text).toContain('Ritiro programmato per domani.');
    expect(mail?.text).toContain(ticket.number);
    expect(t.sent.some((m) => m.to === 'agencyadmin@example.com')).toBe(true);
  });

  it('keeps internal notes from the customer, in the history and in the e-mail', async () => {
    const ticket = await open();
    await move('admin', ticket.id, { status: 'inProgress' });
    t.sent.length = 0;
    expect((await move('superadmin', ticket.id, { status: 'waitingForCustomer', note: 'Cliente moroso, sentire l’agenzia.', internal: true })).status).toBe(
      200,
    );
    const forCustomer = (await detail('customer', ticket.id)).history.at(-1)!;
    expect(forCustomer).toMatchObject({ toStatus: 'waitingForCustomer', note: null, internal: false });
    expect((await detail('admin', ticket.id)).history.at(-1)).toMatchObject({ note: 'Cliente moroso, sentire l’agenzia.', internal: true });
    expect(t.sent.length).toBeGreaterThan(0);
    expect(t.sent.every((m) => !m.text.includes('moroso'))).toBe(true);
    // The customer may not write one.
    expect((await move('customer', ticket.id, { status: 'inProgress', note: 'x', internal: true })).status).toBe(403);
  });

  it('lets the customer only the moves of the table: answering, confirming, reopening', async () => {
    const ticket = await open();
    const refused = await move('customer', ticket.id, { status: 'inProgress' });
    expect(refused.status).toBe(409);
    expect(refused.error.errors[0]!.code).toBe('update_status_failed_wrong_status_selected');
    await move('admin', ticket.id, { status: 'inProgress' });
    await move('admin', ticket.id, { status: 'waitingForCustomer', note: 'Ci mandate una foto?' });
    expect((await detail('customer', ticket.id)).nextStatuses).toEqual(['inProgress']);
    expect((await move('customer', ticket.id, { status: 'inProgress', note: 'Foto allegata.' })).status).toBe(200);
    await move('admin', ticket.id, { status: 'resolved', note: 'Riparato.' });
    expect((await detail('customer', ticket.id)).nextStatuses).toEqual(['closed', 'open']);
    expect((await move('customer', ticket.id, { status: 'closed' })).status).toBe(200);
    const closed = await detail('customer', ticket.id);
    expect(closed.actions.attach).toBe(false);
    expect(closed.history.map((h) => h.toStatus)).toEqual(['open', 'inProgress', 'waitingForCustomer', 'inProgress', 'resolved', 'closed']);
    // Reopened within the window, it is open again with no resolution.
    const reopened = await move('customer', ticket.id, { status: 'open', note: 'Si è guastato di nuovo.' });
    expect(reopened.status).toBe(200);
    expect(reopened.body).toMatchObject({ status: 'open', resolvedAt: null });
  });

  it('refuses reopening more than 30 days after the resolution (reopen_period_over)', async () => {
    const ticket = await open();
    await move('admin', ticket.id, { status: 'inProgress' });
    await move('admin', ticket.id, { status: 'resolved' });
    // Resolved 31 days ago (moving the clock instead would expire the sign-ins).
    await t.db
      .update(tickets)
      .set({ resolvedAt: new Date(Date.now() - 31 * DAY) })
      .where(eq(tickets.id, ticket.id));
    expect((await detail('customer', ticket.id)).nextStatuses).toEqual(['closed']);
    const response = await move('customer', ticket.id, { status: 'open' });
    expect(response.status).toBe(409);
    expect(response.error.errors[0]!.code).toBe('reopen_period_over');
  });

  it('answers 400 for a status that does not exist and 404 for a ticket that does not', async () => {
    const ticket = await open();
    // a status the route does not know: a probe, sent raw
    expect((await t.call('admin', `/api/Ticket/${ticket.id}/Status`, { body: { status: 'done' } })).status).toBe(400);
    expect((await move('admin', 999_999, { status: 'inProgress' })).status).toBe(404);
    expect((await t.call('admin', '/api/Ticket/abc')).status).toBe(404);
  });
});
