import { expect, test } from '@playwright/test';
import { ACCOUNTS, ALL_ACCOUNTS } from '../support/e2e/accounts';
import { submitLogin } from '../support/e2e/auth';
import { header, menuSectionsOf } from '../support/e2e/shell';
import { clickHydrated, hydrated } from '../support/e2e/hydration';

// Every demo account signs in through the login form,
// lands on /products and sees exactly the menu sections of its role.

test.describe('sign-in of every demo role', () => {
  for (const account of ALL_ACCOUNTS) {
    test(`${account.username} lands on /products with exactly its menu sections`, async ({ page }) => {
      await page.goto('/login');
      await submitLogin(page, account.username);

      if (account.agencies.length > 1) {
        // several agencies and no SmartCom administration: the choice comes first
        await expect(page).toHaveURL(/\/choose-company$/);
        await (await hydrated(page.getByRole('radio', { name: new RegExp(account.agencies[0] as string) }))).check();
        await clickHydrated(page.getByRole('button', { name: 'Continua' }));
      }

      await expect(page).toHaveURL(/\/products$/);
      const shell = header(page);
      await expect(shell.title).toHaveText('Prodotti');
      await expect(page.getByTestId('product-families')).toBeVisible();
      await expect(shell.user).toHaveText(account.username);
      await expect(shell.agency).toHaveText(account.agencies[0] as string);
      expect(await menuSectionsOf(page, 'Menu principale')).toEqual(account.sections);
    });
  }
});

test.describe('wrong credentials', () => {
  test('a wrong password shows the agreed message and keeps the username typed', async ({ page }) => {
    await page.goto('/login');
    await submitLogin(page, ACCOUNTS.junior.username, 'Wrong-password-1!');

    await expect(page.getByText('Account non trovato, inserire i dati corretti.')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.locator('input[name="username"]')).toHaveValue('junior');
    expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain('portal_session');
  });

  test('an unknown username gets the same answer as a wrong password', async ({ page }) => {
    await page.goto('/login');
    await submitLogin(page, 'nobody-here', 'Wrong-password-1!');

    await expect(page.getByText('Account non trovato, inserire i dati corretti.')).toBeVisible();
    await expect(page.locator('input[name="username"]')).toHaveValue('nobody-here');
  });
});
