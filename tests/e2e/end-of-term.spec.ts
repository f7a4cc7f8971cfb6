import { expect, test } from '@playwright/test';
import { signInAs } from '../support/e2e/auth';
import { clickHydrated } from '../support/e2e/hydration';
import { type Locale, apiAs, open, seriousViolations, shoot } from '../support/e2e/contracts';
import { activeCustomerContract } from '../support/e2e/signed-contract';

// "Scadenze" (docs/domain.md, "End of term") as the agency administrator (whose
// cart no other spec uses: quotes are per user and agency): two
// running contracts of the customer's company near the end of their 36
// months, one extended at the monthly payment the dialog offers, the other
// upgraded into a new quote that opens in the cart; the customer then reads
// the end date and the choice on their contract page. In Italian and English,
// at 390 and 1366 px, axe clean.

// Both languages upgrade into the same user's one open quote: one at a time.
test.describe.configure({ mode: 'serial' });

const TEXT = {
  it: {
    extend: 'Rinnova',
    extendConfirm: 'Registra il rinnovo',
    extended: /Rinnovo.*24 mesi a/s,
    upgrade: 'Upgrade',
    upgradeConfirm: 'Apri il nuovo preventivo',
    quoteOpen: 'Preventivo nel carrello',
    term: 'Scadenza',
    customerChosen: 'Il tuo agente ha registrato questa scelta',
    onlyAgent: 'Mostra solo le scadenze di customer',
    agentActive: 'Solo le scadenze di customer',
  },
  en: {
    extend: 'Extend',
    extendConfirm: 'Record the extension',
    extended: /Extension.*24 months at/s,
    upgrade: 'Upgrade',
    upgradeConfirm: 'Open the new quote',
    quoteOpen: 'Quote in the cart',
    term: 'End of term',
    customerChosen: 'Your agent recorded this choice',
    onlyAgent: 'Show only the contracts of customer',
    agentActive: 'Only the contracts of customer',
  },
} as const;

/** The delivery day that puts the notice deadline of a 36-month term about three weeks from today. */
function startNearTheEnd(): string {
  const day = new Date();
  day.setUTCMonth(day.getUTCMonth() - 36);
  day.setUTCDate(day.getUTCDate() + 110);
  return day.toISOString().slice(0, 10);
}

for (const locale of ['it', 'en'] as Locale[]) {
  test(`extends one contract near its end and upgrades another into a new quote (${locale})`, async ({ page, context, browser }) => {
    const t = TEXT[locale];
    const superadmin = await apiAs('superadmin');
    const customer = await apiAs('customer');
    const agencyadmin = await apiAs('agencyadmin');
    const start = startNearTheEnd();
    const toExtend = await activeCustomerContract(superadmin, customer, `e2e end of term ${locale} a`, 'GOLD', start);
    const toUpgrade = await activeCustomerContract(superadmin, customer, `e2e end of term ${locale} b`, 'GOLD', start);

    await signInAs(context, 'agencyadmin');
    for (const width of [1366, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await open(page, `/end-of-term?q=${toExtend.number}`, locale);
      await expect(page.getByTestId('end-of-term-count')).toContainText('1');
      expect(await seriousViolations(page)).toEqual([]);
      await shoot(page, `end-of-term-list-${locale}-${width}`);
    }

    // An agent's name narrows the list to their contracts; the filter says so.
    await page.setViewportSize({ width: 1366, height: 900 });
    await open(page, `/end-of-term?q=${toExtend.number}`, locale);
    await page.getByTestId(`end-of-term-${toExtend.number}`).getByRole('link', { name: t.onlyAgent }).click();
    await expect(page).toHaveURL(/agentId=\d+/);
    await expect(page.getByText(t.agentActive)).toBeVisible();
    await expect(page.getByTestId('end-of-term-count')).toContainText('1');

    // Extend: the dialog offers the provider's durations with their payment; the row then shows the choice.
    // Every window: once extended, the deadline moves 24 months on, out of the coming days.
    await page.setViewportSize({ width: 1366, height: 900 });
    await open(page, `/end-of-term?window=all&q=${toExtend.number}`, locale);
    const row = page.getByTestId(`end-of-term-${toExtend.number}`);
    await clickHydrated(row.getByRole('button', { name: t.extend }));
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('combobox')).toBeVisible();
    await dialog.getByRole('combobox').selectOption('24');
    expect(await seriousViolations(page)).toEqual([]);
    await shoot(page, `end-of-term-extend-${locale}-1366`);
    await dialog.getByRole('button', { name: t.extendConfirm }).click();
    await expect(dialog).toHaveCount(0);
    await expect(row).toContainText(t.extended);
    await expect(row.getByRole('button', { name: t.extend })).toHaveCount(0);
    const term = await agencyadmin.api.get('/api/Agency/{agencyId}/Contracts/{contractId}/EndOfTerm', {
      params: { agencyId: agencyadmin.agencyId, contractId: toExtend.id },
    });
    expect(term.body.choice).toMatchObject({ outcome: 'extend', extensionMonths: 24 });
    expect(term.body.durationMonths).toBe(60);

    // Upgrade, on a phone: confirmed, it opens the cart on a new quote of the same products, linked to the old contract.
    await page.setViewportSize({ width: 390, height: 900 });
    await open(page, `/end-of-term?q=${toUpgrade.number}`, locale);
    const card = page.getByRole('listitem').filter({ hasText: toUpgrade.number });
    await clickHydrated(card.getByRole('button', { name: t.upgrade }));
    const confirm = page.getByRole('alertdialog').or(page.getByRole('dialog'));
    await expect(confirm).toBeVisible();
    await shoot(page, `end-of-term-upgrade-${locale}-390`);
    await confirm.getByRole('button', { name: t.upgradeConfirm }).click();
    await expect(page).toHaveURL(/\/cart\/recap$/);
    await expect(page.getByTestId('replacing-banner')).toContainText(toUpgrade.number);
    const quote = await agencyadmin.api.get('/api/Agency/{agencyId}/Cart', { params: { agencyId: agencyadmin.agencyId } });
    expect(quote.body.quote.replacing).toEqual({ contractId: toUpgrade.id, number: toUpgrade.number });
    expect(quote.body.quote.lines.map((l) => l.modelId)).toEqual(toUpgrade.items.filter((i) => i.kind === 'product').map((i) => i.modelId));
    await open(page, `/end-of-term?window=all&q=${toUpgrade.number}`, locale);
    await expect(page.getByRole('listitem').filter({ hasText: toUpgrade.number })).toContainText(t.quoteOpen);
    // Leave the cart as it was found: other specs start from an empty quote.
    await agencyadmin.api.delete('/api/Agency/{agencyId}/Cart', { params: { agencyId: agencyadmin.agencyId } });

    // The customer reads the end date, the notice deadline and the choice on their contract page.
    const customerContext = await browser.newContext();
    const customerPage = await customerContext.newPage();
    await signInAs(customerContext, 'customer');
    for (const width of [1366, 390]) {
      await customerPage.setViewportSize({ width, height: 900 });
      await open(customerPage, `/contracts/${toExtend.id}`, locale);
      const section = customerPage.getByTestId('end-of-term-card');
      await expect(section).toBeVisible();
      await expect(customerPage.getByRole('region', { name: t.term }).or(customerPage.locator('#end-of-term'))).toContainText(t.customerChosen);
      expect(await seriousViolations(customerPage)).toEqual([]);
      await shoot(customerPage, `end-of-term-customer-${locale}-${width}`);
    }
    await customerContext.close();
  });
}
