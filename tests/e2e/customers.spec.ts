import { expect, test } from '@playwright/test';
import { type Username } from '../support/e2e/accounts';
import { signInAs } from '../support/e2e/auth';
import { clickHydrated } from '../support/e2e/hydration';
import { apiAs, open } from '../support/e2e/contracts';

// /customers and /customers/:id: each role's customers, search and paging
// in the address, the company with signers, addresses and contracts, 'create
// customer user', and not-found outside the scope.

const customerNames = (page: import('@playwright/test').Page) => page.getByTestId('customers-table').locator('tbody tr th').allTextContents();

for (const [username, scope] of [
  ['admin', 'all'],
  ['agencyadmin', 'agency'],
  ['capoarea', 'team'],
  ['agent', 'own'],
  ['nikon', 'own'],
] as [Username, string][]) {
  test(`${username} sees the customers of their scope`, async ({ page, context }) => {
    const api = await apiAs(username);
    const expected = (await api.api.get('/api/Agency/{agencyId}/Customers', { params: { agencyId: api.agencyId } })).body;
    await signInAs(context, username);
    await open(page, '/customers');
    await expect(page.getByTestId('scope-note')).toHaveAttribute('data-scope', scope);
    expect((await customerNames(page)).map((n) => n.trim())).toEqual(expected.items.map((c) => c.name));
    if (scope !== 'all') expect(new Set(expected.items.map((c) => c.agency.name)).size).toBe(1);
  });
}

test('search, sort and paging live in the address', async ({ page, context }) => {
  const api = await apiAs('admin');
  await signInAs(context, 'admin');
  await open(page, '/customers');
  const all = (await api.api.get('/api/Agency/{agencyId}/Customers', { params: { agencyId: api.agencyId } })).body;
  await expect(page.getByTestId('customers-count')).toHaveText(`${all.total} clienti`);
  if (all.total > 20) {
    await clickHydrated(page.getByRole('navigation', { name: 'Pagine dei clienti' }).getByRole('link', { name: 'Successiva' }));
    await expect(page).toHaveURL(/\/customers\?page=2$/);
  }

  await open(page, '/customers');
  await page.getByRole('search', { name: 'Ricerca clienti' }).getByLabel('Cerca').fill('Milano');
  await clickHydrated(page.getByRole('search', { name: 'Ricerca clienti' }).getByRole('button', { name: 'Cerca' }));
  await expect(page).toHaveURL(/\/customers\?q=Milano$/);
  const found = (await api.api.get('/api/Agency/{agencyId}/Customers', { params: { agencyId: api.agencyId }, query: { q: 'Milano' } })).body.items;
  expect((await customerNames(page)).map((n) => n.trim())).toEqual(found.map((c) => c.name));

  await clickHydrated(page.getByRole('columnheader', { name: /Azienda/ }).getByRole('link'));
  await expect(page).toHaveURL(/\/customers\?q=Milano&sort=name&direction=desc$/);
  await expect(page.getByRole('columnheader', { name: /Azienda/ })).toHaveAttribute('aria-sort', 'descending');
  expect((await customerNames(page)).map((n) => n.trim())).toEqual(found.map((c) => c.name).reverse());

  await open(page, '/customers?q=nessun-cliente-cosi');
  await expect(page.getByTestId('empty-state')).toContainText('Nessun cliente corrisponde alla ricerca.');
});

test('a customer page shows the company, signers, addresses and contracts, and creates the customer user', async ({ page, context }) => {
  const api = await apiAs('agent');
  const rossi = (await api.api.get('/api/Agency/{agencyId}/Customers', { params: { agencyId: api.agencyId }, query: { q: 'Rossi' } })).body.items[0]!;
  await signInAs(context, 'agent');
  await open(page, '/customers');
  await clickHydrated(page.getByRole('link', { name: `Apri il cliente ${rossi.name}` }));
  await expect(page).toHaveURL(new RegExp(`/customers/${rossi.id}$`));
  await expect(page.getByTestId('customer-name')).toHaveText('Rossi Forniture Srl');
  await expect(page.locator('#company')).toContainText('04835210156');
  await expect(page.getByTestId('signers-table')).toContainText('Mario Rossi');
  await expect(page.getByTestId('addresses')).toContainText('Sede legale');
  const contracts = page.getByTestId('contracts-table').locator('tbody tr');
  expect(await contracts.count()).toBeGreaterThan(0);
  await clickHydrated(page.getByRole('link', { name: "Vedi tutti nell'elenco contratti" }));
  await expect(page).toHaveURL(new RegExp(`/contracts\\?archived=all&customerId=${rossi.id}$`));
  await expect(page.getByRole('link', { name: 'Rimuovi il filtro Cliente: Rossi Forniture Srl' })).toBeVisible();

  await page.goBack();
  const email = `rossi-${Date.now()}@example.com`;
  await clickHydrated(page.getByRole('button', { name: 'Crea utente cliente' }));
  const dialog = page.getByRole('dialog', { name: 'Crea utente cliente' });
  await expect(dialog.getByLabel('Contratto di riferimento')).toBeVisible();
  await dialog.getByLabel('E-mail').fill('non-una-email');
  await dialog.getByRole('button', { name: 'Crea account e invia invito' }).click();
  await expect(dialog.getByText('Inserire un indirizzo email valido.')).toBeVisible();
  await dialog.getByLabel('E-mail').fill(email);
  await dialog.getByRole('button', { name: 'Crea account e invia invito' }).click();
  await expect(page.getByText(`Utente ${email} creato: invito inviato a ${email}.`)).toBeVisible();
});

test('a customer outside the scope shows not-found and nothing of it', async ({ page, context }) => {
  const admin = await apiAs('admin');
  const roman = (await admin.api.get('/api/Agency/{agencyId}/Customers', { params: { agencyId: admin.agencyId }, query: { pageSize: 100 } })).body.items.find(
    (c) => c.agency.name === 'Agenzia Roma',
  )!;
  await signInAs(context, 'agent');
  for (const path of [`/customers/${roman.id}`, '/customers/0']) {
    await page.goto(path);
    await expect(page.getByTestId('not-found')).toContainText('Cliente non trovato');
    expect(await page.content()).not.toContain(roman.name);
  }
});
