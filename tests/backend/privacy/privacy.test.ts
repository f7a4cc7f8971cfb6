// The privacy PDF (issue 6): a generated default in Italian and English,
// public; administrators replace it with an upload checked by its bytes.
import { sql } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memoryFileStorage } from '@/backend/adapters/files/storage';
import { createApp } from '@/backend/app';
import { type TypedApi, typedApi } from '../../support/backend/api-caller';
import { captureMail, setupTestApp, type TestApp } from '../../support/backend/test-app';
import { activeContentPdfs } from '../../support/pdf-samples';

let t: TestApp;
let app: ReturnType<typeof createApp>;
/** That app's typed calls (the PDF itself is a file: read raw) */
let api: TypedApi;

beforeAll(async () => {
  t = await setupTestApp();
  // The same database with an in-memory file storage, so uploads stay in the test.
  app = createApp({ db: t.db, config: t.config, clock: t.clock.now, mail: captureMail().mail, adapters: { files: memoryFileStorage() }, queue: t.queue });
  api = typedApi((path, init) => app.request(path, init), t.tokenOf);
});
afterAll(() => t.close());

const PATH = '/api/smartComSystem/PrivacyFile';

async function upload(username: string, body: Uint8Array | string) {
  const { accessToken: token } = await t.signIn(username);
  const [membership] = (await t.api.get('/api/Account/Agencies', { token })).body;
  return api.post('/api/smartComSystem/PrivacyFile/Upload', {
    token,
    agencyId: membership!.agency.id,
    headers: { 'content-type': 'application/pdf' },
    body: typeof body === 'string' ? body : new Blob([body.slice()]),
  });
}

async function smallPdf(text: string): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.addPage().drawText(text);
  return doc.save();
}

describe('GET /api/smartComSystem/PrivacyFile', () => {
  it('serves the generated PDF to anyone, named privacy.pdf, in Italian and English', async () => {
    const response = await app.request(PATH);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toContain('filename="privacy.pdf"');
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(new TextDecoder().decode(bytes.subarray(0, 5))).toBe('%PDF-');
    const doc = await PDFDocument.load(bytes);
    expect(doc.getPageCount()).toBeGreaterThanOrEqual(2);
    expect(doc.getTitle()).toContain('Informativa sul trattamento dei dati personali');
    expect(doc.getTitle()).toContain('Privacy notice');
  });

  it('answers it like every stored file: inline to be read, but in a sandbox and never sniffed', async () => {
    const response = await app.request(PATH);
    expect(response.headers.get('content-disposition')).toBe('inline; filename="privacy.pdf"');
    expect(response.headers.get('content-security-policy')).toBe("default-src 'none'; style-src 'unsafe-inline'; sandbox");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });
});

describe('POST /api/smartComSystem/PrivacyFile/Upload', () => {
  it('lets an administrator replace it; the new file is served', async () => {
    const replacement = await smallPdf('Informativa aggiornata');
    expect((await upload('admin', replacement)).status).toBe(204);
    const served = new Uint8Array(await (await app.request(PATH)).arrayBuffer());
    expect(served).toEqual(replacement);
    // the settings page's history names who uploaded it
    const { accessToken: token } = await t.signIn('superadmin');
    const [membership] = (await t.api.get('/api/Account/Agencies', { token })).body;
    const parameters = (await api.get('/api/SystemParameters', { token, agencyId: membership!.agency.id })).body;
    expect(parameters.history[0]).toMatchObject({
      entity: 'privacy',
      action: 'upload',
      actor: { username: 'admin' },
      changes: { bytes: { to: replacement.length } },
    });
  });

  it('refuses a back-office Viewer', async () => {
    await t.db.execute(sql`update users set back_office_role = 'Viewer' where username = 'admin'`);
    try {
      expect((await upload('admin', await smallPdf('x'))).status).toBe(403);
    } finally {
      await t.db.execute(sql`update users set back_office_role = 'Editor' where username = 'admin'`);
    }
  });

  it('refuses other roles and anonymous callers', async () => {
    expect((await upload('agencyadmin', await smallPdf('x'))).status).toBe(403);
    const anonymous = await api.post('/api/smartComSystem/PrivacyFile/Upload', {
      headers: { 'content-type': 'application/pdf' },
      body: new Blob([(await smallPdf('x')).slice()]),
    });
    expect(anonymous.status).toBe(401);
  });

  it('judges by the bytes: a renamed text file, an HTML page named .pdf or a truncated PDF is invalid_pdf', async () => {
    const html = await upload('superadmin', '<!doctype html><html><body><script>alert(1)</script>%PDF-1.7</body></html>');
    expect(html.status).toBe(400);
    expect(html.error.errors[0]!.code).toBe('invalid_pdf');
    const text = await upload('superadmin', 'just text, whatever the name says');
    expect(text.status).toBe(400);
    expect(text.error.errors[0]!.code).toBe('invalid_pdf');
    const truncated = (await smallPdf('x')).subarray(0, 200);
    expect((await upload('superadmin', truncated)).status).toBe(400);
  });

  it('refuses a PDF with active content (pdf_active_content): JavaScript plain, hex-escaped or in a compressed object stream, an embedded program', async () => {
    const kept = new Uint8Array(await (await app.request(PATH)).arrayBuffer());
    for (const [name, bytes] of Object.entries(await activeContentPdfs())) {
      const response = await upload('superadmin', bytes);
      expect(response.status, name).toBe(400);
      const [error] = response.error.errors;
      expect(error!.code, name).toBe('pdf_active_content');
      expect(error!.message, name).toMatch(/contenuti attivi/);
    }
    expect(new Uint8Array(await (await app.request(PATH)).arrayBuffer())).toEqual(kept);
    // a clean one still goes through
    expect((await upload('superadmin', await smallPdf('Informativa pulita'))).status).toBe(204);
  });

  it('refuses more than 5 MB with 413', async () => {
    const big = new Uint8Array(5 * 1024 * 1024 + 1);
    big.set(new TextEncoder().encode('%PDF-1.7\n'));
    expect((await upload('superadmin', big)).status).toBe(413);
  });
});
