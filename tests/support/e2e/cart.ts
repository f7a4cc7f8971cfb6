import { expect, type Page } from '@playwright/test';
import { hydrated } from './hydration';
import { portalApiAs } from './portal-api';

// Shared by the catalogue and cart e2e specs: the open quote through the API
// (to start each test from a known cart), catalogue ids, axe and screenshots.

export type Locale = 'it' | 'en';
export { SCREENSHOTS, seriousViolations, shoot } from './a11y';
export const LOCALES: Locale[] = ['it', 'en'];

export const localized = (p: string, locale: Locale) => (locale === 'en' ? `/en${p}` : p);

/** The API as a signed-in user sees it through the portal's /api proxy. */
export const apiAs = portalApiAs;

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
  // A page of the previous step may still be saving its last edit: a write that lands
  // between our read and our write answers 409; read the new revision and write again.
  await expect(async () => {
    const { revision } = (await api.call<{ revision: number }>('GET', `/api/Agency/${api.agencyId}/Cart`)).body;
    expect((await api.call('PUT', `/api/Agency/${api.agencyId}/Cart`, { quote, revision })).status).toBe(200);
  }).toPass({ timeout: 10_000 });
}

export async function readQuote(api: Api) {
  return (
    await api.call<{
      quote: {
        lines: {
          modelId: number;
          quantity: number;
          accessories: { accessoryId: number; quantity: number }[];
          services: { tier: string; quantity: number }[];
        }[];
        durationMonths: number;
        customer: Record<string, unknown>;
      };
    }>('GET', `/api/Agency/${api.agencyId}/Cart`)
  ).body.quote;
}

/** Opens a page and waits until React owns it and its pictures have loaded. */
export async function open(page: Page, p: string, locale: Locale): Promise<void> {
  await page.goto(localized(p, locale));
  await expect(page.locator('html')).toHaveAttribute('lang', locale);
  await hydrated(page.locator('main'));
  await page.waitForFunction(() => Array.from(document.images).every((image) => image.complete));
}

/** A complete customer step of a quote (the company, one signer, the shipping contact); `name` changes the company's name. */
export function quoteCustomer(name = 'Rossi Forniture Srl') {
  return {
    company: {
      name,
      vatNumber: '04835210156',
      address: 'Via Vittor Pisani 16',
      postalCode: '20124',
      municipality: 'Milano',
      province: 'MI',
      businessTypeId: '',
      employees: '24',
    },
    signers: [{ name: 'Mario', surname: 'Rossi', role: 'Legale rappresentante', fiscalCode: 'RSSMRA70A01F205V', country: 'Italia' }],
    shippingContact: { name: 'Anna Verdi', phone: '02 1234567', email: 'anna@rossi.it' },
  };
}
