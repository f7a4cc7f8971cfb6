import 'server-only';
import { cache } from 'react';
import type { ContractDetail } from '@/core/schemas/contracts-answers';
import { fromKey, optionsKey, pricesKey, taxKey } from '../cart/answer-keys';
import type { CatalogueInfo, OpenQuote, PricedAnswer, PriceOptions, Rendered, RenderedRecap, ServiceInfo, StoredQuote, TaxSavings } from '../cart/types';
import type { PortalSession } from '../server/session';
import { api, type ApiCallBody } from '../upstream';
import { getAccessories, getProduct, getServices } from './catalogue';

// Typed reads of the cart for server components: the open quote the API keeps
// for the user in the selected agency, the catalogue facts of its models, and
// a submitted contract's outcome.

const auth = (session: PortalSession) => ({ accessToken: session.accessToken, agencyId: session.agencyId });

// The cart's layout and its step read the quote in the same render: one read.
const readOpenQuote = cache((accessToken: string, agencyId: number): Promise<StoredQuote> =>
  api.get('/api/Agency/{agencyId}/Cart', { accessToken, agencyId, params: { agencyId } }),
);

export function getOpenQuote(session: PortalSession): Promise<StoredQuote> {
  return readOpenQuote(session.accessToken ?? '', Number(session.agencyId));
}

// The answers the cart steps show priced, for the quote the page renders,
// keyed as the browser keys them (components/cart/use-live-answer.ts): the
// page arrives priced and asks nothing as it becomes usable. Null where the
// API refuses (a broken cart rule): the browser shows why, as it would.

/** The request that POSTs the body a key was made of (the key was made of that route's body). */
function keyedRequest<Body>(session: PortalSession, key: string, acceptLanguage?: string) {
  return { ...auth(session), params: { agencyId: String(session.agencyId) }, json: fromKey<Body>(key)[1], acceptLanguage };
}

/** The answer with its key, or null when the API refuses. */
function rendered<T>(key: string, answer: Promise<T>): Promise<Rendered<T> | null> {
  return answer.then(
    (value) => ({ key, value }),
    () => null,
  );
}

/** POST …/Contracts/prices for the quote (nothing to price in an empty one). */
export async function getRenderedPrices(session: PortalSession, quote: OpenQuote, locale: string): Promise<Rendered<PricedAnswer> | null> {
  if (quote.lines.length === 0) return null;
  const key = pricesKey(Number(session.agencyId), quote);
  const path = '/api/Agency/{agencyId}/Contracts/prices';
  return rendered(key, api.post(path, keyedRequest<ApiCallBody<'POST', typeof path>>(session, key, locale)));
}

/** POST …/Cart/price-options: the good / better / best table of the quote. */
async function getRenderedOptions(session: PortalSession, quote: OpenQuote): Promise<Rendered<PriceOptions> | null> {
  if (quote.lines.length === 0) return null;
  const key = optionsKey(Number(session.agencyId), quote);
  const path = '/api/Agency/{agencyId}/Cart/price-options';
  return rendered(key, api.post(path, keyedRequest<ApiCallBody<'POST', typeof path>>(session, key)));
}

/** POST …/Contracts/tax-savings of the quote's taxable income, at the monthly payment and over the duration priced. */
function getRenderedTax(session: PortalSession, quote: OpenQuote, priced: PricedAnswer): Promise<Rendered<TaxSavings> | null> {
  const body = { taxableIncome: quote.taxableIncome, monthlyPayment: priced.monthlyPayment, durationMonths: priced.durationMonths };
  const key = taxKey(Number(session.agencyId), body);
  const path = '/api/Agency/{agencyId}/Contracts/tax-savings';
  return rendered(key, api.post(path, keyedRequest<ApiCallBody<'POST', typeof path>>(session, key)));
}

/** What the recap shows priced: the prices and the options at once, then the tax saving of those prices. */
export async function getRenderedRecap(session: PortalSession, quote: OpenQuote, locale: string): Promise<RenderedRecap> {
  const [prices, options] = await Promise.all([getRenderedPrices(session, quote, locale), getRenderedOptions(session, quote)]);
  const tax = prices ? await getRenderedTax(session, quote, prices.value) : null;
  return { prices, options, tax };
}

/** Models, accessories and services of the quote's lines; a model no longer sold is simply absent. */
export async function getCatalogueInfo(session: PortalSession, modelIds: readonly number[]): Promise<CatalogueInfo> {
  const info: CatalogueInfo = { models: {}, accessories: {}, services: {} };
  await Promise.all(
    [...new Set(modelIds)].map(async (id) => {
      const product = await getProduct(session, id);
      if (!product) return;
      const [accessories, services] = await Promise.all([getAccessories(session, id), getServices(session, id)]);
      info.models[id] = {
        id,
        familyId: product.familyId,
        name: product.name,
        brand: product.brand,
        partNumber: product.partNumber,
        category: product.category,
        listPrice: product.listPrice,
        flexEligible: product.flexEligible,
        warehouseStatus: product.warehouseStatus,
        imageUrl: product.imageUrl,
      };
      info.accessories[id] = accessories;
      info.services[id] = services;
    }),
  );
  return info;
}

/** The guarantee services of each product category among the models (the tiers' prices and terms depend on the category). */
export async function getServicesByCategory(session: PortalSession, modelIds: readonly number[]): Promise<Record<string, ServiceInfo[]>> {
  const products = await Promise.all([...new Set(modelIds)].map((id) => getProduct(session, id)));
  const firstOfCategory = new Map<string, number>();
  for (const product of products) if (product && !firstOfCategory.has(product.category)) firstOfCategory.set(product.category, product.id);
  const entries = await Promise.all([...firstOfCategory].map(async ([category, id]) => [category, await getServices(session, id)] as const));
  return Object.fromEntries(entries);
}

export type SubmittedContract = Pick<ContractDetail, 'id' | 'number' | 'status' | 'monthlyPayment' | 'totalValue' | 'durationMonths'> & {
  companyName: string | null;
};

export async function getSubmittedContract(session: PortalSession, contractId: number): Promise<SubmittedContract> {
  const detail = await api.get('/api/Agency/{agencyId}/Contracts/{contractId}', {
    ...auth(session),
    params: { agencyId: String(session.agencyId), contractId },
  });
  return {
    id: detail.id,
    number: detail.number,
    status: detail.status,
    monthlyPayment: detail.monthlyPayment,
    totalValue: detail.totalValue,
    durationMonths: detail.durationMonths,
    companyName: detail.company?.name ?? null,
  };
}
