'use client';

// The browser's calls of the cart, through the portal's /api proxy (which adds
// the token and the agency); errors arrive as PortalError with their code.
import type { GuaranteeTier } from '../../core/domain/catalogue';
import { goToLoginAfter401, PortalError, portalFetch } from '../client/portal-fetch';
import type { CartBody } from './cart-body';
import type { ContractBodyJson } from './contract-body';
import { QuoteConflict, type SaveResult } from './save-queue';
import type { OpenQuote, StoredQuote } from './types';

const cartPath = (agencyId: number) => `/api/Agency/${agencyId}/Cart`;

export async function putQuote(agencyId: number, quote: OpenQuote, revision: number): Promise<SaveResult> {
  try {
    return await portalFetch<StoredQuote<OpenQuote>>(cartPath(agencyId), { method: 'PUT', json: { quote, revision } });
  } catch (error) {
    if (error instanceof PortalError && error.status === 409) throw new QuoteConflict();
    throw error;
  }
}

/** The last write as the page goes away: keepalive lets it outlive the page. */
export function putQuoteOnExit(agencyId: number, quote: OpenQuote, revision: number): void {
  void fetch(cartPath(agencyId), {
    method: 'PUT',
    keepalive: true,
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ quote, revision }),
  }).catch(() => undefined);
}

export const readQuote = (agencyId: number) => portalFetch<StoredQuote<OpenQuote>>(cartPath(agencyId));
export const discardQuote = (agencyId: number) => portalFetch<void>(cartPath(agencyId), { method: 'DELETE' });

export interface PricedAnswer {
  durationMonths: number;
  productUnits: number;
  lines: {
    modelId: number;
    name: string;
    quantity: number;
    unitPrice: number;
    amount: number;
    accessories: { id: number; name: string; quantity: number; amount: number }[];
    services: { tier: GuaranteeTier; quantity: number; amount: number }[];
  }[];
  productsAmount: number;
  accessoriesAmount: number;
  servicesAmount: number;
  shippingCost: number;
  financedAmount: number;
  monthlyPayment: number;
  totalValue: number;
  commission?: { percent: number; amount: number };
}

/** The API's 400 body: every broken rule with its field (portalFetch keeps only the first code). */
export interface ApiErrorItem {
  field?: string;
  code: string;
  message: string;
}

export class ApiErrors extends Error {
  constructor(
    readonly status: number,
    readonly errors: ApiErrorItem[],
  ) {
    super(errors.map((e) => e.code).join(', '));
  }
}

/** A POST whose 400 answer lists several errors the page shows all of. */
async function postListingErrors<T>(path: string, body: unknown, signal?: AbortSignal): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: 'POST',
      credentials: 'same-origin',
      // The API words its messages in the page's language, not the browser's.
      headers: { 'content-type': 'application/json', accept: 'application/json', 'accept-language': document.documentElement.lang || 'it' },
      body: JSON.stringify(body),
      signal,
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiErrors(500, [{ code: 'connection_error', message: '' }]);
  }
  if (response.status >= 200 && response.status <= 399) return (await response.json()) as T;
  const answer = (await response.json().catch(() => null)) as { errors?: ApiErrorItem[] } | null;
  const fallback = response.status === 500 ? 'connection_error' : 'generic';
  // SPEC §8 as every other call: a 401 signs out to /login?error=unauthorized.
  if (response.status === 401) goToLoginAfter401();
  throw new ApiErrors(response.status, answer?.errors?.length ? answer.errors : [{ code: fallback, message: '' }]);
}

export const priceCartListingErrors = (agencyId: number, cart: CartBody, signal?: AbortSignal) =>
  postListingErrors<PricedAnswer>(`/api/Agency/${agencyId}/Contracts/prices`, cart, signal);

export interface PriceOption {
  tier: GuaranteeTier;
  durationMonths: number;
  monthlyPayment: number | null;
  totalValue: number | null;
  errors: { field?: string; code: string }[];
}

export const priceOptions = (agencyId: number, cart: CartBody, signal?: AbortSignal) =>
  portalFetch<{ tiers: GuaranteeTier[]; durations: number[]; options: PriceOption[] }>(`${cartPath(agencyId)}/price-options`, {
    method: 'POST',
    json: cart,
    signal,
  });

export interface TaxSavings {
  taxableIncome: number;
  averageRatePercent: number;
  yearlyFees: number;
  yearlyTaxSaving: number;
  yearlyNetCost: number;
  totalFees: number;
  totalTaxSaving: number;
}

export const taxSavings = (agencyId: number, body: { taxableIncome: number; monthlyPayment: number; durationMonths: number }, signal?: AbortSignal) =>
  portalFetch<TaxSavings>(`/api/Agency/${agencyId}/Contracts/tax-savings`, { method: 'POST', json: body, signal });

export interface CompanyLookup {
  company: Record<string, string | number | null>;
  missingFields: string[];
}

export const lookupCompany = (agencyId: number, vatNumber: string) =>
  portalFetch<CompanyLookup>(`/api/Agency/${agencyId}/CompanyCredit?vatNumber=${encodeURIComponent(vatNumber)}`);

export const createContract = (agencyId: number, body: ContractBodyJson) =>
  postListingErrors<{ id: number; number: string; status: string }>(`/api/Agency/${agencyId}/Contracts`, body);
