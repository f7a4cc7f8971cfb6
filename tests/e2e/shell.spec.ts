import { expect, test, type Page } from '@playwright/test';
import { signInAs } from '../support/e2e/auth';
import { sessionCookieOf } from '../support/e2e/session';
import { header } from '../support/e2e/shell';
import { clickHydrated, hydrated } from '../support/e2e/hydration';

// layout: the secured shell (top bar, drawer, user menu with logout),
// the footer on every page, and the general error page that signs out.

async function expectFooter(page: Page) {
  const footer = page.locator('footer');
  await expect(footer).toBeVisible();
  const privacy = footer.getByRole('link', { name: /^Informativa privacy/ });
  await expect(privacy).toHaveAttribute('href', '/api/smartComSystem/PrivacyFile');
  await expect(footer.getByRole('link', { name: /Scarica informativa privacy/ })).toHaveAttribute('download', /.+/);
  for (const network of ['LinkedIn', 'Facebook', 'Instagram']) {
    await expect(footer.getByRole('link', { name: new RegExp(`^${network}`) })).toHaveAttribute('href', /^https:\/\//);
  }
  await expect(footer.locator('a[href^="mailto:"]')).toHaveCount(1);
  await expect(footer.locator('a[href^="tel:"]')).toHaveCount(1);
}

test('the footer is on every page, signed in or not', async ({ page, context }) => {
  for (const path of ['/login', '/GeneralError']) {
    await page.goto(path);
    await expectFooter(page);
  }
  await signInAs(context, 'customer');
  for (const path of ['/products', '/tickets']) {
    await page.goto(path);
    await expect(header(page).user).toHaveText('customer');
    await expectFooter(page);
  }
});

test('the top bar shows the menu button, logo, title from the path, user and agency', async ({ page, context }) => {
  await signInAs(context, 'capoarea');
  await page.goto('/users');
  const shell = header(page);
  await expect(page.getByRole('button', { name: /^(Apri menu|Chiudi menu)$/ }).first()).toBeVisible();
  await expect(shell.logo).toHaveAttribute('src', '/logo.svg');
  await expect(shell.title).toHaveText('Utenti');
  await expect(shell.user).toHaveText('capoarea');
  await expect(shell.agency).toHaveText('Agenzia Milano');
  await expect(page.getByRole('heading', { name: 'Utenti' }).last()).toBeVisible();
  await expect(page.getByText('Indietro')).toHaveCount(0); // list page: no go-back button

  await page.goto('/customers/17');
  await expect(shell.title).toHaveText('Dettaglio cliente');
  await expect(page.getByRole('button', { name: 'Indietro' })).toBeVisible();
});

test('the drawer closes and opens again from the menu button', async ({ page, context }) => {
  await signInAs(context, 'junior');
  await page.goto('/products');
  const menu = page.getByRole('navigation', { name: 'Menu principale' });
  await expect(menu).toBeVisible();
  await clickHydrated(page.locator('#app-drawer').getByRole('button', { name: 'Chiudi menu' }));
  await expect(menu).toBeHidden();
  await page.locator('header').getByRole('button', { name: 'Apri menu' }).click();
  await expect(menu).toBeVisible();
  expect(await page.locator('#app-drawer').evaluate((element) => element.getBoundingClientRect().width)).toBe(250);
});

test('a link to another page shows the loading bar until the page has arrived, the old page staying meanwhile', async ({ page, context }) => {
  await signInAs(context, 'junior');
  await page.goto('/products');
  // the next page's data is held back until the test has read the loading state
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/contracts**', async (route) => {
    if (route.request().headers()['rsc']) await held;
    await route.continue();
  });
  const families = page.getByTestId('product-families');
  await expect(families).toBeVisible();
  await clickHydrated(page.getByRole('navigation', { name: 'Menu principale' }).locator('a[href="/contracts"]'));
  const bar = page.getByRole('status', { name: 'Caricamento…' });
  await expect(bar).toBeVisible();
  await expect(families).toBeVisible();
  release();
  await expect(page).toHaveURL(/\/contracts$/);
  await expect(page.getByTestId('contracts-table')).toBeVisible();
  await expect(bar).toBeHidden();
});

test("a page's title is in its <head>, and a link to another page brings that page's title", async ({ page, context }) => {
  const html = await (await page.request.get('/login')).text();
  expect(html.indexOf('<title>Accedi · Portale Agenzie</title>')).toBeGreaterThan(-1);
  expect(html.indexOf('<title>')).toBeLessThan(html.indexOf('<body'));

  await signInAs(context, 'junior');
  await page.goto('/products');
  await expect(page).toHaveTitle('Prodotti · Portale Agenzie');
  await clickHydrated(page.getByRole('navigation', { name: 'Menu principale' }).locator('a[href="/contracts"]'));
  await expect(page).toHaveURL(/\/contracts$/);
  await expect(page).toHaveTitle('Contratti · Portale Agenzie');
});

test('Esci in the user menu signs out: the cookie is gone and secured pages ask for a login', async ({ page, context }) => {
  await signInAs(context, 'agencyadmin', { fresh: true });
  await page.goto('/contracts');
  await clickHydrated(header(page).userMenu);
  await page.getByRole('menuitem', { name: 'Esci' }).click();

  await expect(page).toHaveURL(/\/login$/);
  expect(await sessionCookieOf(context)).toBeUndefined();
  await page.goto('/contracts');
  await expect(page).toHaveURL(/\/login$/);
});

test('the user menu works by keyboard alone: Enter opens it on its first item, arrows move, Escape gives the focus back', async ({ page, context }) => {
  await signInAs(context, 'agent');
  await page.goto('/products');
  const trigger = header(page).userMenu;
  await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  // The menu's code loads on the first opening, not with the page: the button is there, the menu is not.
  await expect(page.getByRole('menu')).toHaveCount(0);
  await (await hydrated(trigger)).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menu', { name: 'Menu utente' })).toBeVisible();
  await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  const language = page.getByRole('menuitem', { name: /^Lingua/ });
  const signOut = page.getByRole('menuitem', { name: 'Esci' });
  await expect(language).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(signOut).toBeFocused();
  await page.keyboard.press('ArrowDown'); // wraps
  await expect(language).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toHaveCount(0);
  await expect(trigger).toBeFocused();
  await expect(page).toHaveURL(/\/products$/);
});

test('closing the general error page signs out', async ({ page, context }) => {
  await signInAs(context, 'junior', { fresh: true });
  await page.goto('/GeneralError');
  await expect(page.getByRole('heading', { name: 'Errore generico' })).toBeVisible();
  await clickHydrated(page.getByRole('button', { name: 'Chiudi' }));

  await expect(page).toHaveURL(/\/login$/);
  expect(await sessionCookieOf(context)).toBeUndefined();
});
