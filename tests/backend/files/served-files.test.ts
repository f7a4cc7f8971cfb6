// Every answer that serves a stored file (the privacy notice, ticket
// attachments, catalogue pictures, agency logos) and every spreadsheet
// download carries the same policy: the type the bytes are, never sniffed
// again, in a sandbox where nothing runs, and a named download unless it is a
// picture or the privacy notice people open to read (docs/security.md, "Files").
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TicketsTestApp, setupTicketsApp, supportBody } from '../../support/backend/tickets-app';

let t: TicketsTestApp;
beforeAll(async () => {
  t = await setupTicketsApp();
});
afterAll(() => t.close());

const POLICY = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

function expectPolicy(response: Response, what: string, type: string, disposition: RegExp) {
  expect(response.status, what).toBe(200);
  expect(response.headers.get('content-type'), what).toBe(type);
  expect(response.headers.get('content-disposition'), what).toMatch(disposition);
  expect(response.headers.get('content-security-policy'), what).toBe(POLICY);
  expect(response.headers.get('x-content-type-options'), what).toBe('nosniff');
}

async function attach(ticketId: number, bytes: Uint8Array, name: string): Promise<number> {
  const form = new FormData();
  form.append('file', new File([bytes.slice()], name));
  const { accessToken: token } = await t.signIn('customer');
  const response = await t.api.post('/api/Ticket/{ticketId}/Attachments', { params: { ticketId }, token, agencyId: t.customer.agencyId, body: form });
  expect(response.status).toBe(201);
  return response.body.id;
}

describe('answers serving a file', () => {
  it('the privacy notice, inline to be read', async () => {
    expectPolicy(await t.request('/api/smartComSystem/PrivacyFile'), 'privacy', 'application/pdf', /^inline; filename="privacy\.pdf"$/);
  });

  it('ticket attachments: a photo inline, a PDF as a download', async () => {
    const ticket = (await t.api.post('/api/Ticket', { json: supportBody(t.customer.companyId, t.customer.productIds[0]!), ...t.acting('customer') })).body;
    const photo = new Uint8Array(
      await sharp({ create: { width: 4, height: 4, channels: 3, background: '#fff' } })
        .jpeg()
        .toBuffer(),
    );
    const doc = await PDFDocument.create();
    doc.addPage();
    const photoId = await attach(ticket.id, photo, 'foto.jpg');
    const pdfId = await attach(ticket.id, await doc.save(), 'ricevuta.pdf');
    const path = (id: number) => `/api/Ticket/${ticket.id}/Attachments/${id}`;
    expectPolicy(await t.call('admin', path(photoId)), 'photo', 'image/jpeg', /^inline; filename="foto\.jpg"$/);
    expectPolicy(await t.call('admin', path(pdfId)), 'pdf', 'application/pdf', /^attachment; filename="ricevuta\.pdf"$/);
  });

  it('catalogue pictures', async () => {
    expectPolicy(await t.as('agent', '/api/files/catalogue/family-tablet.svg'), 'svg', 'image/svg+xml', /^inline; filename="family-tablet\.svg"$/);
  });

  it("an agency's logo", async () => {
    const agencyId = t.customer.agencyId;
    const logo = await sharp({ create: { width: 40, height: 20, channels: 3, background: '#0891b2' } })
      .png()
      .toBuffer();
    const { accessToken } = await t.signIn('superadmin');
    const uploaded = await t.app.request(`/api/Agency/${agencyId}/Logo`, {
      method: 'POST',
      body: new Uint8Array(logo),
      headers: { 'content-type': 'image/png', authorization: `Bearer ${accessToken}` },
    });
    expect(uploaded.status).toBe(204);
    expectPolicy(await t.call('customer', `/api/Agency/${agencyId}/Logo`), 'logo', 'image/png', /^inline; filename="logo\.png"$/);
  });

  it('spreadsheet downloads', async () => {
    const response = await t.as('admin', `/api/Agency/${t.customer.agencyId}/ContractsXLS`);
    expectPolicy(response, 'export', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', /^attachment; filename="contratti-[\d-]+\.xlsx"$/);
    await response.arrayBuffer();
  });
});
