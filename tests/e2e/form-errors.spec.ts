import { expect, test } from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import { SCREENSHOTS, seriousViolations, shoot } from '../support/e2e/a11y';
import { signInAs } from '../support/e2e/auth';
import { apiAs as cartApiAs, modelId } from '../support/e2e/cart';
import { apiAs, createContract, open } from '../support/e2e/contracts';
import { clickHydrated } from '../support/e2e/hydration';
import { acceptCookies } from '../support/e2e/pages';

// Forms moved to react-hook-form (docs/decisions.md, "Forms") say their errors
// the one way, beside the field (components/ui/form-field.tsx), on a phone as
// on a desktop: the user form on its page, the customer user dialog on a
// contract, the quantity picker on a model's page. Their pictures stay in
// test-results/screenshots/ for a person to look at.

test('the user form names its blank and wrong fields beside them (390 px)', async ({ page, context }) => {
  await signInAs(context, 'superadmin');
  await acceptCookies(context);
  await page.setViewportSize({ width: 390, height: 844 });
  await open(page, '/users/new');
  await page.getByLabel('E-mail').fill('non-una-email');
  await clickHydrated(page.getByRole('button', { name: "Crea e invia l'invito" }));
  await expect(page.getByLabel('Username')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Campo obbligatorio')).toBeVisible();
  await expect(page.getByText('Inserire un indirizzo email valido.')).toBeVisible();
  await expect(page).toHaveURL(/\/users\/new$/);
  expect(await seriousViolations(page)).toEqual([]);
  await shoot(page, 'user-form-errors-it-390');
});

test('the user form says the same in English on a desktop (1366 px)', async ({ page, context }) => {
  await signInAs(context, 'superadmin');
  await acceptCookies(context);
  await page.setViewportSize({ width: 1366, height: 900 });
  await open(page, '/users/new', 'en');
  await page.getByLabel('E-mail').fill('not-an-email');
  await clickHydrated(page.getByRole('button', { name: 'Create and send the invitation' }));
  await expect(page.getByLabel('Username')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Required field')).toBeVisible();
  await expect(page.getByText('Please enter a valid e-mail address.')).toBeVisible();
  await expect(page).toHaveURL(/\/en\/users\/new$/);
  expect(await seriousViolations(page)).toEqual([]);
  await shoot(page, 'user-form-errors-en-1366');
});

test('the customer user dialog names a wrong e-mail beside it (390 px)', async ({ page, context }) => {
  const agent = await apiAs('agent');
  const approved = await createContract(agent, { company: true });
  await signInAs(context, 'agent');
  await acceptCookies(context);
  await page.setViewportSize({ width: 390, height: 844 });
  await open(page, `/contracts/${approved.id}`);
  await clickHydrated(page.getByTestId('contract-actions').getByRole('button', { name: 'Crea utente cliente' }));
  const dialog = page.getByRole('dialog', { name: 'Crea utente cliente' });
  await dialog.getByLabel('E-mail').fill('non-una-email');
  await dialog.getByLabel('Nome utente (facoltativo)').fill('r');
  await dialog.getByRole('button', { name: 'Crea account e invia invito' }).click();
  await expect(dialog.getByText('Inserire un indirizzo email valido.')).toBeVisible();
  await expect(dialog.getByText('Almeno 3 caratteri tra lettere, numeri e . _ @ -')).toBeVisible();
  await expect(dialog.getByLabel('E-mail')).toHaveAttribute('aria-invalid', 'true');
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: path.join(SCREENSHOTS, 'customer-user-dialog-errors-it-390.png') });
});

test("the model page's quantity picker names a wrong quantity beside it (390 px)", async ({ page, context }) => {
  const api = await cartApiAs('agent', 'Nikon');
  const ipad = await modelId(api, 'MUWC3TY/A');
  await signInAs(context, 'agent', { agency: 'Nikon' });
  await acceptCookies(context);
  await page.setViewportSize({ width: 390, height: 844 });
  await open(page, `/products/${ipad.familyId}/${ipad.id}`);
  const picker = page.getByRole('form', { name: 'Aggiungi al preventivo' });
  const quantity = picker.getByLabel('Quantità', { exact: true });
  await quantity.fill('0');
  await clickHydrated(picker.getByRole('button', { name: /^(Aggiungi al preventivo|Aggiorna la quantità)$/ }));
  await expect(picker.getByRole('alert')).toHaveText('La quantità deve essere almeno 1');
  await expect(quantity).toHaveAttribute('aria-invalid', 'true');
  // The error goes as soon as the quantity is one the quote takes.
  await picker.getByRole('button', { name: 'Aumenta' }).click();
  await expect(picker.getByRole('alert')).toHaveCount(0);
  await expect(quantity).not.toHaveAttribute('aria-invalid');
  await quantity.fill('abc');
  await picker.getByRole('button', { name: /^(Aggiungi al preventivo|Aggiorna la quantità)$/ }).click();
  await expect(picker.getByRole('alert')).toHaveText('La quantità deve essere almeno 1');
  expect(await seriousViolations(page)).toEqual([]);
  fs.mkdirSync(SCREENSHOTS, { recursive: true });
  await picker.scrollIntoViewIfNeeded();
  await picker.screenshot({ path: path.join(SCREENSHOTS, 'quantity-picker-error-it-390.png') });
});
