import { expect, test } from '@playwright/test';
import { submitLogin } from '../support/e2e/auth';
import { header, menuSectionsOf } from '../support/e2e/shell';
import { clickHydrated } from '../support/e2e/hydration';

// Italian at the unprefixed paths, English under /en; the browser's
// Accept-Language picks on the first visit.

test.describe('a browser that prefers English', () => {
  test.use({ locale: 'en-US' });

  test('gets /en/login in English and an English shell after sign-in', async ({ page }) => {
    await page.goto('/login');
    await expect(page).toHaveURL(/\/en\/login$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { name: 'Sign in to the portal' })).toBeVisible();
    await expect(page.getByLabel('Username')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
    await expect(page.getByText('This site uses cookies to improve the user experience.')).toBeVisible();

    await submitLogin(page, 'agencyadmin');
    await expect(page).toHaveURL(/\/en\/products$/);
    await expect(header(page).title).toHaveText('Products');
    expect(await menuSectionsOf(page, 'Main menu')).toEqual([
      'products',
      'customers',
      'registrations',
      'contracts',
      'endOfTerm',
      'users',
      'apiKeys',
      'webhooks',
      'importExcel',
    ]);
    await expect(page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'File import' })).toBeVisible();

    await clickHydrated(header(page).userMenu);
    await expect(page.getByRole('menuitem', { name: 'Sign out' })).toBeVisible();
  });

  test('is sent from / to the English login', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/en\/login$/);
  });
});

test.describe('a browser that prefers Italian', () => {
  test.use({ locale: 'it-IT' });

  test('stays on the unprefixed Italian pages', async ({ page }) => {
    await page.goto('/login');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'it');
    await expect(page.getByRole('heading', { name: 'Accedi al portale' })).toBeVisible();
    await expect(page.getByText("Questo sito utilizza cookie per migliorare l'esperienza utente.")).toBeVisible();
  });

  test('can still open the English pages under /en', async ({ page }) => {
    await page.goto('/en/login');
    await expect(page).toHaveURL(/\/en\/login$/);
    await expect(page.getByRole('heading', { name: 'Sign in to the portal' })).toBeVisible();
  });
});
