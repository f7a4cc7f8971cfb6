import { expect, type Page, test } from '@playwright/test';
import { signInAs } from '../support/e2e/auth';
import { type Locale, apiAs, open, seriousViolations, shoot } from '../support/e2e/contracts';
import { waitForMailWhere } from '../support/e2e/outbox';
import { acceptCookies } from '../support/e2e/pages';
import { activeCustomerContract } from '../support/e2e/signed-contract';

// The warranty offer's round trip in both languages (docs/domain.md,
// "Tickets"): on a contract of the demo customer's, just made active with
// SILVER units, the customer has asked to extend one unit's guarantee; the
// administrator offers GOLD at the price the pricing rules give; the customer
// accepts it on a phone, after the dialog; the administrator confirms it,
// after the dialog; the unit is GOLD, the contract's monthly payment is the
// offered one and its history says so. Each run has its own contract, and
// GOLD can still be extended, so no other spec loses its extendable unit.
// Axe on every page and dialog, pictures at 1366 and 390 px.

const TEXT = {
  it: {
    tier: /^Garanzia offerta/,
    message: /^Messaggio al cliente/,
    send: 'Invia l’offerta',
    sent: 'Offerta inviata al cliente.',
    accept: 'Accetta l’offerta',
    acceptConfirm: 'Accetta',
    accepted: 'Hai accettato l’offerta: ti scriveremo alla conferma.',
    confirm: 'Conferma l’estensione',
    confirmConfirm: 'Conferma',
    confirmed: 'Estensione confermata: il contratto è aggiornato.',
    stateConfirmed: 'Confermata: il contratto è aggiornato',
    gold: 'Gold',
    history: /Garanzia di .+ estesa da Silver a Gold/,
  },
  en: {
    tier: /^Guarantee offered/,
    message: /^Message to the customer/,
    send: 'Send the offer',
    sent: 'Offer sent to the customer.',
    accept: 'Accept the offer',
    acceptConfirm: 'Accept',
    accepted: 'You accepted the offer: we will write to you once it is confirmed.',
    confirm: 'Confirm the extension',
    confirmConfirm: 'Confirm',
    confirmed: 'Extension confirmed: the contract is updated.',
    stateConfirmed: 'Confirmed: the contract is updated',
    gold: 'Gold',
    history: /Guarantee of .+ extended from Silver to Gold/,
  },
} as const;

async function checkPage(page: Page, name: string) {
  expect(await seriousViolations(page)).toEqual([]);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, 'no sideways scrolling').toBeLessThanOrEqual(0);
  await shoot(page, name);
}

