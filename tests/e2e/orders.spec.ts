import { expect, test } from '@playwright/test';
import path from 'node:path';
import { SCREENSHOTS } from '../support/e2e/a11y';
import { signInAs } from '../support/e2e/auth';
import { type Locale, apiAs, open, seriousViolations, shoot } from '../support/e2e/contracts';
import { signedCustomerContract } from '../support/e2e/signed-contract';

// /orders as the superadministrator: a contract the customer signed is
// ordered from a supplier (one unit, then the rest), its units get serials
// and DDTs, the contract moves to activation, the delivery makes it active,
// and the customer sees it active. The supply's steps (ordered, shipped,
// delivered) carry their days on the order page and the contract page, which
// link to each other. In Italian and English, at 390 and 1366 px.

const TEXT = {
  it: {
    order: "Registra l'ordine",
    save: 'Salva numeri di serie e DDT',
    confirm: 'Conferma la consegna',
    active: 'Attivo',
    inActivation: 'In attivazione',
    openOrder: "Apri l'ordine",
    openContract: 'Apri il contratto',
    waiting: 'La consegna si conferma quando ogni pezzo ha il numero di serie e il DDT.',
    confirmed: 'Consegna confermata il',
    financed: 'Importo finanziato',
    margin: 'Margine',
  },
  en: {
    order: 'Record the order',
    save: 'Save serial numbers and DDT',
    confirm: 'Confirm delivery',
    active: 'Active',
    inActivation: 'Being activated',
    openOrder: 'Open the order',
    openContract: 'Open the contract',
    waiting: 'The delivery can be confirmed once every unit has its serial number and DDT.',
    confirmed: 'Delivery confirmed on',
    financed: 'Financed amount',
    margin: 'Margin',
  },
} as const;

