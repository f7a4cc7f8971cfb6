import { expect, test } from '@playwright/test';
import { sessionFor } from '../support/e2e/auth';
import { agentSession, fakeJwt, nowSeconds, sealSession, sessionCookie, sessionCookieOf, unsealSession, useSealedSession } from '../support/e2e/session';

// (docs/security.md): a token past its exp that cannot be refreshed ends the
// session with 'expired_session'; a token the API refuses (401) ends it with
// 'unauthorized'. Either way the session cookie is gone afterwards.

const EXPIRED_IT = 'La sessione è scaduta, la preghiamo di eseguire nuovamente il login';
const UNAUTHORIZED_IT = 'Non sei autorizzato, esegui nuovamente il login';

const expiredSession = () => {
  const past = nowSeconds() - 120;
  return agentSession({ accessToken: fakeJwt({ sub: '5', exp: past }), accessExp: past, refreshToken: 'revoked-or-never-issued' });
};

test('a session past exp with an invalid refresh token goes to /login?error=expired_session', async ({ page, context }) => {
  await useSealedSession(context, expiredSession());
  await page.goto('/products');

  await expect(page).toHaveURL(/\/login\?error=expired_session$/);
  await expect(page.getByText(EXPIRED_IT)).toBeVisible();
  expect(await sessionCookieOf(context)).toBeUndefined();

  // nothing left to sign in with: the next secured page asks for a login again, without the notice
  await page.goto('/contracts');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText(EXPIRED_IT)).toHaveCount(0);
});

test('the expired-session redirect keeps English on /en pages', async ({ page, context }) => {
  await useSealedSession(context, expiredSession());
  await page.goto('/en/contracts');

  await expect(page).toHaveURL(/\/en\/login\?error=expired_session$/);
  await expect(page.getByText('Your session has expired, please sign in again')).toBeVisible();
  expect(await sessionCookieOf(context)).toBeUndefined();
});

test('a token the API refuses (401) goes to /login?error=unauthorized', async ({ page, context }) => {
  // exp far ahead, so nothing is refreshed: the API itself must refuse the forged signature
  await useSealedSession(context, agentSession({ accessExp: nowSeconds() + 50 * 60 }));
  await page.goto('/products');

  await expect(page).toHaveURL(/\/login\?error=unauthorized$/);
  await expect(page.getByText(UNAUTHORIZED_IT)).toBeVisible();
  await expect(page.getByTestId('header-user')).toHaveCount(0);
  expect(await sessionCookieOf(context)).toBeUndefined();
});

test('an unsigned (alg none) token is refused the same way', async ({ page, context }) => {
  const exp = nowSeconds() + 50 * 60;
  await useSealedSession(context, agentSession({ accessToken: fakeJwt({ sub: '5', exp, role: 'superAdministrator' }), accessExp: exp }));
  await page.goto('/en/products');

  await expect(page).toHaveURL(/\/en\/login\?error=unauthorized$/);
  await expect(page.getByText('You are not authorised, please sign in again')).toBeVisible();
  expect(await sessionCookieOf(context)).toBeUndefined();
});

test('an /api call with a refused token answers 401 and clears the session cookie', async ({ page, context }) => {
  await page.goto('/GeneralError'); // a same-origin page without links, so nothing is prefetched meanwhile
  await useSealedSession(context, agentSession({ accessExp: nowSeconds() + 50 * 60 }));

  const answer = page.waitForResponse((response) => response.url().endsWith('/api/Account/User'));
  const status = await page.evaluate(async () => (await fetch('/api/Account/User')).status);
  expect(status).toBe(401);
  const sent = await (await answer).request().allHeaders();
  expect(sent['cookie'], 'the call carried the session').toContain('portal_session=');
  expect((await (await answer).allHeaders())['set-cookie'], 'the answer ends the session').toMatch(/portal_session=;.*(Max-Age=0|Expires=Thu, 01 Jan 1970)/i);
  await expect.poll(() => sessionCookieOf(context)).toBeUndefined();
});

test('a session past exp with a valid refresh token is refreshed, not ended', async ({ page, context }) => {
  const session = await unsealSession(await sessionFor('junior', { fresh: true }));
  await context.addCookies([sessionCookie(await sealSession({ ...session, accessExp: nowSeconds() - 60 }))]);

  await page.goto('/products');
  await expect(page).toHaveURL(/\/products$/);
  await expect(page.getByTestId('header-user')).toHaveText('junior');

  const cookie = await sessionCookieOf(context);
  expect(cookie).toBeDefined();
  const renewed = await unsealSession(cookie?.value ?? '');
  expect(renewed.accessExp).toBeGreaterThan(nowSeconds() + 50 * 60);
  expect(renewed.refreshToken).not.toBe(session.refreshToken);
});
