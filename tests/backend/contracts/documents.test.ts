// The documents a "missing documents" decision asks for (docs/domain.md,
// "Missing documents"): the decision names them as kinds; the agent and the
// customer upload them on the contract (judged by their bytes, kept in the
// file storage, listed with who and when); the back office accepts or rejects
// each with a note, a rejection e-mails the agent; once every kind is accepted
// the contract moves to documentationOk through the lifecycle, and only then.
import { and, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, companies, contracts, userAgencyRoles, users } from '@/backend/db/schema';
import type { ApiResult } from '../../support/backend/api-caller';
import { type ContractsTestApp, COMPANY, contractBody, setupContractsApp } from '../../support/backend/contracts-app';
import { captureMail } from '../../support/backend/test-app';
import { activeContentPdfs, libraryPdf } from '../../support/pdf-samples';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0]);
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0]);
/** 50 solidity, 40 employees, founded 2008: 30 + 15 + 20 = 65, between the thresholds (40, 70): missingDocs. */
const MIDDLING = { ...COMPANY, companySolidity: 50 };

describe('documents asked for by the credit decision', () => {
  let t: ContractsTestApp;
  let mail: ReturnType<typeof captureMail>;
  let milano: number;
  let base: string;
  let pdf: Uint8Array;
  let customerCompanyId: number;
  beforeAll(async () => {
    mail = captureMail();
    t = await setupContractsApp({ mail: mail.mail });
    milano = t.agency['Agenzia Milano']!;
    base = `/api/Agency/${milano}/Contracts`;
    pdf = await libraryPdf();
    // A customer of another company of the same agency.
    const [customer] = await t.db.select({ companyId: users.companyId }).from(users).where(eq(users.username, 'customer'));
    customerCompanyId = customer!.companyId!;
    const [elsewhere] = await t.db
      .select({ id: companies.id })
      .from(companies)
      .where(and(eq(companies.agencyId, t.agency['Agenzia Milano']!), ne(companies.id, customer!.companyId!)))
      .limit(1);
    const other = await t.createUser('altrocliente');
    await t.db.update(users).set({ companyId: elsewhere!.id }).where(eq(users.id, other.id));
    await t.db.insert(userAgencyRoles).values({ userId: other.id, agencyId: t.agency['Agenzia Milano']!, role: 'customer' });
  });
  afterAll(() => t.close());

  const waitingContract = async () => {
    const created = (
      await t.api.post('/api/Agency/{agencyId}/Contracts', {
        params: { agencyId: milano },
        json: contractBody(t.models.plain, { company: MIDDLING }),
        as: 'agent',
      })
    ).body;
    expect(created.status).toBe('missingDocs');
    // The demo customer's company, so that they see it.
    await t.db.update(contracts).set({ companyId: customerCompanyId }).where(eq(contracts.id, created.id));
    return created;
  };
  const upload = (username: string, id: number, kind: string, bytes: Uint8Array, name: string, language = 'it', agencyId = milano) => {
    const form = new FormData();
    form.append('kind', kind);
    form.append('file', new File([bytes.slice()], name));
    return t.api.post('/api/Agency/{agencyId}/Contracts/{contractId}/Documents', {
      params: { agencyId, contractId: id },
      body: form,
      as: username,
      headers: { 'accept-language': language },
    });
  };
  const documentsOf = (username: string, id: number, agencyId = milano) =>
    t.api.get('/api/Agency/{agencyId}/Contracts/{contractId}/Documents', { params: { agencyId, contractId: id }, as: username });
  const list = async (username: string, id: number) => (await documentsOf(username, id)).body;
  const review = (username: string, id: number, documentId: number, verdict: 'Accept' | 'Reject', note?: string, agencyId = milano) =>
    t.api.post(`/api/Agency/{agencyId}/Contracts/{contractId}/Documents/{documentId}/${verdict}`, {
      params: { agencyId, contractId: id, documentId },
      json: note === undefined ? {} : { note },
      as: username,
    });
  const errors = (response: ApiResult<unknown>) => response.error.errors;
  const detailOf = async (id: number) =>
    (await t.api.get('/api/Agency/{agencyId}/Contracts/{contractId}', { params: { agencyId: milano, contractId: id }, as: 'agent' })).body;
  const status = async (id: number) => (await detailOf(id)).status;

  it('names what is missing as kinds of document, on the decision and in the list', async () => {
    const contract = await waitingContract();
    const detail = await detailOf(contract.id);
    expect(detail.creditDecisions.at(-1)!.documents).toEqual(['lastBalanceSheet', 'signersIdentity']);
    const documents = await list('agent', contract.id);
    expect(documents.requested).toEqual([
      { kind: 'lastBalanceSheet', standing: 'missing' },
      { kind: 'signersIdentity', standing: 'missing' },
    ]);
    expect(documents.actions).toEqual({ upload: true, review: false });
    expect((await list('admin', contract.id)).actions).toEqual({ upload: true, review: true });
  });

  it('takes an upload from the agent and one from the customer on their own contract, listed with who and when', async () => {
    const contract = await waitingContract();
    expect((await upload('agent', contract.id, 'lastBalanceSheet', pdf, 'bilancio 2025.pdf')).status).toBe(201);
    t.clock.advance(60_000);
    const answered = await upload('customer', contract.id, 'signersIdentity', JPEG, 'carta-identita.png');
    expect(answered.status).toBe(201);
    const documents = answered.body;
    // Newest first, the type the bytes are (the JPEG named .png is kept as .jpg).
    expect(documents.documents.map((d) => ({ kind: d.kind, by: d.uploadedBy?.username, file: d.fileName, type: d.contentType, status: d.status }))).toEqual([
      { kind: 'signersIdentity', by: 'customer', file: 'carta-identita.jpg', type: 'image/jpeg', status: 'pending' },
      { kind: 'lastBalanceSheet', by: 'agent', file: 'bilancio 2025.pdf', type: 'application/pdf', status: 'pending' },
    ]);
    const [second, first] = documents.documents.map((d) => Date.parse(d.uploadedAt));
    expect(second! - first!).toBeGreaterThanOrEqual(60_000);
    expect(documents.requested.map((r) => r.standing)).toEqual(['pending', 'pending']);
    // The bytes come back as stored, as a download in a sandbox.
    const served = await t.as('customer', `${base}/${contract.id}/Documents/${documents.documents[1]!.id}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('application/pdf');
    expect(served.headers.get('content-disposition')).toMatch(/^attachment;/);
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(pdf);
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'contract'), eq(auditLog.entityId, contract.id), eq(auditLog.action, 'upload')));
    expect(audit.map((a) => a.actorName).sort()).toEqual(['agent', 'customer']);
  });

  it('refuses by content: a page renamed .pdf, a PDF with active content, a kind not asked for, an oversized file', async () => {
    const contract = await waitingContract();
    const page = await upload('agent', contract.id, 'lastBalanceSheet', new TextEncoder().encode('<html><script>x</script></html>'), 'bilancio.pdf');
    expect(page.status).toBe(400);
    expect(errors(page)).toEqual([
      expect.objectContaining({ field: 'file', code: 'document_type_not_allowed', message: 'Il file non è un PDF né una foto JPEG o PNG.' }),
    ]);
    const english = await upload('agent', contract.id, 'lastBalanceSheet', new TextEncoder().encode('GIF89a......'), 'b.gif', 'en');
    expect(errors(english)[0]!.message).toBe('The file is neither a PDF nor a JPEG or PNG photo.');
    const active = await upload('agent', contract.id, 'lastBalanceSheet', Object.values(await activeContentPdfs())[0]!, 'bilancio.pdf');
    expect(errors(active)[0]!.code).toBe('pdf_active_content');
    const unasked = await upload('agent', contract.id, 'taxReturn', pdf, 'redditi.pdf');
    expect(unasked.status).toBe(400);
    expect(errors(unasked)[0]).toMatchObject({ field: 'kind', code: 'document_not_requested' });
    const big = new Uint8Array(10 * 1024 * 1024 + 1);
    big.set(PNG);
    expect((await upload('agent', contract.id, 'lastBalanceSheet', big, 'grande.png')).status).toBe(413);
    expect((await list('agent', contract.id)).documents).toEqual([]);
  });

  it("keeps another agency's user and another company's customer out: 404 on every call", async () => {
    const contract = await waitingContract();
    await upload('agent', contract.id, 'lastBalanceSheet', pdf, 'bilancio.pdf');
    const [document] = (await list('agent', contract.id)).documents;
    const nikon = t.agency['Nikon']!;
    for (const username of ['nikon', 'altrocliente']) {
      const own = username === 'nikon' ? nikon : milano;
      expect((await documentsOf(username, contract.id, own)).status, username).toBe(404);
      expect((await upload(username, contract.id, 'signersIdentity', PNG, 'id.png', 'it', own)).status, username).toBe(404);
      // the file itself is a download, no JSON operation: read raw
      expect((await t.as(username, `/api/Agency/${own}/Contracts/${contract.id}/Documents/${document!.id}`)).status, username).toBe(404);
    }
    // The back office of the platform reaches every agency; another agency's staff never reviews.
    expect((await review('nikon', contract.id, document!.id, 'Accept', undefined, nikon)).status).toBe(403);
  });

  it('lets only the back office review, each with a note; a rejection needs one and e-mails the agent', async () => {
    const contract = await waitingContract();
    await upload('agent', contract.id, 'lastBalanceSheet', pdf, 'bilancio.pdf', 'en');
    const [document] = (await list('agent', contract.id)).documents;
    for (const username of ['agent', 'agencyadmin', 'customer']) {
      expect((await review(username, contract.id, document!.id, 'Accept')).status, username).toBe(403);
    }
    const blank = await review('admin', contract.id, document!.id, 'Reject', '  ');
    expect(blank.status).toBe(400);
    expect(errors(blank)[0]).toMatchObject({ field: 'note', code: 'required' });

    const before = mail.sent.length;
    const rejected = await review('admin', contract.id, document!.id, 'Reject', 'Manca il conto economico');
    expect(rejected.status).toBe(200);
    const after = rejected.body;
    expect(after.documents[0]).toMatchObject({ status: 'rejected', reviewedBy: { username: 'admin' }, reviewNote: 'Manca il conto economico' });
    expect(after.requested[0]).toEqual({ kind: 'lastBalanceSheet', standing: 'rejected' });
    // To the contract's agent, in the language they uploaded in.
    const message = await mail.mailAfter(before);
    const [agent] = await t.db.select({ email: users.email }).from(users).where(eq(users.username, 'agent'));
    expect(message.to).toBe(agent!.email);
    expect(message.subject).toBe(`Contract ${contract.number}: document rejected`);
    expect(message.text).toContain('Last filed balance sheet');
    expect(message.text).toContain('Reason: Manca il conto economico');
    expect(message.text).toContain(`/en/contracts/${contract.id}#documents`);
    // Reviewed once: a second verdict is refused.
    expect((await review('admin', contract.id, document!.id, 'Accept')).status).toBe(409);
  });

  it('moves to documentationOk once every kind asked for is accepted, and not before', async () => {
    const contract = await waitingContract();
    await upload('agent', contract.id, 'lastBalanceSheet', pdf, 'bilancio.pdf');
    await upload('customer', contract.id, 'signersIdentity', PNG, 'id.png');
    const [identity, balance] = (await list('agent', contract.id)).documents;
    expect((await review('superadmin', contract.id, balance!.id, 'Accept')).status).toBe(200);
    expect(await status(contract.id)).toBe('missingDocs');
    // Still one kind short: the status change alone cannot leave missingDocs.
    const pick = await t.api.put('/api/Agency/{agencyId}/Contracts/{contractId}/status', {
      params: { agencyId: milano, contractId: contract.id },
      json: { status: 'documentationOk' },
      as: 'agent',
    });
    expect(pick.status).toBe(409);
    expect(errors(pick).map((e) => e.code)).toEqual(['documents_not_accepted']);
    // An accepted kind takes no more uploads.
    expect((await upload('agent', contract.id, 'lastBalanceSheet', pdf, 'bis.pdf')).status).toBe(409);

    const last = await review('admin', contract.id, identity!.id, 'Accept', 'Leggibile');
    expect(last.status).toBe(200);
    expect(await status(contract.id)).toBe('documentationOk');
    const detail = await detailOf(contract.id);
    expect(detail.history.at(-1)).toMatchObject({ fromStatus: 'missingDocs', toStatus: 'documentationOk', changedBy: { username: 'admin' } });
    // Nothing is asked for any more: no uploads, no reviews.
    expect(last.body.actions).toEqual({ upload: false, review: false });
    expect((await upload('agent', contract.id, 'signersIdentity', PNG, 'id.png')).status).toBe(409);
    const [row] = await t.db.select({ status: contracts.status }).from(contracts).where(eq(contracts.id, contract.id));
    expect(row!.status).toBe('documentationOk');
  });
});