for (const locale of ['it', 'en'] as Locale[]) {
  test(`orders, ships and starts a signed contract, and the customer sees it active (${locale})`, async ({ page, context, browser }) => {
    const superadmin = await apiAs('superadmin');
    const customer = await apiAs('customer');
    const c = await signedCustomerContract(superadmin, customer);
    const today = new Date().toISOString().slice(0, 10);
    const t = TEXT[locale];

    await signInAs(context, 'superadmin');
    await page.setViewportSize({ width: 1366, height: 900 });
    await open(page, `/orders?q=${c.number}`, locale);
    const row = page.getByTestId('orders-table').locator('tbody tr');
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(locale === 'it' ? 'Da ordinare' : 'To order');
    expect(await seriousViolations(page)).toEqual([]);
    await shoot(page, `orders-list-${locale}-1366`);
    await row.getByRole('link', { name: new RegExp(c.number) }).click();
    await expect(page).toHaveURL(new RegExp(`/orders/${c.id}$`));
    // Nothing ordered yet: ordering is the step to do, and the delivery says what it waits for.
    const steps = page.getByTestId('order-steps');
    await expect(steps.locator('[aria-current="step"]')).toHaveAttribute('data-step', 'ordered');
    await expect(page.getByTestId('delivery-state')).toHaveText(t.waiting);
    // The financed amount by its name; no margin before a supplier cost is entered.
    const summary = page.locator('#summary');
    await expect(summary).toContainText(t.financed);
    await expect(summary).not.toContainText(t.margin);
    await shoot(page, `orders-detail-unordered-${locale}-1366`);

    // The first unit alone, then the second.
    const units = page.getByTestId('units-table');
    for (const [n, number] of [
      [1, `PO-E2E-${locale}-1`],
      [2, `PO-E2E-${locale}-2`],
    ] as const) {
      await units.getByRole('checkbox', { name: new RegExp(`${n}$`) }).check();
      const form = page.getByTestId('order-form');
      await form.getByLabel(locale === 'it' ? 'Fornitore' : 'Supplier', { exact: true }).fill('Esprinet SpA');
      await form.getByLabel(locale === 'it' ? 'Codice fornitore' : 'Supplier code').fill('ESP');
      await form.getByLabel(locale === 'it' ? 'Numero ordine' : 'Order number').fill(number);
      // a price as each language writes it (the field reads the page's language only)
      await form.getByLabel(locale === 'it' ? 'Prezzo fornitore (€)' : 'Supplier price (€)').fill(locale === 'it' ? '1.799,50' : '1,799.50');
      await form.getByRole('button', { name: t.order }).click();
      await expect(page.getByTestId('supplier-orders')).toContainText(number);
    }
    await expect(page.getByTestId('order-form')).toHaveCount(0);
    await expect(summary).toContainText(t.margin);

    const serialSuffix = `${locale.toUpperCase()}${Date.now().toString(36).toUpperCase()}`;
    for (const n of [1, 2]) {
      const unit = page.getByTestId(`unit-${n}`);
      await unit.getByLabel(locale === 'it' ? /^Numero di serie/ : /^Serial number/).fill(`SN-${serialSuffix}-${n}`);
      await unit.getByLabel(locale === 'it' ? /^Numero DDT/ : /^DDT number/).fill(`DDT-${serialSuffix}`);
      await unit.getByLabel(locale === 'it' ? /^Data DDT/ : /^DDT date/).fill(today);
    }
    await page.getByRole('button', { name: t.save }).click();
    await expect(page.getByTestId('delivery-form')).toBeVisible();
    await expect(steps.locator('[aria-current="step"]')).toHaveAttribute('data-step', 'delivered');
    await expect(steps.locator('[data-step="shipped"]')).toHaveAttribute('data-state', 'done');
    await expect(page.locator('#summary')).toContainText(t.inActivation);
    expect(await seriousViolations(page)).toEqual([]);
    await shoot(page, `orders-detail-${locale}-1366`);
    await page.setViewportSize({ width: 390, height: 844 });
    await shoot(page, `orders-detail-${locale}-390`);

    await page.getByTestId('delivery-form').getByRole('button', { name: t.confirm }).click();
    await expect(page.locator('#summary')).toContainText(t.active);
    await expect(page.getByTestId('delivery-form')).toHaveCount(0);
    await expect(page.getByTestId('unit-1')).toContainText(locale === 'it' ? 'Attivo' : 'Active');
    await expect(page.getByTestId('delivery-state')).toContainText(t.confirmed);
    await expect(steps.locator('[aria-current="step"]')).toHaveCount(0);

    // The order page and the contract page lead to each other; the contract shows the same steps, all done.
    await page.getByRole('link', { name: t.openContract }).click();
    await expect(page).toHaveURL(new RegExp(`/contracts/${c.id}$`));
    await expect(page.getByTestId('order-steps').locator('[data-state="done"]')).toHaveCount(3);
    expect(await seriousViolations(page)).toEqual([]);
    await page.locator('#orders').scrollIntoViewIfNeeded();
    await page.locator('#orders').screenshot({ path: path.join(SCREENSHOTS, `contract-orders-${locale}-390.png`) });
    await page.getByRole('link', { name: t.openOrder }).click();
    await expect(page).toHaveURL(new RegExp(`/orders/${c.id}$`));

    // The customer sees the contract active.
    const customerContext = await browser.newContext({ locale });
    await signInAs(customerContext, 'customer');
    const customerPage = await customerContext.newPage();
    await open(customerPage, `/contracts/${c.id}`, locale);
    await expect(customerPage.getByTestId('contract-status')).toHaveText(t.active);
    await customerContext.close();
  });
}

test('the orders list filters by order status in the address and pages at 390 px', async ({ page, context }) => {
  await signInAs(context, 'superadmin');
  await page.setViewportSize({ width: 390, height: 844 });
  await open(page, '/orders?orderStatus=Ordered&pageSize=20');
  await expect(page.getByTestId('orders-table').locator('tbody tr').first()).toContainText('Ordinato');
  await expect(page.getByTestId('orders-table')).not.toContainText('Da ordinare');
  // On a phone each order is a card of its number, order status, company, units and day.
  await expect(page.getByTestId('phone-cards').getByRole('listitem').first()).toBeVisible();
  await expect(page.getByTestId('phone-cards').getByRole('listitem').first()).toContainText('Ordinato');
  expect(await seriousViolations(page)).toEqual([]);
  await shoot(page, 'orders-list-it-390');
  await open(page, '/orders?sort=number&direction=desc', 'en');
  const numbers = await page.getByTestId('orders-table').locator('tbody tr th').allTextContents();
  expect(numbers.length).toBeGreaterThan(1);
  expect(numbers).toEqual([...numbers].sort().reverse());
  // The sorted column says so where the table shows (the cards keep the order without headers).
  await page.setViewportSize({ width: 1366, height: 900 });
  await expect(page.getByRole('columnheader', { name: 'Contract', exact: true })).toHaveAttribute('aria-sort', 'descending');
});