for (const locale of ['it', 'en'] as Locale[]) {
  const t = TEXT[locale];

  test(`the back office offers a longer guarantee, the customer accepts it and the back office confirms it (${locale})`, async ({ browser }) => {
    // A new active contract of the customer's with two SILVER units, and the customer's request on the first.
    const superadmin = await apiAs('superadmin');
    const customerApi = await apiAs('customer');
    const contract = await activeCustomerContract(superadmin, customerApi, `e2e-offer-${locale}-${Date.now()}`, 'SILVER');
    const products = await customerApi.api.get('/api/Ticket/Products');
    const unit = products.body.items.find((p) => p.contract.id === contract.id)!;
    expect(unit.tier).toBe('SILVER');
    const { questions } = (await customerApi.api.get('/api/Ticket/estendo-questions/{contractProductId}', { params: { contractProductId: unit.id } })).body;
    const answers = Object.fromEntries(questions.map((q) => [String(q.id), q.kind === 'yesNo' ? 'no' : 'Nessun danno']));
    const opened = await customerApi.api.post('/api/Ticket/Estendo', {
      json: {
        customerId: unit.customer.id,
        productId: unit.id,
        answers,
        indirizzo: 'Via Vittor Pisani 16',
        comune: 'Milano',
        provincia: 'MI',
        cap: '20124',
        cellulare: '333 1234567',
        email: 'magazzino@rossiforniture.it',
        locale,
      },
    });
    expect(opened.status, String(opened)).toBe(201);
    const ticketPath = `/estendotickets/${unit.customer.id}/${unit.id}/${opened.body.id}`;
    const monthlyBefore = (await superadmin.contract(contract.id)).body;

    // The administrator offers GOLD, priced by the rules, with a word to the customer.
    const adminContext = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    await signInAs(adminContext, 'admin');
    await acceptCookies(adminContext);
    const admin = await adminContext.newPage();
    await open(admin, ticketPath, locale);
    const offer = admin.getByTestId('warranty-offer');
    await expect(offer).toBeVisible();
    await checkPage(admin, `warranty-offer-form-${locale}-1366`);
    await offer.getByLabel(t.tier).selectOption('GOLD');
    await offer.getByLabel(t.message).fill(`e2e ${locale}: valida fino a fine mese`);
    await offer.getByRole('button', { name: t.send }).click();
    await expect(admin.getByTestId('offer-done')).toHaveText(t.sent);
    await expect(admin.getByTestId('offer-summary')).toBeVisible();
    const summary = (await admin.getByTestId('offer-summary').textContent())!;
    await waitForMailWhere('customer@example.com', (m) => m.subject.includes(opened.body.number) && m.text.includes(`e2e ${locale}: valida fino a fine mese`));

    // The customer, on a phone, reads the offer and accepts it after the dialog.
    const customerContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
    await signInAs(customerContext, 'customer');
    await acceptCookies(customerContext);
    const page = await customerContext.newPage();
    await open(page, ticketPath, locale);
    await expect(page.getByTestId('offer-summary')).toHaveText(summary);
    await checkPage(page, `warranty-offer-customer-${locale}-390`);
    await page.getByRole('button', { name: t.accept }).click();
    const acceptDialog = page.getByRole('dialog');
    await expect(acceptDialog).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await shoot(page, `warranty-offer-accept-dialog-${locale}-390`);
    await acceptDialog.getByRole('button', { name: t.acceptConfirm, exact: true }).click();
    await expect(page.getByTestId('offer-done')).toHaveText(t.accepted);
    await expect(page.getByRole('button', { name: t.accept })).toHaveCount(0);

    // The administrator confirms it after the dialog: the unit is GOLD.
    await open(admin, ticketPath, locale);
    await admin.getByRole('button', { name: t.confirm }).click();
    const confirmDialog = admin.getByRole('dialog');
    await expect(confirmDialog).toContainText(contract.number);
    expect(await seriousViolations(admin)).toEqual([]);
    await shoot(admin, `warranty-offer-confirm-dialog-${locale}-1366`);
    await confirmDialog.getByRole('button', { name: t.confirmConfirm, exact: true }).click();
    await expect(admin.getByTestId('offer-done')).toHaveText(t.confirmed);
    await expect(admin.getByTestId('warranty-offer')).toContainText(t.stateConfirmed);
    await expect(admin.locator('#ticket-product')).toContainText(t.gold);
    await checkPage(admin, `warranty-offer-confirmed-${locale}-1366`);

    // The contract: the offered payment, and its history names the change.
    const after = (await superadmin.contract(contract.id)).body;
    expect(after.monthlyPayment).toBeGreaterThan(monthlyBefore.monthlyPayment);
    await open(admin, `/contracts/${contract.id}`, locale);
    await expect(admin.getByTestId('guarantee-change')).toHaveText(t.history);
    await admin.getByTestId('guarantee-change').scrollIntoViewIfNeeded();
    await checkPage(admin, `warranty-offer-contract-history-${locale}-1366`);

    // The customer sees it confirmed, on a phone and on a desktop, and reads it in their contract.
    await open(page, ticketPath, locale);
    await expect(page.getByTestId('warranty-offer')).toContainText(t.stateConfirmed);
    await checkPage(page, `warranty-offer-customer-confirmed-${locale}-390`);
    await open(page, `/contracts/${contract.id}`, locale);
    await expect(page.getByTestId('guarantee-change')).toHaveText(t.history);
    await page.getByTestId('guarantee-change').scrollIntoViewIfNeeded();
    await checkPage(page, `warranty-offer-contract-history-${locale}-390`);
    await page.setViewportSize({ width: 1366, height: 900 });
    await open(page, ticketPath, locale);
    await checkPage(page, `warranty-offer-customer-confirmed-${locale}-1366`);

    await customerContext.close();
    await adminContext.close();
  });
}
