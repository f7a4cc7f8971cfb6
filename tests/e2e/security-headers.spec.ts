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
