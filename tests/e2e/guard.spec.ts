import { expect, test } from '@playwright/test';
import { ACCOUNTS } from '../support/e2e/accounts';
import { signInAs, submitLogin } from '../support/e2e/auth';
import { header } from '../support/e2e/shell';
import { clickHydrated } from '../support/e2e/hydration';

// route guard, as a browser meets it (proxy.ts + the pages' own check).

test.describe('anonymous visitors', () => {
  test('a secured page sends to /login and, after sign-in, back to that page', async ({ page }) => {
    await page.goto('/customers?sort=name');
    await expect(page).toHaveURL(/\/login$/);

    await submitLogin(page, 'agencyadmin');
    await expect(page).toHaveURL(/\/customers\?sort=name$/);
    await expect(header(page).title).toHaveText('Clienti');
  });

  test('an English secured page sends to /en/login and back after sign-in', async ({ page }) => {
    await page.goto('/en/contracts');
    await expect(page).toHaveURL(/\/en\/login$/);

    await submitLogin(page, 'capoarea');
    await expect(page).toHaveURL(/\/en\/contracts$/);
    await expect(header(page).title).toHaveText('Contracts');
  });

  test('/ and unknown paths end at /login too', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/login$/);
    await page.goto('/no/such/page');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('public pages open without a session', async ({ page }) => {
    await page.goto('/forbidden');
    await expect(page).toHaveURL(/\/forbidden$/);
    await expect(page.getByRole('heading', { name: 'Accesso negato' })).toBeVisible();
    await page.goto('/GeneralError');
    await expect(page.getByRole('heading', { name: 'Errore generico' })).toBeVisible();
    await expect(page.getByText('Si è verificato un errore inatteso')).toBeVisible();
  });
});

test.describe('signed-in users', () => {
  test('a section the role lacks goes to /forbidden', async ({ page, context }) => {
    await signInAs(context, 'agent');
    for (const path of ['/users', '/stats', '/importexcel']) {
      await page.goto(path);
      await expect(page, path).toHaveURL(/\/forbidden$/);
    }
    await expect(page.getByRole('heading', { name: 'Accesso negato' })).toBeVisible();
    await expect(header(page).user).toHaveCount(0);
  });

  test('an administrator is kept out of the superadministrator-only sections', async ({ page, context }) => {
    await signInAs(context, 'admin');
    for (const path of ['/agencies', '/stats/sales-performance']) {
      await page.goto(path);
      await expect(page, path).toHaveURL(/\/forbidden$/);
    }
  });

  test('a customer is kept out of customers and users', async ({ page, context }) => {
    await signInAs(context, 'customer');
    for (const path of ['/customers/12', '/users']) {
      await page.goto(path);
      await expect(page, path).toHaveURL(/\/forbidden$/);
    }
  });

  test('a section the role has opens (control for /forbidden)', async ({ page, context }) => {
    await signInAs(context, 'superadmin');
    await page.goto('/stats/sales-performance');
    await expect(page).toHaveURL(/\/stats\/sales-performance$/);
    await expect(header(page).title).toHaveText('Vendite');
  });

  test('/ goes to /products', async ({ page, context }) => {
    await signInAs(context, 'junior');
    await page.goto('/');
    await expect(page).toHaveURL(/\/products$/);
    await expect(header(page).title).toHaveText('Prodotti');
  });

  test('an unknown path goes to / and then /products', async ({ page, context }) => {
    await signInAs(context, 'junior');
    await page.goto('/this/page/does-not-exist');
    await expect(page).toHaveURL(/\/products$/);
  });

  test('/login sends a signed-in user to /products', async ({ page, context }) => {
    await signInAs(context, 'groupmanager');
    await page.goto('/login');
    await expect(page).toHaveURL(/\/products$/);
    await expect(header(page).user).toHaveText('groupmanager');
  });

  test('a user who has not chosen an agency is sent to /choose-company', async ({ page, context }) => {
    await signInAs(context, 'agent', { agency: null });
    for (const path of ['/products', '/contracts', '/login']) {
      await page.goto(path);
      await expect(page, path).toHaveURL(/\/choose-company$/);
    }
  });

  test('/en paths keep English through every redirect', async ({ page, context }) => {
    await signInAs(context, 'agent');
    await page.goto('/en');
    await expect(page).toHaveURL(/\/en\/products$/);
    await expect(header(page).title).toHaveText('Products');

    await page.goto('/en/nowhere');
    await expect(page).toHaveURL(/\/en\/products$/);

    await page.goto('/en/login');
    await expect(page).toHaveURL(/\/en\/products$/);

    await page.goto('/en/users');
    await expect(page).toHaveURL(/\/en\/forbidden$/);
    await expect(page.getByRole('heading', { name: 'Access denied' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('every entry of the superadministrator menu opens its page with its title', async ({ page, context }) => {
    await signInAs(context, 'superadmin');
    await page.goto('/products');
    const entries = page.getByRole('navigation', { name: 'Menu principale' }).locator(':scope > ul > li[data-section] > div > a');
    // count() does not wait: the menu may still be on its way when the page's load event fires on a loaded machine.
    await expect(entries).toHaveCount(ACCOUNTS.superadmin.sections.length);
    const count = await entries.count();
    for (let index = 0; index < count; index += 1) {
      const link = entries.nth(index);
      const label = (await link.textContent())?.trim() ?? '';
      const href = (await link.getAttribute('href')) ?? '';
      await clickHydrated(link);
      await expect(page, label).toHaveURL(new RegExp(`${href}$`));
      await expect(header(page).title).toHaveText(label);
      // the page itself rendered inside the shell (a real page or a later issue's placeholder)
      await expect(page.locator('main').first()).toBeVisible();
    }
  });
});
