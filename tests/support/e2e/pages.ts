import { expect, type BrowserContext, type Page } from '@playwright/test';
import type { Username } from './accounts';
import { signInAs } from './auth';
import { hydrated } from './hydration';
import { BASE_URL } from './env';

// The pages of issue 2 that accessibility checks and screenshots visit, each
// reached the way a user reaches it and waited for until it is complete.

export type Locale = 'it' | 'en';

export interface PortalPage {
  name: string;
  /** path without the locale prefix */
  path: string;
  signIn?: { username: Username; agency?: string | null };
  /** what shows once the page is complete */
  ready: (page: Page) => Promise<void>;
}

const heading = (page: Page) => expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
const shell = (username: string) => async (page: Page) => {
  await expect(page.getByTestId('header-user')).toHaveText(username);
  // /products is the family grid (issue 4)
  await expect(page.getByTestId('product-families')).toBeVisible();
};

export const PORTAL_PAGES: readonly PortalPage[] = [
  { name: 'login', path: '/login', ready: (page) => expect(page.locator('input[name="password"]')).toBeVisible() },
  {
    name: 'choose-company',
    path: '/choose-company',
    signIn: { username: 'agent', agency: null },
    ready: (page) => expect(page.getByRole('radio')).toHaveCount(2),
  },
  { name: 'products-agent', path: '/products', signIn: { username: 'agent' }, ready: shell('agent') },
  { name: 'products-nikon', path: '/products', signIn: { username: 'nikon' }, ready: shell('nikon') },
  { name: 'products-superadmin', path: '/products', signIn: { username: 'superadmin' }, ready: shell('superadmin') },
  { name: 'forbidden', path: '/forbidden', ready: heading },
  { name: 'GeneralError', path: '/GeneralError', ready: heading },
];

export function localized(path: string, locale: Locale): string {
  return locale === 'en' ? `/en${path}` : path;
}

/** Consent given, so the banner does not cover the page. */
export async function acceptCookies(context: BrowserContext): Promise<void> {
  const value = encodeURIComponent(JSON.stringify({ accepted: true, timestamp: new Date().toISOString() }));
  await context.addCookies([{ name: 'cookieConsent', value, url: BASE_URL }]);
}

export async function openPortalPage(page: Page, target: PortalPage, locale: Locale): Promise<void> {
  if (target.signIn) await signInAs(page.context(), target.signIn.username, { agency: target.signIn.agency });
  await page.goto(localized(target.path, locale));
  await expect(page).toHaveURL(new RegExp(`${localized(target.path, locale)}$`));
  await expect(page.locator('html')).toHaveAttribute('lang', locale);
  await target.ready(page);
  // complete: React owns the page and every image has loaded
  await hydrated(page.locator('body'));
  await page.waitForFunction(() => Array.from(document.images).every((image) => image.complete));
}
