import { expect, type BrowserContext, type Page } from '@playwright/test';
import { ACCOUNTS, type Username } from './accounts';
import { BASE_URL, DEMO_PASSWORD, SESSION_COOKIE } from './env';
import { clickHydrated } from './hydration';
import { sessionCookie } from './session';

// Two ways in. `signIn` uses the login form as a person would; `signInAs`
// signs in through the portal's own /api/session routes (no browser) and puts
// the resulting session cookie into a context, which is much faster. Sessions
// from `signInAs` are cached per worker process; every context gets its own
// copy of the cookie, so a test that changes its session (agency switch,
// logout) does not touch another test's. Access tokens live 60 minutes, far
// longer than the suite, so a cached session never needs a refresh.

export interface SessionOptions {
  /** the agency to work in; defaults to the account's first; null leaves the choice open (choose-company) */
  agency?: string | null;
  /** a new sign-in instead of the worker's cached one (for tests that sign out) */
  fresh?: boolean;
}

const cache = new Map<string, Promise<string>>();

function cookieValueFrom(response: Response): string {
  const header = response.headers.getSetCookie().find((line) => line.startsWith(`${SESSION_COOKIE}=`));
  if (!header) throw new Error(`no ${SESSION_COOKIE} cookie in the answer of ${response.url}`);
  return header.slice(SESSION_COOKIE.length + 1).split(';')[0] as string;
}

async function postJson(path: string, body: unknown, cookie?: string): Promise<Response> {
  const response = await fetch(`${BASE_URL}${path}`, {
    method: 'POST',
    headers: {
      origin: BASE_URL,
      'content-type': 'application/json',
      ...(cookie ? { cookie: `${SESSION_COOKIE}=${cookie}` } : {}),
    },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`POST ${path} answered ${response.status}: ${await response.text()}`);
  return response;
}

async function createSession(username: Username, agency: string | null): Promise<string> {
  let cookie = cookieValueFrom(await postJson('/api/session/login', { username, password: DEMO_PASSWORD }));
  if (agency === null || ACCOUNTS[username].agencies.length === 1) return cookie;
  const memberships = (await (await fetch(`${BASE_URL}/api/Account/Agencies`, { headers: { cookie: `${SESSION_COOKIE}=${cookie}` } })).json()) as {
    agency: { id: number; name: string };
  }[];
  const chosen = memberships.find((membership) => membership.agency.name === agency);
  if (!chosen) throw new Error(`${username} does not belong to ${agency}`);
  cookie = cookieValueFrom(await postJson('/api/session/agency', { agencyId: chosen.agency.id }, cookie));
  return cookie;
}

/** The sealed session cookie of a signed-in demo account. */
export function sessionFor(username: Username, options: SessionOptions = {}): Promise<string> {
  const agency = options.agency === undefined ? (ACCOUNTS[username].agencies[0] as string) : options.agency;
  if (options.fresh) return createSession(username, agency);
  const key = `${username}|${agency}`;
  let pending = cache.get(key);
  if (!pending) {
    pending = createSession(username, agency);
    pending.catch(() => cache.delete(key));
    cache.set(key, pending);
  }
  return pending;
}

/** Signs a browser context in as a demo account, without the login form. */
export async function signInAs(context: BrowserContext, username: Username, options: SessionOptions = {}): Promise<void> {
  await context.addCookies([sessionCookie(await sessionFor(username, options))]);
}

/** The `cookie` request header of a signed-in demo account, for the `request` fixture. */
export async function sessionHeader(username: Username, options: SessionOptions = {}): Promise<string> {
  return `${SESSION_COOKIE}=${await sessionFor(username, options)}`;
}

/** Fills and submits the login form on the current page. */
export async function submitLogin(page: Page, username: string, password = DEMO_PASSWORD): Promise<void> {
  await page.locator('input[name="username"]').fill(username);
  await page.locator('input[name="password"]').fill(password);
  await clickHydrated(page.getByRole('button', { name: /^(Accedi|Sign in)$/ }));
}

/** Signs in through the login form at /login (or /en/login) and waits to leave it. */
export async function signIn(page: Page, username: string, options: { locale?: 'it' | 'en' } = {}): Promise<void> {
  const loginPath = options.locale === 'en' ? '/en/login' : '/login';
  if (new URL(page.url(), BASE_URL).pathname !== loginPath) await page.goto(loginPath);
  await submitLogin(page, username);
  await expect(page).not.toHaveURL(/\/login(\?|$)/);
}
