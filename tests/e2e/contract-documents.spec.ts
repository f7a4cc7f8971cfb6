import { expect, type Page, test } from '@playwright/test';
import { shootPart } from '../support/e2e/a11y';
import { signInAs } from '../support/e2e/auth';
import { type Locale, SCREENSHOTS, SIGNER, SOLID_COMPANY, apiAs, open, seriousViolations, shoot } from '../support/e2e/contracts';
import { clickHydrated } from '../support/e2e/hydration';
import { waitForMailWhere } from '../support/e2e/outbox';
import { libraryPdf } from '../support/pdf-samples';

// The documents a "missing documents" decision asks for (docs/domain.md,
// "Missing documents"), round trip in the browser: the agent uploads the last
// balance sheet, the back office rejects it with a note (after confirming)
// and the agent is e-mailed; the agent uploads it again, the back office
// accepts it, and with every document accepted the contract is "Documentazione
// completa". The agent at 390 px, the back office at 1366 px, then each at the
// other size; in Italian and English, axe clean.

const TEXT = {
  it: {
    kind: 'Documento',
    file: 'File',
    upload: 'Carica',
    uploaded: 'Documento caricato: il back office lo verificherà.',
    balance: 'Ultimo bilancio depositato',
    review: (file: string) => `Verifica ${file}`,
    note: 'Nota',
    reject: 'Rifiuta',
    confirmReject: 'Rifiuta il documento',
    confirmTitle: 'Rifiutare il documento?',
    accept: 'Accetta',
    rejected: 'Rifiutato',
    accepted: 'Accettato',
    pending: 'In verifica',
    required: 'Campo obbligatorio',
    status: 'Documentazione completa',
    subject: (n: string) => `Contratto ${n}: documento rifiutato`,
    asked: "documenti richiesti: Ultimo bilancio depositato, Documenti d'identità dei firmatari.",
  },
  en: {
    kind: 'Document',
    file: 'File',
    upload: 'Upload',
    uploaded: 'Document uploaded: the back office will review it.',
    balance: 'Last filed balance sheet',
    review: (file: string) => `Review ${file}`,
    note: 'Note',
    reject: 'Reject',
    confirmReject: 'Reject the document',
    confirmTitle: 'Reject the document?',
    accept: 'Accept',
    rejected: 'Rejected',
    accepted: 'Accepted',
    pending: 'Under review',
    required: 'Required field',
    status: 'Documentation complete',
    subject: (n: string) => `Contract ${n}: document rejected`,
    asked: "documents asked for: Last filed balance sheet, Signers' identity documents.",
  },
} as const;

/** 50 solidity, 40 employees, founded 2008: a score between the thresholds, so the provider asks for documents. */
const MIDDLING = { ...SOLID_COMPANY, companySolidity: 50 };

/** The Documents section alone: a full page of a long contract at 390 px shrinks it past reading. */
const shootDocuments = (page: Page, name: string) => page.locator('#documents').screenshot({ path: `${SCREENSHOTS}/${name}.png` });

async function uploadBalanceSheet(page: Page, t: (typeof TEXT)[Locale], fileName: string, pdf: Uint8Array) {
  const form = page.getByTestId('document-upload');
  await form.getByLabel(t.kind).selectOption({ label: t.balance });
  await form.getByLabel(t.file, { exact: true }).setInputFiles({ name: fileName, mimeType: 'application/pdf', buffer: Buffer.from(pdf) });
  await clickHydrated(form.getByRole('button', { name: t.upload, exact: true }));
  await expect(form.getByRole('status')).toHaveText(t.uploaded);
  await expect(page.getByTestId('documents-table').getByRole('row', { name: new RegExp(fileName) })).toContainText(t.pending);
}

