import { expect, test } from '@playwright/test';
import { BASE_URL } from '../support/e2e/env';
import { clickHydrated, hydrated } from '../support/e2e/hydration';

// cookie banner; (docs/security.md): only cookieConsent, app-run-id and
// app-launch-count are kept in the browser.

const BANNER_TEXT = "Questo sito utilizza cookie per migliorare l'esperienza utente.";
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DAY = 24 * 60 * 60;

test.describe('cookie banner', () => {
  test('shows at the bottom until accepted, stores consent with a timestamp for 365 days', async ({ page, context }) => {
    await page.goto('/login');
    const banner = page.getByRole('region', { name: 'Informativa cookie' });
    await expect(banner).toBeVisible();
    await expect(banner).toContainText(BANNER_TEXT);

    // fixed at the bottom of the viewport
    const box = await banner.boundingBox();
    const viewport = page.viewportSize();
    expect(box && viewport && Math.abs(box.y + box.height - viewport.height)).toBeLessThanOrEqual(1);
    expect(await banner.evaluate((element) => getComputedStyle(element).position)).toBe('fixed');

    const before = Date.now();
    await clickHydrated(banner.getByRole('button', { name: 'Accetto' }));
    await expect(banner).toBeHidden();

    const consent = (await context.cookies(BASE_URL)).find((cookie) => cookie.name === 'cookieConsent');
    expect(consent, 'cookieConsent cookie').toBeDefined();
    const value = JSON.parse(decodeURIComponent(consent?.value ?? '')) as { accepted?: unknown; timestamp?: unknown };
    expect(value.accepted).toBe(true);
    const stamped = Date.parse(String(value.timestamp));
    expect(stamped).toBeGreaterThanOrEqual(before - 1000);
    expect(stamped).toBeLessThanOrEqual(Date.now() + 1000);
    const lifetimeDays = ((consent?.expires ?? 0) - Date.now() / 1000) / DAY;
    expect(lifetimeDays).toBeGreaterThan(364);
    expect(lifetimeDays).toBeLessThanOrEqual(365.01);
    expect(consent?.path).toBe('/');

    await page.reload();
    await expect(page.getByRole('heading', { name: 'Accedi al portale' })).toBeVisible();
    await expect(page.getByText(BANNER_TEXT)).toHaveCount(0);
    await page.goto('/forbidden');
    await expect(page.getByRole('heading', { name: 'Accesso negato' })).toBeVisible();
    await expect(page.getByText(BANNER_TEXT)).toHaveCount(0);
  });

  test('is shown on every page of a visitor who has not accepted', async ({ page }) => {
    for (const path of ['/login', '/forbidden', '/GeneralError', '/en/login']) {
      await page.goto(path);
      await expect(page.getByRole('button', { name: /^(Accetto|I accept)$/ }), path).toBeVisible();
    }
  });

  test('works before the page is hydrated, even without JavaScript: the press posts the consent and the page comes back without the banner', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL: BASE_URL, locale: 'it-IT' });
    try {
      const page = await context.newPage();
      await page.goto('/forbidden?from=banner');
      const banner = page.getByRole('region', { name: 'Informativa cookie' });
      await expect(banner).toContainText(BANNER_TEXT);
      const before = Date.now();
      await banner.getByRole('button', { name: 'Accetto' }).click();

      // Back on the same page (app/api/session/consent/route.ts answers 303 to it), the banner gone.
      await expect(page).toHaveURL(`${BASE_URL}/forbidden?from=banner`);
      await expect(page.getByRole('heading', { name: 'Accesso negato' })).toBeVisible();
      await expect(page.getByText(BANNER_TEXT)).toHaveCount(0);
      const consent = (await context.cookies(BASE_URL)).find((cookie) => cookie.name === 'cookieConsent');
      const value = JSON.parse(decodeURIComponent(consent?.value ?? '{}')) as { accepted?: unknown; timestamp?: unknown };
      expect(value.accepted).toBe(true);
      expect(Date.parse(String(value.timestamp))).toBeGreaterThanOrEqual(before - 1000);
      expect(((consent?.expires ?? 0) - Date.now() / 1000) / DAY).toBeGreaterThan(364);

      await page.goto('/login');
      await expect(page.getByRole('heading', { name: 'Accedi al portale' })).toBeVisible();
      await expect(page.getByText(BANNER_TEXT)).toHaveCount(0);
    } finally {
      await context.close();
    }
  });

  test('a consent cookie that is not a valid consent still shows the banner', async ({ page, context }) => {
    await context.addCookies([{ name: 'cookieConsent', value: 'yes', url: BASE_URL }]);
    await page.goto('/login');
    await expect(page.getByText(BANNER_TEXT)).toBeVisible();
  });
});

test.describe('launch tracking', () => {
  const readLaunch = () => ({ runId: localStorage.getItem('app-run-id'), count: localStorage.getItem('app-launch-count') });

  test('app-run-id is a UUID kept across launches; app-launch-count rises once per browser session', async ({ browser, page, context }) => {
    await page.goto('/login');
    await expect.poll(() => page.evaluate(readLaunch)).toEqual({ runId: expect.stringMatching(UUID), count: '1' });
    const { runId } = await page.evaluate(readLaunch);

    // reloads and navigations within the same session do not count
    await page.reload();
    await page.goto('/forbidden');
    await hydrated(page.locator('body'));
    expect(await page.evaluate(readLaunch)).toEqual({ runId, count: '1' });

    // a new browser session with the same local storage: one more launch, same id
    const state = await context.storageState();
    const next = await browser.newContext({ storageState: state, baseURL: BASE_URL, locale: 'it-IT' });
    try {
      const again = await next.newPage();
      await again.goto('/login');
      await expect.poll(() => again.evaluate(readLaunch)).toEqual({ runId, count: '2' });
    } finally {
      await next.close();
    }
  });

  test('nothing else of the portal is kept in localStorage', async ({ page }) => {
    await page.goto('/login');
    await expect.poll(() => page.evaluate(() => localStorage.getItem('app-launch-count'))).toBe('1');
    await clickHydrated(page.getByRole('button', { name: 'Accetto' }));
    const keys = await page.evaluate(() => Object.keys(localStorage).sort());
    expect(keys.filter((key) => !['app-run-id', 'app-launch-count', 'cookieConsent'].includes(key))).toEqual([]);
  });
});
