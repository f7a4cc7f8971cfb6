import { expect, type Page, test } from '@playwright/test';
import { signInAs } from '../support/e2e/auth';
import { clickHydrated } from '../support/e2e/hydration';
import { type Api, SOLID_COMPANY, apiAs, createContract, open } from '../support/e2e/contracts';

// Every action (docs/domain.md) on a contract in a status that allows it (each test
// makes its own contract through the API), the same action missing or
// refused where the status or the role does not allow it, confirmations where
// nothing can be undone, and the page showing the new state without a reload.

const actions = (page: Page) => page.getByTestId('contract-actions');
const status = (page: Page) => page.getByTestId('contract-status');

/** Marks the document: still marked after an action means no full reload happened. */
async function markDocument(page: Page) {
  await page.evaluate(() => ((window as unknown as { e2eMark: number }).e2eMark = 1));
}
async function expectSameDocument(page: Page) {
  expect(await page.evaluate(() => (window as unknown as { e2eMark?: number }).e2eMark)).toBe(1);
}

/** The contract actions' own routes (backend/contracts/routes.ts), each a POST with an optional note. */
type Action = 'Approve' | 'Confirm' | 'Resend' | 'Archive' | 'Unarchive' | 'Grenke/CancelDossier';
const post = (api: Api, contractId: number, action: Action) =>
  api.api.post(`/api/Agency/{agencyId}/Contracts/{contractId}/${action}`, { params: { agencyId: api.agencyId, contractId }, json: {} });

test('approve: an administrator approves a draft; agents are not offered it, and a created contract refuses it', async ({ page, context }) => {
  const agent = await apiAs('agent');
  const draft = await createContract(agent);
  expect(draft.status).toBe('draft');

  await signInAs(context, 'agent');
  await open(page, `/contracts/${draft.id}`);
  await expect(status(page)).toHaveText('Bozza');
  await expect(actions(page).getByRole('button', { name: 'Approva' })).toHaveCount(0);
  expect((await post(agent, draft.id, 'Approve')).status).toBe(403);

  await context.clearCookies();
  await signInAs(context, 'admin');
  await open(page, `/contracts/${draft.id}`);
  await markDocument(page);
  await clickHydrated(actions(page).getByRole('button', { name: 'Approva' }));
  const dialog = page.getByRole('dialog', { name: `Approvare la bozza ${draft.number}?` });
  await dialog.getByRole('button', { name: 'Approva' }).click();
  await expect(status(page)).toHaveText('Creato');
  await expect(actions(page).getByRole('status')).toHaveText('Bozza approvata.');
  await expect(actions(page).getByRole('button', { name: 'Approva' })).toHaveCount(0);
  await expectSameDocument(page);
  const admin = await apiAs('admin');
  expect((await post(admin, draft.id, 'Approve')).status).toBe(409);
});

