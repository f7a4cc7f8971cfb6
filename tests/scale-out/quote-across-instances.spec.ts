import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type BrowserContext } from '@playwright/test';
import { Client } from 'pg';
import { type Api, apiAs, modelId, open, quoteCustomer, readQuote, seedQuote } from '../support/e2e/cart';
import { sessionFor, signIn } from '../support/e2e/auth';
import { BASE_URL, DEMO_PASSWORD, SESSION_COOKIE } from '../support/e2e/env';
import { clickHydrated } from '../support/e2e/hydration';
import { acceptCookies } from '../support/e2e/pages';
import { nowSeconds, sealSession, sessionCookieOf, unsealSession } from '../support/e2e/session';

// Issue 16, "Scale out": two portal instances behind nginx (round robin, no
// stickiness), each on its own standalone API, one PostgreSQL
// (scripts/scale-out.mjs starts them; docs/deploy.md). nginx names the portal
// that answered in X-Upstream. Every request may land on either instance, and
// the session, token refresh and rotation, the sign-in limit, the cart's
// revisions and the archiving job must behave as on one.

const DIR = process.env.SCALE_OUT_DIR ?? '';
const DATABASE_URL = process.env.SCALE_OUT_DATABASE_URL ?? '';
const UPSTREAMS = (process.env.SCALE_OUT_UPSTREAMS ?? '').split(',').filter(Boolean);

// Only scripts/scale-out.mjs sets the scene: started any other way, the file says so instead of passing or skipping.
if (!DIR || UPSTREAMS.length !== 2) throw new Error('tests/scale-out runs through scripts/scale-out.mjs (npm run test:scale-out)');

const upstreamOf = (response: { headers: Headers }) => response.headers.get('x-upstream') ?? '';

function cookieFrom(response: Response): string | undefined {
  const line = response.headers.getSetCookie().find((header) => header.startsWith(`${SESSION_COOKIE}=`));
  return line?.slice(SESSION_COOKIE.length + 1).split(';')[0];
}

