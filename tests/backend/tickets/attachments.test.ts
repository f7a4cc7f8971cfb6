// Attachments of a ticket: photos (JPEG, PNG, WebP) and PDFs without active
// content judged by their bytes, at most 10 MB each and 5 per ticket, kept in
// the file storage and served back with the type the bytes have, in a sandbox,
// under a clean name with that type's extension; only within the caller's scope.
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ATTACHMENT_MAX_BYTES, MAX_ATTACHMENTS } from '@/core/domain/tickets';
import { type TicketsTestApp, setupTicketsApp, supportBody } from '../../support/backend/tickets-app';
import { activeContentPdfs } from '../../support/pdf-samples';

let t: TicketsTestApp;
beforeAll(async () => {
  t = await setupTicketsApp();
});
afterAll(() => t.close());

const POLICY = "default-src 'none'; style-src 'unsafe-inline'; sandbox";
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0]);

function upload(username: string, ticketId: number, bytes: Uint8Array | string, name: string, agencyId = t.customer.agencyId) {
  const form = new FormData();
  form.append('file', new File([typeof bytes === 'string' ? bytes : bytes.slice()], name));
  return t.api.post('/api/Ticket/{ticketId}/Attachments', { params: { ticketId }, body: form, as: username, agencyId });
}

async function open() {
  return (await t.api.post('/api/Ticket', { json: supportBody(t.customer.companyId, t.customer.productIds[0]!), ...t.acting('customer') })).body;
}
/** The ticket as `username` sees it; the attachments themselves are files, read raw (`t.call`). */
const detail = async (username: string, ticketId: number) => (await t.api.get('/api/Ticket/{ticketId}', { params: { ticketId }, ...t.acting(username) })).body;