test('confirm quote: a created contract with its company goes to the credit provider; without the company it is not offered', async ({ page, context }) => {
  const agent = await apiAs('agent');
  const admin = await apiAs('admin');
  const draft = await createContract(agent);
  expect((await post(admin, draft.id, 'Approve')).status).toBe(200);

  await signInAs(context, 'agent');
  await open(page, `/contracts/${draft.id}`);
  await expect(status(page)).toHaveText('Creato');
  await expect(actions(page).getByRole('button', { name: 'Conferma preventivo' })).toHaveCount(0);
  const refused = await post(agent, draft.id, 'Confirm');
  expect(refused.status).toBe(409);
  expect(refused.error).toMatchObject({ errors: [{ code: 'company_required' }] });

  // The company arrives with an edit (status unchanged), and the quote can be confirmed.
  const detail = await agent.contract(draft.id);
  const product = detail.body.items.find((i) => i.kind === 'product')!;
  const edited = await agent.api.put('/api/Agency/{agencyId}/Contracts/{contractId}', {
    params: { agencyId: agent.agencyId, contractId: draft.id },
    json: {
      providerCode: 'GRENKE',
      contractType: 'purchase',
      lines: [{ modelId: product.modelId!, quantity: 1, durationMonths: 36, accessories: [], services: [{ tier: 'GOLD', quantity: 1 }] }],
      shipping: { mode: 'registeredOffice', destinations: [] },
      company: SOLID_COMPANY,
      signers: [{ name: 'Anna', surname: 'Verdi', role: 'Legale rappresentante', fiscalCode: 'VRDNNA80A41F205K' }],
    },
  });
  expect(edited.status, String(edited)).toBe(200);
  await page.reload();
  await markDocument(page);
  await clickHydrated(actions(page).getByRole('button', { name: 'Conferma preventivo' }));
  await page
    .getByRole('dialog', { name: `Confermare il preventivo ${draft.number}?` })
    .getByRole('button', { name: 'Conferma preventivo' })
    .click();
  await expect(status(page)).toHaveText('Pre-approvato');
  await expect(page.getByTestId('credit-decisions')).toContainText('Punteggio sopra la soglia di pre-approvazione');
  await expectSameDocument(page);
});

test('re-send: a contract in error is evaluated again; one that is not in error is not offered it and refuses it', async ({ page, context }) => {
  const admin = await apiAs('admin');
  // The demo's contracts in error: the one of superadmin is this test's (the agent's serve the error dialog).
  const inError = (await admin.contracts({ status: 'error', pageSize: 100 })).items.find((c) => c.createdBy?.username === 'superadmin')!;
  await signInAs(context, 'admin');
  await open(page, `/contracts/${inError.id}`);
  await expect(status(page)).toHaveText('In errore');
  await markDocument(page);
  await clickHydrated(actions(page).getByRole('button', { name: 'Reinvia' }));
  await expect(status(page)).not.toHaveText('In errore');
  // Newest first: the provider's new decision, and before it the re-send by admin.
  const history = page.getByTestId('history').locator('li');
  await expect(history.nth(1)).toContainText('da admin');
  await expect(history.nth(1)).toContainText('In errore');
  await expect(history.first()).toContainText('Sistema');
  await expect(actions(page).getByRole('button', { name: 'Reinvia' })).toHaveCount(0);
  await expectSameDocument(page);
  expect((await post(admin, inError.id, 'Resend')).status).toBe(409);
});

test('archive and unarchive a draft; a pre-approved contract is not offered either and refuses them', async ({ page, context }) => {
  const agent = await apiAs('agent');
  const draft = await createContract(agent);
  await signInAs(context, 'agent');
  await open(page, `/contracts/${draft.id}`);
  await markDocument(page);
  await clickHydrated(actions(page).getByRole('button', { name: 'Archivia' }));
  await expect(page.getByText('Contratto archiviato.')).toBeVisible();
  await expect(page.getByText(/^Archiviato il /)).toBeVisible();
  expect((await agent.contracts({ archived: 'true', pageSize: 100 })).items.map((c) => c.id)).toContain(draft.id);
  expect((await agent.contracts({ pageSize: 100 })).items.map((c) => c.id)).not.toContain(draft.id);

  await clickHydrated(actions(page).getByRole('button', { name: "Ripristina dall'archivio" }));
  await expect(page.getByText("Contratto ripristinato dall'archivio.")).toBeVisible();
  await expect(actions(page).getByRole('button', { name: 'Archivia' })).toBeVisible();
  await expectSameDocument(page);

  const approved = await createContract(agent, { company: true });
  expect(approved.status).toBe('preApprovated');
  await open(page, `/contracts/${approved.id}`);
  await expect(actions(page).getByRole('button', { name: 'Archivia' })).toHaveCount(0);
  expect((await post(agent, approved.id, 'Archive')).status).toBe(409);
  expect((await post(agent, approved.id, 'Unarchive')).status).toBe(409);
});

