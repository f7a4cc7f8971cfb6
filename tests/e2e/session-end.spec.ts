import { expect, test, type Page } from '@playwright/test';
import { sessionFor, sessionHeader, signInAs } from '../support/e2e/auth';
import { BASE_URL, SESSION_COOKIE } from '../support/e2e/env';
import { otherSite } from '../support/e2e/other-site';
import { sessionCookieOf } from '../support/e2e/session';

// /api/session/end signs out only on a same-origin POST. Its GET (where pages
// send the browser when the API refused their token) answers a form: sent by
// itself when the portal or the person started the navigation, only by a click
// when another site did. The POST answers with a relative address.

const END = `${BASE_URL}/api/session/end?error=unauthorized&locale=it`;

async function stillSignedIn(page: Page): Promise<number> {
  const answer = await page.context().request.get(`${BASE_URL}/api/Account/User`);
  return answer.status();
}

test('a link on another site to the sign-out does not sign out', async ({ page, context }) => {
  await signInAs(context, 'agent', { fresh: true });
  const site = await otherSite(`<a href="${END}">win a prize</a>`);
  try {
    await page.goto(site.url);
    await page.getByText('win a prize').click();

    await expect(page).toHaveURL(END);
    await expect(page.getByRole('button', { name: 'Accedi di nuovo' })).toBeVisible();
    // Nothing submits by itself: the page the portal's own navigation gets carries the one script that would.
    await expect(page.locator('script')).toHaveCount(0);
    await expect(page).toHaveURL(END);
    expect(await sessionCookieOf(context)).toBeDefined();
    expect(await stillSignedIn(page)).toBe(200);
  } finally {
    await site.close();
  }
});

test('a form on another site posting to the sign-out is refused', async ({ page, context }) => {
  await signInAs(context, 'agent', { fresh: true });
  const site = await otherSite(
    `<form method="post" action="${BASE_URL}/api/session/end"><input name="error" value="unauthorized"></form><script>document.forms[0].submit()</script>`,
  );
  try {
    const answer = page.waitForResponse((response) => response.url() === `${BASE_URL}/api/session/end`);
    await page.goto(site.url);
    expect((await answer).status()).toBe(403);
    expect(await stillSignedIn(page)).toBe(200);
  } finally {
    await site.close();
  }
});

test('sent by the portal, the page posts itself and ends on the login page', async ({ page, context }) => {
  await signInAs(context, 'agent', { fresh: true });
  await page.goto('/en/GeneralError');
  const post = page.waitForRequest((request) => request.url() === `${BASE_URL}/api/session/end` && request.method() === 'POST');
  // a navigation of the portal's own page, as a server redirect after a refused token is
  await page.evaluate(() => {
    const link = document.createElement('a');
    link.href = '/api/session/end?error=expired_session&locale=en';
    link.textContent = 'end';
    document.body.prepend(link);
  });
  await page.getByText('end', { exact: true }).click();
  expect((await post).headers()['origin']).toBe(BASE_URL);
  await expect(page).toHaveURL(`${BASE_URL}/en/login?error=expired_session`);
  await expect(page.getByText('Your session has expired, please sign in again')).toBeVisible();
  expect(await sessionCookieOf(context)).toBeUndefined();
});

test('without JavaScript the button signs out', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  await signInAs(context, 'junior', { fresh: true });
  const page = await context.newPage();
  await page.goto('/api/session/end?error=unauthorized&locale=it');
  await page.getByRole('button', { name: 'Accedi di nuovo' }).click();
  await expect(page).toHaveURL(`${BASE_URL}/login?error=unauthorized`);
  expect(await sessionCookieOf(context)).toBeUndefined();
  await context.close();
});

test('the POST clears the cookie and redirects to a relative, localized address', async ({ request }) => {
  const cookie = `${SESSION_COOKIE}=${await sessionFor('agent', { fresh: true })}`;
  const answer = await request.post('/api/session/end', {
    headers: { origin: BASE_URL, cookie },
    form: { error: 'expired_session', locale: 'en' },
    maxRedirects: 0,
  });
  expect(answer.status()).toBe(303);
  expect(answer.headers()['location']).toBe('/en/login?error=expired_session');
  expect(answer.headers()['set-cookie']).toMatch(/portal_session=;.*(Max-Age=0|Expires=Thu, 01 Jan 1970)/i);

  const unknown = await request.post('/api/session/end', { headers: { origin: BASE_URL }, form: { error: 'x', locale: 'fr' }, maxRedirects: 0 });
  expect(unknown.headers()['location']).toBe('/login?error=unauthorized');
});

test('a GET never clears the session, whoever sends it', async ({ request }) => {
  const answer = await request.get('/api/session/end?error=unauthorized&locale=it', { headers: { cookie: await sessionHeader('agent') }, maxRedirects: 0 });
  expect(answer.status()).toBe(200);
  expect(answer.headers()['set-cookie']).toBeUndefined();
  const policy = answer.headers()['content-security-policy'] ?? '';
  const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
  expect(policy).toContain("frame-ancestors 'none'");
  // no Sec-Fetch-Site: nothing proves the portal sent it, so the page waits for a click
  expect(await answer.text()).not.toContain(`<script nonce="${nonce}">`);
});
