import { expect, type Locator, type Page } from '@playwright/test';
import type { QueryValue } from '@/core/http/api-url';
import type { ApiOperationAt } from '@/lib/api-types';
import type { Username } from './accounts';
import { hydrated } from './hydration';
import { portalApiAs } from './portal-api';

// Shared by the contracts and customers e2e specs: the API through the
// portal's /api proxy as a demo user (to make the contracts a test acts on,
// so tests running side by side never share one), table reading, axe and
// screenshots.

export type Locale = 'it' | 'en';
export { SCREENSHOTS, seriousViolations, shoot } from './a11y';
export const localized = (p: string, locale: Locale) => (locale === 'en' ? `/en${p}` : p);

/** The contracts list's query, by the route's own keys. */
type ContractsQuery = { [K in keyof ApiOperationAt<'GET', '/api/Agency/{agencyId}/Contracts'>['query']]?: QueryValue };

export async function apiAs(username: Username, agency?: string) {
  const { api, agencyId } = await portalApiAs(username, agency);
  const contracts = async (query: ContractsQuery) => (await api.get('/api/Agency/{agencyId}/Contracts', { params: { agencyId }, query })).body;
  const contract = (contractId: number) => api.get('/api/Agency/{agencyId}/Contracts/{contractId}', { params: { agencyId, contractId } });
  return { api, agencyId, contracts, contract };
}

export type Api = Awaited<ReturnType<typeof apiAs>>;

/** A company the embedded credit provider pre-approves (solid, old enough, staffed). */
export const SOLID_COMPANY = {
  name: 'Verdi Consulting Srl',
  vatNumber: '12345678903',
  fiscalCode: '12345678903',
  pec: 'verdiconsulting@pec.it',
  iban: 'IT60X0542811101000000123456',
  address: 'Via Manzoni 5',
  postalCode: '20121',
  municipality: 'Milano',
  province: 'MI',
  phone: '02 7654321',
  email: 'info@verdiconsulting.it',
  employees: 40,
  incorporationDate: '2008-04-02',
  companySolidity: 85,
};

/** A signer with a valid fiscal code, for contracts that need one. */
export const SIGNER = { name: 'Anna', surname: 'Verdi', role: 'Legale rappresentante', fiscalCode: 'VRDNNA80A41F205K', birthDate: '1980-01-01' };

/**
 * A new contract of the user's own: without a company it is a draft; with
 * SOLID_COMPANY the credit provider pre-approves it on creation.
 */
export async function createContract(api: Api, options: { company?: boolean; notes?: string } = {}) {
  const { agencyId } = api;
  const products = await api.api.get('/api/Agency/{agencyId}/Products', { params: { agencyId }, query: { pageSize: 1 } });
  const modelId = products.body.items[0]!.id;
  const created = await api.api.post('/api/Agency/{agencyId}/Contracts', {
    params: { agencyId },
    json: {
      providerCode: 'GRENKE',
      contractType: 'purchase',
      lines: [{ modelId, quantity: 1, durationMonths: 36, accessories: [], services: [{ tier: 'GOLD', quantity: 1 }] }],
      shipping: { mode: 'registeredOffice', destinations: [] },
      ...(options.company ? { company: SOLID_COMPANY, signers: [SIGNER] } : {}),
      notes: options.notes ?? 'e2e',
    },
  });
  expect(created.status, String(created)).toBe(201);
  return created.body;
}

/** Opens a page and waits until React owns it. */
export async function open(page: Page, p: string, locale: Locale = 'it'): Promise<void> {
  await page.goto(localized(p, locale));
  await expect(page.locator('html')).toHaveAttribute('lang', locale);
  await hydrated(page.locator('main'));
}

/** The rows of the contracts table, as the page shows them. */
export function contractRows(page: Page): Locator {
  return page.getByTestId('contracts-table').locator('tbody tr');
}

/** Column texts of every row (cells found by their column, whatever the order). */
export async function readContractRows(page: Page) {
  return contractRows(page).evaluateAll((rows) =>
    rows.map((row) => {
      const cell = (column: string) => row.querySelector<HTMLElement>(`[data-column="${column}"]`);
      const text = (column: string) => cell(column)?.textContent?.trim() ?? '';
      const lines = (column: string) => Array.from(cell(column)?.querySelectorAll('p') ?? []).map((p) => p.textContent?.trim() ?? '');
      return {
        number: text('number'),
        status: text('status'),
        company: lines('company')[0] ?? '',
        agency: lines('agency')[0] ?? '',
        agent: lines('agency')[1] ?? '',
        provider: text('provider'),
        totalValue: text('totalValue'),
      };
    }),
  );
}

/** "1.234,56 €" or "€1,234.56" as a number. */
export function euros(text: string, locale: Locale = 'it'): number {
  const digits = text.replace(/[^\d.,-]/g, '');
  return Number(locale === 'it' ? digits.replace(/\./g, '').replace(',', '.') : digits.replace(/,/g, ''));
}