test('delete asks first, can be cancelled, then removes the draft for good; others are not offered it', async ({ page, context }) => {
  const agent = await apiAs('agent');
  const draft = await createContract(agent);
  await signInAs(context, 'agent');
  await open(page, `/contracts/${draft.id}`);

  await clickHydrated(actions(page).getByRole('button', { name: 'Elimina' }));
  const dialog = page.getByRole('dialog', { name: `Eliminare il contratto ${draft.number}?` });
  await expect(dialog).toContainText("L'eliminazione è definitiva");
  await dialog.getByRole('button', { name: 'Annulla' }).click();
  await expect(dialog).toBeHidden();
  await expect(actions(page).getByRole('button', { name: 'Elimina' })).toBeFocused();
  expect((await agent.contract(draft.id)).status).toBe(200);

  await actions(page).getByRole('button', { name: 'Elimina' }).click();
  await dialog.getByRole('button', { name: 'Elimina' }).click();
  await expect(page).toHaveURL(new RegExp(`/contracts\\?deleted=${draft.number}$`));
  await expect(page.getByText(`Contratto ${draft.number} eliminato.`)).toBeVisible();
  expect((await agent.contract(draft.id)).status).toBe(404);
  await open(page, `/contracts/${draft.id}`);
  await expect(page.getByTestId('not-found')).toContainText('Contratto non trovato');

  // A junior agent may not delete even their own draft; a pre-approved contract cannot be deleted.
  const junior = await apiAs('junior');
  const juniorDraft = await createContract(junior);
  await context.clearCookies();
  await signInAs(context, 'junior');
  await open(page, `/contracts/${juniorDraft.id}`);
  await expect(actions(page).getByRole('button', { name: 'Archivia' })).toBeVisible();
  await expect(actions(page).getByRole('button', { name: 'Elimina' })).toHaveCount(0);
  expect(
    (await junior.api.delete('/api/Agency/{agencyId}/Contracts/{contractId}', { params: { agencyId: junior.agencyId, contractId: juniorDraft.id } })).status,
  ).toBe(403);
  const approved = await createContract(agent, { company: true });
  expect(
    (await agent.api.delete('/api/Agency/{agencyId}/Contracts/{contractId}', { params: { agencyId: agent.agencyId, contractId: approved.id } })).status,
  ).toBe(409);
});

test("cancel the credit provider's dossier, confirmed first; a draft has no dossier to cancel", async ({ page, context }) => {
  const agent = await apiAs('agent');
  const approved = await createContract(agent, { company: true });
  await signInAs(context, 'agent');
  await open(page, `/contracts/${approved.id}`);
  await expect(actions(page).getByRole('button', { name: 'Archivia' })).toHaveCount(0);
  await markDocument(page);
  await clickHydrated(actions(page).getByRole('button', { name: 'Annulla pratica finanziaria' }));
  await page
    .getByRole('dialog', { name: `Annullare la pratica del contratto ${approved.number}?` })
    .getByRole('button', { name: 'Annulla pratica finanziaria' })
    .click();
  await expect(page.getByText(/^Pratica finanziaria annullata il /)).toBeVisible();
  await expect(actions(page).getByRole('button', { name: 'Annulla pratica finanziaria' })).toHaveCount(0);
  // A cancelled dossier ends the contract: it may now be archived.
  await expect(actions(page).getByRole('button', { name: 'Archivia' })).toBeVisible();
  await expectSameDocument(page);

  const draft = await createContract(agent);
  await open(page, `/contracts/${draft.id}`);
  await expect(actions(page).getByRole('button', { name: 'Annulla pratica finanziaria' })).toHaveCount(0);
  expect((await post(agent, draft.id, 'Grenke/CancelDossier')).status).toBe(409);
});