describe('attaching files', () => {
  it('takes a photo by its bytes and serves it back inline, typed by the bytes, never as a page', async () => {
    const ticket = await open();
    const response = await upload('customer', ticket.id, PNG, 'danno.jpg');
    expect(response.status).toBe(201);
    const added = response.body;
    // the name takes the extension of what the bytes are
    expect(added).toMatchObject({ fileName: 'danno.png', contentType: 'image/png', size: PNG.length });

    const served = await t.call('admin', `/api/Ticket/${ticket.id}/Attachments/${added.id}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('content-disposition')).toMatch(/^inline/);
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('content-security-policy')).toBe(POLICY);
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(PNG);
    expect((await detail('customer', ticket.id)).attachments.map((a) => a.id)).toEqual([added.id]);
  });

  it('takes a readable PDF, served as a download', async () => {
    const ticket = await open();
    const doc = await PDFDocument.create();
    doc.addPage().drawText('Scontrino');
    const response = await upload('customer', ticket.id, await doc.save(), 'scontrino.pdf');
    expect(response.status).toBe(201);
    const { id } = response.body;
    const served = await t.call('customer', `/api/Ticket/${ticket.id}/Attachments/${id}`);
    expect(served.headers.get('content-disposition')).toBe('attachment; filename="scontrino.pdf"');
    expect(served.headers.get('content-security-policy')).toBe(POLICY);
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('refuses a PDF with active content (pdf_active_content): JavaScript plain, hex-escaped or in a compressed object stream, an embedded program', async () => {
    const ticket = await open();
    for (const [name, bytes] of Object.entries(await activeContentPdfs())) {
      const response = await upload('customer', ticket.id, bytes, 'ricevuta.pdf');
      expect(response.status, name).toBe(400);
      expect(response.error.errors[0], name).toMatchObject({
        field: 'file',
        code: 'pdf_active_content',
        message: expect.stringMatching(/contenuti attivi/),
      });
    }
    expect((await detail('customer', ticket.id)).attachments).toEqual([]);
  });

  it('keeps names without control or bidi characters, with the extension of the type found, in the list and the download', async () => {
    const ticket = await open();
    const pdf = await PDFDocument.create();
    pdf.addPage().drawText('Ricevuta');
    const cases = [
      // a right-to-left override shows this as "report1exe.png"; it is a PNG, so it is one by name too
      { bytes: PNG, name: 'report1\u202egnp.exe', stored: 'report1gnp.png', disposition: 'inline; filename="report1gnp.png"' },
      { bytes: PNG, name: 'poly.html', stored: 'poly.png', disposition: 'inline; filename="poly.png"' },
      {
        bytes: await pdf.save(),
        name: 'C:\\scansioni\\\u2067ricevuta\u2069 già\u0085 pagata\u200f\u0007.PDF',
        stored: 'ricevuta già pagata.PDF',
        disposition: `attachment; filename="ricevuta gi_ pagata.PDF"; filename*=UTF-8''ricevuta%20gi%C3%A0%20pagata.PDF`,
      },
    ];
    const ids: number[] = [];
    for (const { bytes, name, stored } of cases) {
      const response = await upload('customer', ticket.id, bytes, name);
      expect(response.status, name).toBe(201);
      const added = response.body;
      expect(added.fileName).toBe(stored);
      ids.push(added.id);
    }
    const listed = (await detail('admin', ticket.id)).attachments;
    expect(listed.map((a) => a.fileName)).toEqual(cases.map((c) => c.stored));
    for (const [index, { disposition }] of cases.entries()) {
      const served = await t.call('admin', `/api/Ticket/${ticket.id}/Attachments/${ids[index]}`);
      expect(served.headers.get('content-disposition')).toBe(disposition);
    }
  });

  it('refuses an HTML page renamed .jpg, an SVG and a GIF (attachment_type_not_allowed)', async () => {
    const ticket = await open();
    for (const [bytes, name] of [
      ['<html><script>alert(1)</script></html>', 'foto.jpg'],
      ['<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>', 'foto.svg'],
      ['GIF89a....', 'foto.gif'],
    ] as const) {
      const response = await upload('customer', ticket.id, bytes, name);
      expect(response.status, name).toBe(400);
      expect(response.error.errors[0]).toMatchObject({ field: 'file', code: 'attachment_type_not_allowed' });
    }
  });

  it('refuses a file over 10 MB with 413', async () => {
    const ticket = await open();
    const big = new Uint8Array(11 * 1024 * 1024);
    big.set(PNG);
    const response = await upload('customer', ticket.id, big, 'grande.png');
    expect(response.status).toBe(413);
    expect(response.error.errors[0]!.code).toBe('payload_too_large');
    // Just at the limit still counts as one file.
    const atLimit = new Uint8Array(ATTACHMENT_MAX_BYTES);
    atLimit.set(PNG);
    expect((await upload('customer', ticket.id, atLimit, 'limite.png')).status).toBe(201);
  });

  it(`holds at most ${MAX_ATTACHMENTS} per ticket (too_many_attachments)`, async () => {
    const ticket = await open();
    for (let i = 0; i < MAX_ATTACHMENTS; i += 1) expect((await upload('customer', ticket.id, PNG, `foto${i}.png`)).status).toBe(201);
    const sixth = await upload('admin', ticket.id, PNG, 'sesta.png');
    expect(sixth.status).toBe(409);
    expect(sixth.error.errors[0]!.code).toBe('too_many_attachments');
    expect((await detail('customer', ticket.id)).actions.attach).toBe(false);
  });

  it("answers 404 on another company's ticket, to upload or to read, and 403 to the roles without tickets", async () => {
    const ticket = await open();
    const response = await upload('customer', ticket.id, PNG, 'a.png');
    const { id } = response.body;
    expect((await upload('cliente2', ticket.id, PNG, 'b.png', t.other.agencyId)).status).toBe(404);
    expect((await t.call('cliente2', `/api/Ticket/${ticket.id}/Attachments/${id}`)).status).toBe(404);
    expect((await upload('agencyadmin', ticket.id, PNG, 'c.png')).status).toBe(403);
    expect((await t.call('customer', `/api/Ticket/${ticket.id}/Attachments/999999`)).status).toBe(404);
  });
});
