import { expect, test } from '@playwright/test';
import { submitLogin } from '../support/e2e/auth';
import { SESSION_COOKIE } from '../support/e2e/env';
import { sessionCookieOf, unsealSession } from '../support/e2e/session';
import { clickHydrated, hydrated } from '../support/e2e/hydration';

// the browser never sees an access or refresh token — not in a
// response body, not in HTML or the RSC payload, not in a JS-readable cookie
// or storage. The tests can read the real tokens (they hold the session
// secret), so they look for those exact values as well as any JWT shape.

const JWT = /eyJ[\w-]+\.[\w-]+\.[\w-]+/;

// Page routing must see every answer; a service worker fetches for the page
// where routing cannot reach (issue 6 added one), so it stays out of this file.
test.use({ serviceWorkers: 'block' });

test('no token reaches anything the browser can read', async ({ page, context }) => {
  // Every document, RSC payload and fetch() answer passes through here on its
  // way in, so its body is read exactly as the browser gets it
  // (page.on('response') cannot read fetch() bodies with this Chromium).
  // Static build files are the same for every visitor and pass untouched.
  const seen: { url: string; status: number; body: string }[] = [];
  await context.route('**/*', async (route) => {
    if (!['document', 'fetch', 'xhr', 'other'].includes(route.request().resourceType())) return route.continue();
    // one retry: a kept-alive socket the server has just closed answers ECONNRESET
    const response = await route.fetch({ maxRedirects: 0 }).catch(() => route.fetch({ maxRedirects: 0 }));
    seen.push({ url: route.request().url(), status: response.status(), body: await response.text() });
    await route.fulfill({ response });
  });

  // sign-in through the form, choose-company, then the shell
  await page.goto('/login');
  await submitLogin(page, 'agent');
  await expect(page).toHaveURL(/\/choose-company$/);
  await (await hydrated(page.getByRole('radio', { name: /Agenzia Milano/ }))).check();
  await clickHydrated(page.getByRole('button', { name: 'Continua' }));
  await expect(page).toHaveURL(/\/products$/);

  // client-side navigations (RSC payloads) and full loads
  const menu = page.getByRole('navigation', { name: 'Menu principale' });
  await clickHydrated(menu.getByRole('link', { name: 'Clienti' }));
  await expect(page).toHaveURL(/\/customers$/);
  await menu.getByRole('link', { name: 'Contratti' }).click();
  await expect(page).toHaveURL(/\/contracts$/);
  await page.goto('/en/products');
  await page.goto('/en/contracts');

  // the browser's own calls through the BFF
  const apiStatuses = await page.evaluate(async () =>
    Promise.all(['/api/Account/User', '/api/Account/Agencies'].map(async (path) => (await fetch(path)).status)),
  );
  expect(apiStatuses).toEqual([200, 200]);

  // agency switch (a POST through /api/session/agency) and a reload
  await clickHydrated(page.getByRole('button', { name: 'Change agency' }));
  await page.getByRole('menuitemradio', { name: /Nikon/ }).click();
  await expect(page.getByTestId('header-agency')).toHaveText('Nikon');
  await page.waitForLoadState('networkidle');

  const cookie = await sessionCookieOf(context);
  expect(cookie, 'session cookie').toBeDefined();
  const session = await unsealSession(cookie?.value ?? '');
  const secrets = [session.accessToken, session.refreshToken].filter((value): value is string => Boolean(value));
  expect(secrets).toHaveLength(2);

  expect(seen.length).toBeGreaterThan(10);
  // the answers most likely to leak were really seen: sign-in, agency choice, BFF data, RSC payloads
  for (const path of ['/api/session/login', '/api/session/agency', '/api/Account/User', '/api/Account/Agencies']) {
    expect(
      seen.some((entry) => new URL(entry.url).pathname === path && entry.status === 200),
      path,
    ).toBe(true);
  }
  expect(
    seen.some((entry) => entry.url.includes('_rsc=') && entry.status === 200),
    'an RSC payload',
  ).toBe(true);
  for (const { url, body } of seen) {
    expect(body.match(JWT)?.[0], `JWT-shaped text in ${url}`).toBeUndefined();
    for (const secret of secrets) expect(body.includes(secret), `a session token in ${url}`).toBe(false);
  }

  const html = await page.content();
  expect(html).not.toMatch(JWT);

  const visible = await page.evaluate(() => ({
    cookie: document.cookie,
    local: JSON.stringify({ ...localStorage }),
    session: JSON.stringify({ ...sessionStorage }),
  }));
  for (const [where, text] of Object.entries(visible)) {
    expect(text, where).not.toMatch(JWT);
    for (const secret of secrets) expect(text.includes(secret), where).toBe(false);
  }
  expect(visible.cookie).not.toContain(SESSION_COOKIE);
});

test('the session cookie is httpOnly, SameSite=Lax and Secure', async ({ page, context }) => {
  await page.goto('/login');
  const answer = page.waitForResponse((response) => response.url().endsWith('/api/session/login'));
  await submitLogin(page, 'junior');
  const setCookie = (await (await answer).headerValue('set-cookie')) ?? '';
  expect(setCookie).toMatch(new RegExp(`^${SESSION_COOKIE}=`));
  expect(setCookie).toMatch(/;\s*HttpOnly/i);
  expect(setCookie).toMatch(/;\s*SameSite=Lax/i);
  expect(setCookie).toMatch(/;\s*Secure/i);
  expect(setCookie).toMatch(/;\s*Path=\//i);

  await expect(page).toHaveURL(/\/products$/);
  const cookie = await sessionCookieOf(context);
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', secure: true, path: '/' });
  expect(await page.evaluate(() => document.cookie)).not.toContain(SESSION_COOKIE);
  // well under the 4 KB a browser keeps per cookie
  expect((cookie?.value ?? '').length).toBeLessThan(4000);
});

test.describe('before the login form script runs', () => {
  test.use({ javaScriptEnabled: false });

  // A person on a slow connection can press Accedi before React hydrates the
  // form; the browser then submits it by itself. The password must not end up
  // in the address (history, proxy and server logs).
  test('a submitted password never lands in the URL', async ({ page }) => {
    await page.goto('/login');
    await page.locator('input[name="username"]').fill('junior');
    await page.locator('input[name="password"]').fill('Demo2026!');
    await page.getByRole('button', { name: 'Accedi', exact: true }).click();
    await page.waitForLoadState('load');
    expect(page.url()).not.toContain('Demo2026');
    expect(page.url()).not.toMatch(/[?&]password=/);
  });
});