test("change status: only the role's moves are offered; one moves the contract and the history says who and why; a move someone else made first is refused with the portal's words", async ({
  page,
  context,
}) => {
  const agent = await apiAs('agent');
  const approved = await createContract(agent, { company: true });
  await signInAs(context, 'admin');
  await open(page, `/contracts/${approved.id}`);
  const form = page.getByRole('form', { name: 'Cambia stato' });
  await expect(form.getByLabel('Nuovo stato').locator('option')).toHaveText(['Scegli uno stato', 'Approvato', 'Rifiutato']);
  await markDocument(page);
  await form.getByLabel('Nuovo stato').selectOption('approvated');
  await form.getByLabel('Nota (facoltativa)').fill('Documenti verificati');
  await clickHydrated(form.getByRole('button', { name: 'Cambia stato' }));
  await expect(status(page)).toHaveText('Approvato');
  await expect(page.getByText('Stato aggiornato: Approvato.')).toBeVisible();
  const latest = page.getByTestId('history').locator('li').first();
  await expect(latest).toContainText('da admin');
  await expect(latest).toContainText('Motivo: Documenti verificati');

  await expect(form.getByLabel('Nuovo stato').locator('option')).toHaveText(['Scegli uno stato', 'Inviato']);

  // Another administrator sends it first: the choice this page still offers is refused.
  const other = await apiAs('admin');
  expect(
    (
      await other.api.put('/api/Agency/{agencyId}/Contracts/{contractId}/status', {
        params: { agencyId: agent.agencyId, contractId: approved.id },
        json: { status: 'sent' },
      })
    ).status,
  ).toBe(200);
  await form.getByLabel('Nuovo stato').selectOption('sent');
  await form.getByRole('button', { name: 'Cambia stato' }).click();
  await expect(actions(page).getByRole('alert')).toHaveText('Non è possibile selezionare tale stato');
  await expect(status(page)).toHaveText('Approvato');
  await expectSameDocument(page);
});

// The whole edit, from 'Modifica' to the saved contract: quote-experience.spec.ts.
test('edit is offered for drafts only', async ({ page, context }) => {
  const agent = await apiAs('agent');
  const draft = await createContract(agent);
  const approved = await createContract(agent, { company: true });
  await signInAs(context, 'agent');
  await open(page, `/contracts/${draft.id}`);
  await expect(actions(page).getByRole('button', { name: 'Modifica' })).toBeVisible();
  await open(page, `/contracts/${approved.id}`);
  await expect(status(page)).toBeVisible();
  await expect(actions(page).getByRole('button', { name: 'Modifica' })).toHaveCount(0);
});

test("create customer user: the company's account with an invitation; a second time the address is taken; no company, no action", async ({ page, context }) => {
  const agent = await apiAs('agent');
  const approved = await createContract(agent, { company: true });
  const email = `cliente-${Date.now()}@example.com`;
  await signInAs(context, 'agent');
  await open(page, `/contracts/${approved.id}`);
  for (const attempt of [1, 2]) {
    await clickHydrated(actions(page).getByRole('button', { name: 'Crea utente cliente' }));
    const dialog = page.getByRole('dialog', { name: 'Crea utente cliente' });
    await expect(dialog.getByLabel('E-mail')).toHaveValue(SOLID_COMPANY.email);
    await dialog.getByLabel('E-mail').fill(email);
    // The second time under another username: the address alone is what is taken.
    if (attempt === 2) await dialog.getByLabel('Nome utente (facoltativo)').fill(`altro-${Date.now()}`);
    await dialog.getByRole('button', { name: 'Crea account e invia invito' }).click();
    if (attempt === 1) {
      await expect(dialog).toBeHidden();
      await expect(page.getByText(`Utente ${email} creato: invito inviato a ${email}.`)).toBeVisible();
    } else {
      await expect(dialog.getByRole('alert')).toHaveText('E-mail già in utilizzo');
      await dialog.getByRole('button', { name: 'Annulla' }).click();
    }
  }

  const draft = await createContract(agent);
  await open(page, `/contracts/${draft.id}`);
  await expect(actions(page).getByRole('button', { name: 'Crea utente cliente' })).toHaveCount(0);
});
