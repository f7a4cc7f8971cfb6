import { expect, test, type Page } from '@playwright/test';
import { CHROMIUM_ARGS } from '../../playwright.config';
import { signInAs } from '../support/e2e/auth';
import { clickHydrated } from '../support/e2e/hydration';
import { header } from '../support/e2e/shell';

// docs/security.md, "Caching of pages", as Chromium acts on it: Back restores
// a page without private data from the back/forward cache (the page as it was
// left, scripts' state included), and never a secured page, which is asked
// for again. Playwright turns the cache off by default: this file turns it on.
test.use({
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
    ignoreDefaultArgs: ['--disable-back-forward-cache'],
  },
});

type Marked = Window & { kept?: boolean };
const mark = (page: Page) => page.evaluate(() => ((window as Marked).kept = true));
const restored = (page: Page) => page.evaluate(() => (window as Marked).kept === true);

test('Back restores the sign-in page from the back/forward cache', async ({ page }) => {
  // Chromium keeps a page out of the cache when something was still under way as it was left (a link's
  // prefetch that started late on a loaded machine): the page must be restorable, so a later try may show it.
  await expect(async () => {
    await page.goto('/login');
    await page.waitForLoadState('networkidle');
    await mark(page);
    await page.goto('/forgot-password');
    await page.waitForLoadState('networkidle');
    // a page restored from the cache sends no load event
    await page.goBack({ waitUntil: 'commit' });
    await expect(page).toHaveURL(/\/login$/);
    expect(await restored(page)).toBe(true);
  }).toPass({ intervals: [500, 1000], timeout: 30_000 });
});

test('Back never shows a secured page from memory: it asks the server again', async ({ page, context }) => {
  await signInAs(context, 'agent');
  await page.goto('/contracts');
  await expect(page.getByTestId('contracts-table')).toBeVisible();
  await page.waitForLoadState('networkidle');
  await mark(page);
  await page.goto('/forbidden');
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest() && new URL(request.url()).pathname === '/contracts') asked.push(request.url());
  });
  await page.goBack({ waitUntil: 'commit' });
  await expect(page).toHaveURL(/\/contracts$/);
  // Chromium may keep the page (sent with no-store) while the cookies are unchanged: then it is reloaded at once.
  await expect.poll(() => asked.length).toBe(1);
  await expect(page.getByTestId('contracts-table')).toBeVisible();
  await expect.poll(() => restored(page)).toBe(false);
});

test('after signing out, Back shows no secured page: the server sends to the sign-in page', async ({ page, context }) => {
  await signInAs(context, 'agent', { fresh: true });
  await page.goto('/contracts');
  await expect(page.getByTestId('contracts-table')).toBeVisible();
  await page.waitForLoadState('networkidle');
  await clickHydrated(header(page).userMenu);
  await page.getByRole('menuitem', { name: 'Esci' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goBack({ waitUntil: 'commit' });
  await expect(page).toHaveURL(/\/login(\?|$)/);
  await expect(page.getByTestId('contracts-table')).toHaveCount(0);
});
