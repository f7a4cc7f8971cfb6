import { expect, test } from '@playwright/test';
import type { Username } from '../support/e2e/accounts';
import { sessionFor, signInAs, submitLogin } from '../support/e2e/auth';
import { sealSession, sessionCookie, unsealSession } from '../support/e2e/session';
import { header, headerColour, paletteOf } from '../support/e2e/shell';
import { clickHydrated, hydrated } from '../support/e2e/hydration';

// a user of several agencies (agent: Agenzia Milano and Nikon)
// picks one at /choose-company and can change it with 'Cambia agenzia'; the
// Nikon agency brings its own logo and the dark-yellow palette.

test('agent chooses an agency at /choose-company, then switches to Nikon with Cambia agenzia', async ({ page }) => {
  await page.goto('/login');
  await submitLogin(page, 'agent');

  await expect(page).toHaveURL(/\/choose-company$/);
  const choices = page.getByRole('radio');
  await expect(choices).toHaveCount(2);
  await expect(page.getByRole('radio', { name: /Agenzia Milano/ })).toBeVisible();
  await expect(page.getByRole('radio', { name: /Nikon/ })).toBeVisible();
  await (await hydrated(page.getByRole('radio', { name: /Agenzia Milano/ }))).check();
  await clickHydrated(page.getByRole('button', { name: 'Continua' }));

  await expect(page).toHaveURL(/\/products$/);
  const shell = header(page);
  await expect(shell.agency).toHaveText('Agenzia Milano');
  await expect(shell.logo).toHaveAttribute('src', '/logo.svg');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'default');
  expect(paletteOf(await headerColour(page))).toBe('cyan');

  await clickHydrated(shell.agencySwitcher);
  await page.getByRole('menuitemradio', { name: /Nikon/ }).click();

  await expect(shell.agency).toHaveText('Nikon');
  await expect(page).toHaveURL(/\/products$/);
  await expect(shell.logo).toHaveAttribute('src', '/logo-nikon.svg');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'nikon');
  expect(paletteOf(await headerColour(page))).toBe('dark-yellow');

  // the choice is the session's, not the page's: it holds on the next visit
  await page.goto('/contracts');
  await expect(shell.agency).toHaveText('Nikon');
});

test('agent can switch back from Nikon to Agenzia Milano', async ({ page, context }) => {
  await signInAs(context, 'agent', { agency: 'Nikon', fresh: true });
  await page.goto('/products');
  const shell = header(page);
  await expect(shell.agency).toHaveText('Nikon');

  await clickHydrated(shell.agencySwitcher);
  await page.getByRole('menuitemradio', { name: /Agenzia Milano/ }).click();

  await expect(shell.agency).toHaveText('Agenzia Milano');
  await expect(shell.logo).toHaveAttribute('src', '/logo.svg');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'default');
});

test('choose-company asks for a choice before continuing', async ({ page, context }) => {
  await signInAs(context, 'agent', { agency: null });
  await page.goto('/products');
  await expect(page).toHaveURL(/\/choose-company$/);

  await clickHydrated(page.getByRole('button', { name: 'Continua' }));
  await expect(page.getByRole('alert').filter({ hasText: 'Campo obbligatorio' })).toBeVisible();
  await expect(page).toHaveURL(/\/choose-company$/);
});

test('nikon, the only user of the Nikon agency, gets the Nikon logo and dark-yellow palette', async ({ page, context }) => {
  await signInAs(context, 'nikon');
  await page.goto('/products');
  await expect(header(page).agency).toHaveText('Nikon');
  await expect(header(page).logo).toHaveAttribute('src', '/logo-nikon.svg');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'nikon');
  expect(paletteOf(await headerColour(page))).toBe('dark-yellow');
});

test.describe('no agency switcher', () => {
  test('for the administrators and the single-agency users', async ({ page, context }) => {
    const withoutSwitcher: Username[] = ['superadmin', 'admin', 'agencyadmin', 'nikon', 'customer'];
    for (const username of withoutSwitcher) {
      // leave the page first: its link prefetches would otherwise run without a session and set one
      await page.goto('about:blank');
      await context.clearCookies();
      await signInAs(context, username);
      await page.goto('/products');
      await expect(header(page).user).toHaveText(username);
      await expect(header(page).agencySwitcher, username).toHaveCount(0);
    }
  });

  // The demo administrators belong to SmartCom only, so the rule is tried on
  // agent's own two-agency session, sealed again with an administrator role.
  test('for the administrator roles even with two agencies', async ({ page, context }) => {
    const session = await unsealSession(await sessionFor('agent'));
    expect(session.agencyCount).toBe(2);
    for (const role of ['administrator', 'superAdministrator'] as const) {
      await page.goto('about:blank');
      await context.clearCookies();
      await context.addCookies([sessionCookie(await sealSession({ ...session, role }))]);
      await page.goto('/products');
      await expect(header(page).user).toHaveText('agent');
      await expect(header(page).agencySwitcher, role).toHaveCount(0);
    }
    // control: the same session with its own role has the switcher
    await page.goto('about:blank');
    await context.clearCookies();
    await context.addCookies([sessionCookie(await sealSession(session))]);
    await page.goto('/products');
    await expect(header(page).agencySwitcher).toBeVisible();
  });
});
