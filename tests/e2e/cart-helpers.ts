import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import type { Username } from './support/accounts';
import { sessionFor } from './support/auth';
import { BASE_URL, SESSION_COOKIE } from './support/env';
import { hydrated } from './support/hydration';

// Shared by the catalogue and cart e2e specs: the open quote through the API
// (to start each test from a known cart), catalogue ids, axe and screenshots.

export type Locale = 'it' | 'en';
export const LOCALES: Locale[] = ['it', 'en'];
export const SCREENSHOTS = path.resolve('test-results', 'screenshots');

export const localized = (p: string, locale: Locale) => (locale === 'en' ? `/en${p}` : p);

/** The API as a signed-in user sees it through the portal's /api proxy. */
export async function apiAs(username: Username, agency?: string) {
  const cookie = `${SESSION_COOKIE}=${await sessionFor(username, agency ? { agency } : {})}`;
  const call = async <T>(method: string, p: string, body?: unknown): Promise<{ status: number; body: T }> => {
    const response = await fetch(`${BASE_URL}${p}`, {
      method,
      headers: { cookie, origin: BASE_URL, accept: 'application/json', ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : undefined) as T };
  };
  const memberships = (await call<{ agency: { id: number; name: string } }[]>('GET', '/api/Account/Agencies')).body;
  const agencyId = (agency ? memberships.find((m) => m.agency.name === agency) : memberships[0])!.agency.id;
  return { call, agencyId };
}

export type Api = Awaited<ReturnType<typeof apiAs>>;

export async function modelId(api: Api, partNumber: string): Promise<{ id: number; familyId: number; name: string }> {
  const { body } = await api.call<{ items: { id: number; familyId: number; name: string; partNumber: string }[] }>(
    'GET',
    `/api/Agency/${api.agencyId}/Products?search=${encodeURIComponent(partNumber)}`,
  );
  const found = body.items.find((item) => item.partNumber === partNumber);
  if (!found) throw new Error(`no model ${partNumber}`);
  return found;
}

export async function accessoryId(api: Api, model: number, partNumber: string): Promise<number> {
  const { body } = await api.call<{ id: number; partNumber: string }[]>('GET', `/api/Agency/${api.agencyId}/ProductModel/${model}/Accessories`);
  return body.find((a) => a.partNumber === partNumber)!.id;
}

/** Replaces the user's open quote (fields not given take the API's defaults). */
export async function seedQuote(api: Api, quote: Record<string, unknown>): Promise<void> {
  const { revision } = (await api.call<{ revision: number }>('GET', `/api/Agency/${api.agencyId}/Cart`)).body;
  const saved = await api.call('PUT', `/api/Agency/${api.agencyId}/Cart`, { quote, revision });
  expect(saved.status).toBe(200);
}

export async function readQuote(api: Api) {
  return (await api.call<{ quote: { lines: { modelId: number; quantity: number; accessories: { accessoryId: number; quantity: number }[]; services: { tier: string; quantity: number }[] }[]; durationMonths: number; customer: Record<string, unknown> } }>('GET', `/api/Agency/${api.agencyId}/Cart`)).body.quote;
}

/** Opens a page and waits until React owns it and its pictures have loaded. */
export async function open(page: Page, p: string, locale: Locale): Promise<void> {
  await page.goto(localized(p, locale));
  await expect(page.locator('html')).toHaveAttribute('lang', locale);
  await hydrated(page.locator('main'));
  await page.waitForFunction(() => Array.from(document.images).every((image) => image.complete));
}

export async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  expect(results.passes.length, 'axe ran its rules').toBeGreaterThan(10);
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({ rule: violation.id, impact: violation.impact, targets: violation.nodes.map((node) => node.target.join(' ')).slice(0, 5) }));
}

/** A full-page picture for a person to look at, taken from the top (the header is sticky). */
export async function shoot(page: Page, name: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`), fullPage: true });
}