for (const locale of ['it', 'en'] as Locale[]) {
  test(`missing documents: uploaded, rejected with a note, uploaded again and accepted (${locale})`, async ({ page, context, browser }) => {
    const t = TEXT[locale];
    const agent = await apiAs('agent');
    const params = { agencyId: agent.agencyId };
    const products = await agent.api.get('/api/Agency/{agencyId}/Products', { params, query: { pageSize: 1 } });
    const created = await agent.api.post('/api/Agency/{agencyId}/Contracts', {
      params,
      json: {
        providerCode: 'GRENKE',
        contractType: 'purchase',
        lines: [{ modelId: products.body.items[0]!.id, quantity: 1, durationMonths: 36, accessories: [], services: [{ tier: 'GOLD', quantity: 1 }] }],
        shipping: { mode: 'registeredOffice', destinations: [] },
        company: MIDDLING,
        signers: [SIGNER],
        notes: `e2e documents ${locale}`,
      },
    });
    expect(created.status, String(created)).toBe(201);
    const contract = created.body;
    expect(contract.status).toBe('missingDocs');
    const pdf = await libraryPdf();
    const firstFile = `bilancio-${locale}-1.pdf`;
    const secondFile = `bilancio-${locale}-2.pdf`;

    // The agent, on a phone: the decision names the documents; the balance sheet goes up.
    await signInAs(context, 'agent');
    await page.setViewportSize({ width: 390, height: 844 });
    await open(page, `/contracts/${contract.id}`, locale);
    await expect(page.getByTestId('decision-missing')).toContainText(t.asked);
    const section = page.locator('#documents');
    await expect(section.getByTestId('requested-documents')).toContainText(t.balance);
    // Nothing chosen: the form says so beside each field and sends nothing.
    await clickHydrated(page.getByTestId('document-upload').getByRole('button', { name: t.upload, exact: true }));
    await expect(page.getByTestId('document-upload').getByText(t.required)).toHaveCount(2);
    await uploadBalanceSheet(page, t, firstFile, pdf);
    expect(await seriousViolations(page)).toEqual([]);
    await shootPart(page, 'document-upload', `documents-upload-${locale}-390`);
    await shoot(page, `documents-agent-${locale}-390`);
    await shootDocuments(page, `documents-section-agent-${locale}-390`);

    // The signers' identity documents arrive too (through the API: the browser's part is the balance sheet's).
    const identity = await page.request.post(`/api/Agency/${agent.agencyId}/Contracts/${contract.id}/Documents`, {
      multipart: { kind: 'signersIdentity', file: { name: 'identita.pdf', mimeType: 'application/pdf', buffer: Buffer.from(pdf) } },
      // In the page's language, as the portal's own upload sends it: the rejection's e-mail follows the agent's latest.
      headers: { origin: new URL(page.url()).origin, 'accept-language': locale },
    });
    expect(identity.status(), await identity.text()).toBe(201);

    // The back office, at a desk: a rejection needs a note and a confirmation.
    const office = await browser.newContext({ locale });
    await signInAs(office, 'admin');
    const admin = await office.newPage();
    await admin.setViewportSize({ width: 1366, height: 900 });
    await open(admin, `/contracts/${contract.id}`, locale);
    await clickHydrated(admin.getByRole('button', { name: t.review(firstFile) }));
    const dialog = admin.getByRole('dialog');
    await dialog.getByRole('button', { name: t.reject, exact: true }).click();
    await expect(dialog.getByText(t.required)).toBeVisible();
    const note = `e2e ${locale}: manca la nota integrativa`;
    await dialog.getByLabel(t.note).fill(note);
    expect(await seriousViolations(admin)).toEqual([]);
    await admin.screenshot({ path: `${SCREENSHOTS}/documents-review-${locale}-1366.png` });
    await dialog.getByRole('button', { name: t.reject, exact: true }).click();
    await expect(dialog.getByRole('heading', { name: t.confirmTitle })).toBeVisible();
    await dialog.getByRole('button', { name: t.confirmReject }).click();
    await expect(dialog).toHaveCount(0);
    const rejectedRow = admin.getByTestId('documents-table').getByRole('row', { name: new RegExp(firstFile) });
    await expect(rejectedRow).toContainText(t.rejected);
    await expect(rejectedRow).toContainText(note);
    await shootDocuments(admin, `documents-section-rejected-${locale}-1366`);

    // The agent hears of it, in the language they uploaded in.
    const mail = await waitForMailWhere('agent@example.com', (m) => m.subject === t.subject(contract.number));
    expect(mail.text).toContain(note);
    expect(mail.text).toContain(`${locale === 'en' ? '/en' : ''}/contracts/${contract.id}#documents`);

    // The agent, now at a desk, sends it again.
    await page.setViewportSize({ width: 1366, height: 900 });
    await open(page, `/contracts/${contract.id}`, locale);
    await expect(page.getByTestId('documents-table').getByRole('row', { name: new RegExp(firstFile) })).toContainText(t.rejected);
    await uploadBalanceSheet(page, t, secondFile, pdf);
    await shoot(page, `documents-agent-${locale}-1366`);

    // The back office, on a phone, accepts both: with every document accepted the documentation is complete.
    await admin.setViewportSize({ width: 390, height: 844 });
    await open(admin, `/contracts/${contract.id}`, locale);
    for (const file of ['identita.pdf', secondFile]) {
      await clickHydrated(admin.getByRole('button', { name: t.review(file) }));
      await admin.getByRole('dialog').getByRole('button', { name: t.accept, exact: true }).click();
      await expect(admin.getByRole('dialog')).toHaveCount(0);
      await expect(admin.getByTestId('documents-table').getByRole('row', { name: new RegExp(file) })).toContainText(t.accepted);
    }
    await expect(admin.getByTestId('contract-status')).toHaveText(t.status);
    await expect(admin.getByTestId('document-upload')).toHaveCount(0);
    expect(await seriousViolations(admin)).toEqual([]);
    await shoot(admin, `documents-accepted-${locale}-390`);
    await shootDocuments(admin, `documents-section-accepted-${locale}-390`);
    const after = (await agent.api.get('/api/Agency/{agencyId}/Contracts/{contractId}/Documents', { params: { ...params, contractId: contract.id } })).body;
    expect(after.documents.map((d) => d.status).sort()).toEqual(['accepted', 'accepted', 'rejected']);
    await office.close();
  });
}
