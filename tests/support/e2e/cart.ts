import { expect, type Page } from '@playwright/test';
import type { ApiCallBody } from '@/lib/api-types';
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
  const { agencyId } = api;
  const { body } = await api.api.get('/api/Agency/{agencyId}/Products', { params: { agencyId }, query: { search: partNumber } });
  const found = body.items.find((item) => item.partNumber === partNumber);
  if (!found) throw new Error(`no model ${partNumber}`);
  return found;
}

export async function accessoryId(api: Api, model: number, partNumber: string): Promise<number> {
  const { body } = await api.api.get('/api/Agency/{agencyId}/ProductModel/{productModelId}/Accessories', {
    params: { agencyId: api.agencyId, productModelId: model },
  });
  return body.find((a) => a.partNumber === partNumber)!.id;
}

/** The open quote as the API takes it (fields not given take the API's defaults). */
export type QuoteInput = NonNullable<ApiCallBody<'PUT', '/api/Agency/{agencyId}/Cart'>>['quote'];
/** One line of it: a model, its quantity, accessories and guarantee services. */
export type QuoteLine = NonNullable<QuoteInput['lines']>[number];

/** Replaces the user's open quote (fields not given take the API's defaults). */
export async function seedQuote(api: Api, quote: QuoteInput): Promise<void> {
  const params = { agencyId: api.agencyId };
  // A page of the previous step may still be saving its last edit: a write that lands
  // between our read and our write answers 409; read the new revision and write again.
  await expect(async () => {
    const { revision } = (await api.api.get('/api/Agency/{agencyId}/Cart', { params })).body;
    const written = await api.api.put('/api/Agency/{agencyId}/Cart', { params, json: { quote, revision } });
    expect(written.status, String(written)).toBe(200);
  }).toPass({ timeout: 10_000 });
}

export async function readQuote(api: Api) {
  return (await api.api.get('/api/Agency/{agencyId}/Cart', { params: { agencyId: api.agencyId } })).body.quote;
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
