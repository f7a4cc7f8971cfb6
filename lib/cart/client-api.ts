'use client';

// The browser's calls of the cart, through the portal's /api proxy (which adds
// the token and the agency); a refusal raises a PortalError with every error
// of the answer, each with its field.
import { apiUrl } from '../../core/http/api-url';
import { portalApi } from '../client/portal-api';
import { PortalError } from '../client/portal-fetch';
import { dropDraft } from './local-draft';
import type { CartBody } from './cart-body';
import type { ContractBodyInput } from './contract-body';
import { QuoteConflict, type SaveResult } from './save-queue';
import type { OpenQuote, TaxSavingsBody } from './types';

/** Asks the API to word its messages in the page's language rather than the browser's. */
const pageLanguageHeader = () => ({ 'accept-language': document.documentElement.lang || 'it' });

const CART = '/api/Agency/{agencyId}/Cart';

export async function putQuote(agencyId: number, quote: OpenQuote, revision: number): Promise<SaveResult> {
  try {
    return await portalApi.put(CART, { params: { agencyId }, json: { quote, revision } });
  } catch (error) {
    if (error instanceof PortalError && error.status === 409) throw new QuoteConflict();
    throw error;
  }
}

/** The last write as the page goes away: keepalive lets it outlive the page. */
export function putQuoteOnExit(agencyId: number, quote: OpenQuote, revision: number): void {
  void fetch(apiUrl(CART, { agencyId }), {
    method: 'PUT',
    keepalive: true,
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ quote, revision }),
  }).catch(() => undefined);
}

export const readQuote = (agencyId: number) => portalApi.get(CART, { params: { agencyId } });
/** Empties the open quote (after a submit), and whatever this tab still kept of it. */
export const discardQuote = (agencyId: number) => {
  dropDraft(agencyId);
  return portalApi.delete(CART, { params: { agencyId } });
};

/** Every broken rule comes back with its field, worded in the page's language. */
export const priceCart = (agencyId: number, cart: CartBody, signal?: AbortSignal) =>
  portalApi.post('/api/Agency/{agencyId}/Contracts/prices', { params: { agencyId }, json: cart, signal, headers: pageLanguageHeader() });

export const priceOptions = (agencyId: number, cart: CartBody, signal?: AbortSignal) =>
  portalApi.post('/api/Agency/{agencyId}/Cart/price-options', { params: { agencyId }, json: cart, signal });

export const taxSavings = (agencyId: number, body: TaxSavingsBody, signal?: AbortSignal) =>
  portalApi.post('/api/Agency/{agencyId}/Contracts/tax-savings', { params: { agencyId }, json: body, signal });

export const lookupCompany = (agencyId: number, vatNumber: string) =>
  portalApi.get('/api/Agency/{agencyId}/CompanyCredit', { params: { agencyId }, query: { vatNumber } });

export const createContract = (agencyId: number, body: ContractBodyInput) =>
  portalApi.post('/api/Agency/{agencyId}/Contracts', {
    params: { agencyId },
    json: body,
    headers: pageLanguageHeader(),
  });

/** Saves the quote over the contract it edits ('Modifica'): re-priced, status unchanged. */
export const editContract = (agencyId: number, contractId: number, body: ContractBodyInput) =>
  portalApi.put('/api/Agency/{agencyId}/Contracts/{contractId}', {
    params: { agencyId, contractId },
    json: body,
    headers: pageLanguageHeader(),
  });
