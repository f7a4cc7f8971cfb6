import { expect, test } from '@playwright/test';
import { sessionHeader, signIn } from '../support/e2e/auth';
import { BASE_URL } from '../support/e2e/env';
import { otherSite } from '../support/e2e/other-site';

// Pages carry a Content-Security-Policy with a nonce of their own request
// (proxy.ts), nothing of the portal may be framed, and HSTS is only sent over
// HTTPS: the e2e server speaks plain HTTP and trusts no proxy.

const nonceOf = (policy: string) => /'nonce-([^']+)'/.exec(policy)?.[1];

test('a page has a nonce policy and every script of it carries that nonce', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  const response = await page.goto('/login');
  const headers = response!.headers();
  const policy = headers['content-security-policy'] ?? '';
  const nonce = nonceOf(policy);
  expect(nonce, policy).toBeTruthy();
  expect(policy).toContain("'strict-dynamic'");
  expect(policy).toContain("frame-ancestors 'none'");
  expect(policy).not.toContain('unsafe-eval');
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['strict-transport-security']).toBeUndefined();

  const scripts = [...(await response!.text()).matchAll(/<script\b[^>]*>/g)].map(([tag]) => tag);
  expect(scripts.length).toBeGreaterThan(0);
  for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);

  // the scripts ran: the page is interactive, signs in and moves on without a single violation
  await signIn(page, 'junior');
  await expect(page.getByTestId('header-user')).toHaveText('junior');
  expect(violations).toEqual([]);

  const again = await page.request.get('/login');
  expect(nonceOf(again.headers()['content-security-policy'] ?? '')).not.toBe(nonce);
});

test('no HSTS over plain HTTP, not even when the client claims HTTPS', async ({ request }) => {
  for (const path of ['/login', '/en/login', '/products']) {
    const response = await request.get(path, { headers: { 'x-forwarded-proto': 'https' }, maxRedirects: 0 });
    expect(response.headers()['strict-transport-security'], path).toBeUndefined();
    expect(response.headers()['content-security-policy'] ?? '', path).not.toContain('upgrade-insecure-requests');
  }
});

test('static files and API answers cannot be framed either', async ({ request }) => {
  for (const path of ['/logo.svg', '/manifest.webmanifest', '/serwist/sw.js']) {
    const response = await request.get(path);
    expect(response.headers()['content-security-policy'], path).toBe("frame-ancestors 'none'");
    expect(response.headers()['x-frame-options'], path).toBe('DENY');
  }
  expect((await request.get('/api/Account/User')).headers()['x-frame-options']).toBe('DENY');
});

test("a catalogue SVG keeps the API's sandbox policy through the BFF", async ({ request }) => {
  const response = await request.get('/api/files/catalogue/family-tablet.svg', { headers: { cookie: await sessionHeader('agent') } });
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('image/svg+xml');
  expect(response.headers()['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'; sandbox");
  expect(response.headers()['x-content-type-options']).toBe('nosniff');
});

test("the privacy PDF keeps the API's sandbox policy through the BFF and still opens in Chromium's viewer from the footer", async ({ page, context }) => {
  await page.goto('/login');
  const opened = context.waitForEvent('page');
  const served = context.waitForEvent('response', (response) => new URL(response.url()).pathname === '/api/smartComSystem/PrivacyFile');
  await page
    .locator('footer')
    .getByRole('link', { name: /^Informativa privacy/ })
    .click();
  const [viewer, response] = await Promise.all([opened, served]);
  // allHeaders(): headers() leaves security headers out of a navigation's answer
  const headers = await response.allHeaders();
  expect(headers['content-type']).toBe('application/pdf');
  expect(headers['content-disposition']).toBe('inline; filename="privacy.pdf"');
  expect(headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'; sandbox");
  expect(headers['x-content-type-options']).toBe('nosniff');
  // shown in the viewer (an extension's frame), neither blocked by the sandbox nor downloaded
  await expect.poll(() => viewer.frames().some((frame) => frame.url().startsWith('chrome-extension://'))).toBe(true);
});

test('another site cannot frame a page', async ({ page }) => {
  const site = await otherSite(`<iframe src="${BASE_URL}/login"></iframe>`);
  try {
    await page.goto(site.url);
    await expect.poll(() => page.frames().length).toBe(2);
    const frame = page.frames()[1]!;
    await frame.waitForLoadState();
    expect(await frame.locator('input[name="username"]').count()).toBe(0);
  } finally {
    await site.close();
  }
});

// docs/security.md, "Caching of pages": a page without private data may be
// kept for Back and Forward (no `no-store`); a secured page, or one with a
// password reset token, never. tests/e2e/back-forward-cache.spec.ts sees the
// browser act on it.
test('pages without private data allow the back/forward cache; secured pages are never stored', async ({ request }) => {
  for (const path of ['/login', '/forgot-password', '/on-boarding', '/forbidden', '/GeneralError', '/offline']) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(200);
    expect(response.headers()['cache-control'], path).toBe('private, no-cache');
  }
  const reset = await request.get('/recovery-password?token=abcdefghijklmnopqrstuvwxyz', { maxRedirects: 0 });
  expect(reset.status()).toBe(200);
  expect(reset.headers()['cache-control']).toBe('private, no-store');

  const cookie = await sessionHeader('agent');
  for (const path of ['/products', '/contracts', '/cart/recap', '/en/customers']) {
    const response = await request.get(path, { headers: { cookie }, maxRedirects: 0 });
    expect(response.status(), path).toBe(200);
    expect(response.headers()['cache-control'], path).toBe('private, no-store');
    // the page's data as the router fetches it on a client navigation, too
    const payload = await request.get(path, { headers: { cookie, rsc: '1' }, maxRedirects: 0 });
    expect(payload.headers()['cache-control'], `${path} (RSC)`).toContain('no-store');
  }
  for (const path of ['/logo.svg', '/icons/icon-192.png', '/favicon.ico', '/manifest.webmanifest']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()['cache-control'] ?? '', path).not.toContain('no-store');
  }
  // logos and icons are kept a day, then revalidated in the background
  for (const path of ['/logo.svg', '/icons/icon-192.png', '/favicon.ico']) {
    expect((await request.get(path)).headers()['cache-control'], path).toBe('public, max-age=86400, stale-while-revalidate=604800');
  }
  // last: an English page sets the language cookie, and Italian addresses would then redirect
  const english = await request.get('/en/login', { maxRedirects: 0 });
  expect(english.headers()['cache-control']).toBe('private, no-cache');
});
