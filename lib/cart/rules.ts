// cart rules in the browser, for feedback while the agent edits: the
// very functions the API runs (core/pricing/cart-rules), on a price book
// built from the catalogue facts the page already has. The API checks them
// again on every price and create call. How the steps show the issues:
// lib/cart/issues-shown.ts.
import { checkAccessoriesShare, checkFlex, checkQuantities, checkServices, checkShipping } from '@/core/pricing/cart-rules';
import { type BookModel, type PriceBook, serviceKey } from '@/core/pricing/price-book';
import type { RuleViolation } from '@/core/error-codes';
import { toCart } from './cart-body';
import type { AgencyTerms, CatalogueInfo, OpenQuote } from './types';

function bookOf(info: CatalogueInfo, agency: AgencyTerms): PriceBook {
  const models = new Map<number, BookModel>();
  const accessories = new Map<number, { id: number; name: string; partNumber: string; price: number }>();
  const services = new Map<string, { id: number; tier: 'SILVER' | 'GOLD' | 'PLATINUM'; category: BookModel['category']; price: number }>();
  for (const model of Object.values(info.models)) {
    const sold = info.accessories[model.id] ?? [];
    models.set(model.id, { ...model, accessoryIds: new Set(sold.map((a) => a.id)) });
    for (const accessory of sold) accessories.set(accessory.id, accessory);
    for (const service of info.services[model.id] ?? []) services.set(serviceKey(service.tier, service.category), service);
  }
  return {
    provider: null,
    bandsByDuration: new Map(),
    models,
    accessories,
    services,
    agency: { id: 0, ...agency, agentCommission: 0, grenkeAgentCommission: 0 },
  };
}

/** Every accessory, service and model of the quote is known: the accessories share can be computed. */
function referencesKnown(quote: OpenQuote, book: PriceBook): boolean {
  return quote.lines.every((line) => {
    const model = book.models.get(line.modelId);
    return (
      model !== undefined &&
      line.accessories.every((a) => book.accessories.has(a.accessoryId)) &&
      line.services.every((s) => book.services.has(serviceKey(s.tier, model.category)))
    );
  });
}

/** Quantities, flex rental, one service per unit, accessories ≤ 49%. */
export function cartIssues(quote: OpenQuote, info: CatalogueInfo, agency: AgencyTerms): RuleViolation[] {
  if (quote.lines.length === 0) return [];
  const cart = toCart(quote);
  const book = bookOf(info, agency);
  const quantities = checkQuantities(cart);
  const issues: RuleViolation[] = [...quantities, ...checkFlex(cart, book), ...checkServices(cart)];
  if (quantities.length === 0 && referencesKnown(quote, book)) issues.push(...checkAccessoriesShare(cart, book));
  return issues;
}

/** Multiple destinations: each gets at least shippingMaxUnits products, together all of them. */
export function shippingIssues(quote: OpenQuote, agency: AgencyTerms): RuleViolation[] {
  return checkShipping(toCart(quote), bookOf({ models: {}, accessories: {}, services: {} }, agency));
}