/** The API through nginx with a session cookie, telling which portal answered. */
async function call<T = unknown>(cookie: string, method: string, p: string, body?: unknown) {
  const response = await fetch(`${BASE_URL}${p}`, {
    method,
    headers: {
      cookie: `${SESSION_COOKIE}=${cookie}`,
      origin: BASE_URL,
      accept: 'application/json',
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : undefined) as T, upstream: upstreamOf(response), cookie: cookieFrom(response) };
}

async function refreshTokenIn(context: BrowserContext): Promise<string | undefined> {
  const cookie = await sessionCookieOf(context);
  return cookie ? (await unsealSession(cookie.value)).refreshToken : undefined;
}

test('an agent quotes and submits a contract while every request may land on either instance', async ({ page, context }) => {
  test.setTimeout(180_000);
  const user = 'capoarea';
  const served: { url: string; status: number; upstream: string; kind: string }[] = [];
  page.on('response', (response) => {
    if (!response.url().startsWith(BASE_URL)) return;
    served.push({ url: response.url(), status: response.status(), upstream: response.headers()['x-upstream'] ?? '', kind: response.request().resourceType() });
  });
  const tokens = new Set<string>();
  // The session as it would be 6 s on: its access token past the 5 s it stays fresh here, so the next
  // requests refresh it, on whichever instance (the portal decides on the session's accessExp).
  const ageSession = async () => {
    const cookie = (await sessionCookieOf(context))!;
    const data = await unsealSession(cookie.value);
    await context.addCookies([{ ...cookie, value: await sealSession({ ...data, accessExp: data.accessExp! - 6 }) }]);
  };
  const noteTokens = async () => {
    const token = await refreshTokenIn(context);
    expect(token, 'the session cookie is still there').toBeTruthy();
    tokens.add(token!);
  };

  const api: Api = await apiAs(user);
  await api.api.delete('/api/Agency/{agencyId}/Cart', { params: { agencyId: api.agencyId } });
  const iphone = await modelId(api, 'MYE73QL/A');
  await acceptCookies(context);
  await signIn(page, user);
  await noteTokens();

  // Catalogue → model → two units into the quote.
  await open(page, `/products/${iphone.familyId}`, 'it');
  await clickHydrated(page.getByRole('link', { name: iphone.name }));
  await expect(page).toHaveURL(new RegExp(`/products/${iphone.familyId}/${iphone.id}$`));
  await page.getByLabel('Quantità', { exact: true }).fill('2');
  await clickHydrated(page.getByRole('button', { name: 'Aggiungi al preventivo' }));
  await expect(page.getByRole('status').filter({ hasText: '2 ×' })).toBeVisible();
  await noteTokens();
  await ageSession();
  await clickHydrated(page.getByRole('link', { name: /Continua con accessori e servizi/ }));

  // Accessories and services: a charger per phone, 48 months; saved, and found again after reloads.
  await expect(page).toHaveURL(/\/cart\/accessories-and-services$/);
  const line = page.getByTestId('cart-line').filter({ hasText: iphone.name });
  const charger = line.getByRole('button', { name: /^Aumenta: Alimentatore Apple USB-C 20W/ });
  await clickHydrated(charger);
  await charger.click();
  await expect(page.getByTestId('price-summary')).not.toHaveAttribute('aria-busy', 'true');
  await page.getByLabel('Durata del finanziamento').selectOption({ label: '48 mesi' });
  await expect(page.getByText('Preventivo salvato')).toBeVisible();
  await expect.poll(async () => (await readQuote(api)).durationMonths).toBe(48);
  await noteTokens();
  for (let reload = 0; reload < 2; reload += 1) {
    await page.reload();
    await expect(line.getByRole('textbox', { name: 'Alimentatore Apple USB-C 20W' })).toHaveValue('2');
    await expect(page.getByLabel('Durata del finanziamento')).toHaveValue('48');
  }
  await noteTokens();

  // Recap: GOLD for every unit over 48 months.
  await open(page, '/cart/recap', 'it');
  await clickHydrated(page.getByRole('button', { name: /Scegli GOLD per 48 mesi/ }));
  await expect(page.getByRole('button', { name: /Scegli GOLD per 48 mesi/ })).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(async () => (await readQuote(api)).lines.map((l) => l.services)).toEqual([[{ tier: 'GOLD', quantity: 2 }]]);
  await noteTokens();

  // The customer and the delivery to the registered office come through the API (the cart tests cover typing them).
  const quote = await readQuote(api);
  await seedQuote(api, { ...quote, customer: quoteCustomer('Scalabile Srl'), shipping: { mode: 'registeredOffice', destinations: [] } });
  await open(page, '/cart/customer-info', 'it');
  await expect(page.getByRole('region', { name: 'Azienda' }).getByLabel('Ragione sociale', { exact: true })).toHaveValue('Scalabile Srl');
  await ageSession();
  await open(page, '/cart/shipping-management', 'it');
  await expect(page.getByTestId('readiness')).toContainText("Tutto pronto per l'invio.");
  await noteTokens();

  // Submit, confirmed.
  await clickHydrated(page.getByRole('button', { name: 'Invia il contratto' }));
  await page.getByRole('dialog').getByRole('button', { name: 'Invia', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Contratto inviato' })).toBeVisible({ timeout: 30_000 });
  const number = (await page.getByTestId('contract-number').innerText()).trim();
  expect(number).toMatch(/^AP-\d{4}-\d{6}$/);
  await noteTokens();
  await page.goto('/contracts');
  await expect(page.getByTestId('contracts-table')).toContainText(number);
  await expect(page).not.toHaveURL(/\/login/);

  // Both instances served the pages and the API calls; nothing answered 401 or 5xx.
  const ours = served.filter((s) => UPSTREAMS.includes(s.upstream));
  expect(ours.length, 'every answer names its instance').toBe(served.length);
  for (const kind of ['document', 'fetch']) {
    expect(new Set(ours.filter((s) => s.kind === kind).map((s) => s.upstream)), `${kind} requests on both instances`).toEqual(new Set(UPSTREAMS));
  }
  const apiCalls = ours.filter((s) => new URL(s.url).pathname.startsWith('/api/'));
  expect(new Set(apiCalls.map((s) => s.upstream)), '/api calls on both instances').toEqual(new Set(UPSTREAMS));
  expect(ours.filter((s) => s.status === 401 || s.status >= 500).map((s) => `${s.status} ${s.url}`)).toEqual([]);
  // The refresh token rotated along the way (refreshed on whichever instance the request reached).
  expect(tokens.size, 'refresh tokens seen in the session cookie').toBeGreaterThanOrEqual(3);
});

test('two requests near expiry reaching both instances at once both refresh, and the session lives on', async () => {
  const signedIn = await sessionFor('junior', { fresh: true });
  const session = await unsealSession(signedIn);
  // The portal decides on the session's accessExp: past it, a request must refresh before it can go on.
  const expired = (data: typeof session) => sealSession({ ...data, accessExp: nowSeconds() - 5 });
  const cookie = await expired(session);
  const answers = await Promise.all([call(cookie, 'GET', '/api/Account/User'), call(cookie, 'GET', '/api/Account/User')]);
  expect(answers.map((a) => a.status)).toEqual([200, 200]);
  expect(new Set(answers.map((a) => a.upstream))).toEqual(new Set(UPSTREAMS));

  // Each renewed the cookie with a pair of its own; whichever the browser keeps goes on working, refresh included.
  const renewed = await Promise.all(answers.map(async (a) => unsealSession(a.cookie!)));
  expect(new Set([session.refreshToken, ...renewed.map((r) => r.refreshToken)]).size).toBe(3);
  for (const data of renewed) {
    const next = await call(await expired(data), 'GET', '/api/Account/User');
    expect(next.status).toBe(200);
    expect(next.cookie).toBeTruthy();
  }
});

test('the sign-in limit counts failures on both instances together', async () => {
  const login = async (password: string) => {
    const response = await fetch(`${BASE_URL}/api/session/login`, {
      method: 'POST',
      headers: { origin: BASE_URL, 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'nikon', password }),
    });
    return { status: response.status, upstream: upstreamOf(response), retryAfter: response.headers.get('retry-after') };
  };
  const failures = [];
  for (let attempt = 0; attempt < 5; attempt += 1) failures.push(await login('not-the-password'));
  expect(failures.map((f) => f.status)).toEqual([401, 401, 401, 401, 401]);
  expect(new Set(failures.map((f) => f.upstream))).toEqual(new Set(UPSTREAMS));
  // The sixth, with the right password, is refused whichever instance takes it.
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const refused = await login(DEMO_PASSWORD);
    expect(refused.status).toBe(429);
    expect(Number(refused.retryAfter)).toBeGreaterThan(0);
  }
});

test('an edit of the cart on one instance is seen on the other, and a stale revision is refused there', async () => {
  const cookie = await sessionFor('agent', { fresh: true, agency: 'Nikon' });
  const memberships = (await call<{ agency: { id: number; name: string } }[]>(cookie, 'GET', '/api/Account/Agencies')).body;
  const agencyId = memberships.find((m) => m.agency.name === 'Nikon')!.agency.id;
  const cart = `/api/Agency/${agencyId}/Cart`;
  const model = (await call<{ items: { id: number }[] }>(cookie, 'GET', `/api/Agency/${agencyId}/Products?pageSize=1`)).body.items[0]!;
  const lineOf = (quantity: number) => ({ modelId: model.id, quantity, accessories: [], services: [{ tier: 'SILVER', quantity }] });

  const before = await call<{ revision: number }>(cookie, 'GET', cart);
  const edit = await call<{ revision: number }>(cookie, 'PUT', cart, { quote: { lines: [lineOf(3)] }, revision: before.body.revision });
  expect(edit.status).toBe(200);
  const seen = await call<{ revision: number; quote: { lines: { quantity: number }[] } }>(cookie, 'GET', cart);
  expect(seen.upstream, 'read on the other instance').not.toBe(edit.upstream);
  expect(seen.body.quote.lines.map((l) => l.quantity)).toEqual([3]);
  expect(seen.body.revision).toBeGreaterThan(before.body.revision);

  // The stale write goes to the instance that did not make the edit (round robin: every other request).
  await call(cookie, 'GET', cart);
  const stale = await call(cookie, 'PUT', cart, { quote: { lines: [lineOf(1)] }, revision: before.body.revision });
  expect(stale.upstream).toBe(seen.upstream);
  expect(stale.status).toBe(409);
  expect((await call<{ quote: { lines: { quantity: number }[] } }>(cookie, 'GET', cart)).body.quote.lines.map((l) => l.quantity)).toEqual([3]);
});

test('the archiving job ran once for both APIs, and never in a portal', async () => {
  const read = (name: string) => fs.readFileSync(path.join(DIR, name), 'utf8');
  const apiLogs = ['api-1.log', 'api-2.log'].map(read);
  const archivedBy = apiLogs.map((text) =>
    [...text.matchAll(/\[jobs\] archived (\d+) refused contracts and (\d+) drafts/g)].reduce((sum, m) => sum + Number(m[1]) + Number(m[2]), 0),
  );
  const expected = (JSON.parse(read('unarchived.json')) as { count: number }).count;
  expect(expected, 'the script left work for the job').toBeGreaterThan(0);
  expect(
    archivedBy.filter((n) => n > 0),
    'exactly one API did the work',
  ).toEqual([expected]);
  // The other either found the lock taken (and says so) or came after and found nothing left.
  console.info(`[scale-out] archiving: ${archivedBy.join(' + ')}; skipped: ${apiLogs.map((t) => t.includes('archiving skipped')).join(', ')}`);
  for (const portal of ['portal-1.log', 'portal-2.log']) expect(read(portal)).not.toContain('[jobs]');

  const db = new Client({ connectionString: DATABASE_URL });
  await db.connect();
  try {
    const { rows } = await db.query<{ n: string }>("select count(*) as n from contracts where archived and status in ('refused', 'draft')");
    expect(Number(rows[0]!.n)).toBe(expected);
  } finally {
    await db.end();
  }
});
