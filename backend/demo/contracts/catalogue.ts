// What the seeds need of the catalogue and pricing: every active model and
// accessory, and one price book per agency and credit provider, so carts
// are priced by the real rules (cartErrors + computePrices) without a
// database round trip per contract.
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { creditProviders, financingDurations, modelAccessories, productModels } from '../../db/schema';
import { cartErrors } from '../../../core/pricing/cart-rules';
import { type PricedCart, computePrices } from '../../../core/pricing/compute';
import { loadPriceBook } from '../../pricing/load-price-book';
import type { PriceBook } from '../../../core/pricing/price-book';
import type { Cart } from '../../../core/schemas/pricing';

export interface SeedModel {
  id: number;
  name: string;
  brand: string;
  partNumber: string;
  category: string;
  listPrice: number;
  flexEligible: boolean;
  accessoryIds: number[];
}

export interface SeedCatalogue {
  models: SeedModel[];
  providers: string[];
  /** key `${agencyId}:${providerCode}` */
  books: Map<string, PriceBook>;
}

export async function loadSeedCatalogue(db: Database, agencyIds: number[]): Promise<SeedCatalogue> {
  const [rows, links, providers, durations] = await Promise.all([
    db.select().from(productModels).where(eq(productModels.active, true)).orderBy(productModels.id),
    db.select().from(modelAccessories),
    db.select({ code: creditProviders.code }).from(creditProviders).where(eq(creditProviders.active, true)).orderBy(creditProviders.id),
    db.select({ months: financingDurations.months }).from(financingDurations).where(eq(financingDurations.active, true)),
  ]);
  if (rows.length === 0) throw new Error('The contracts seed needs the catalogue: seed it first (seedCatalogue).');
  const models = rows.map((m) => ({
    id: m.id,
    name: m.name,
    brand: m.brand,
    partNumber: m.partNumber,
    category: m.category,
    listPrice: m.listPrice,
    flexEligible: m.flexEligible,
    accessoryIds: links.filter((l) => l.modelId === m.id).map((l) => l.accessoryId),
  }));
  // A cart naming every model, accessory and duration makes loadPriceBook read them all at once.
  const lines = models.map((m) => ({
    modelId: m.id,
    quantity: 1,
    durationMonths: 0,
    services: [],
    accessories: m.accessoryIds.map((accessoryId) => ({ accessoryId, quantity: 1 })),
  }));
  for (const { months } of durations) lines.push({ ...lines[0]!, durationMonths: months, accessories: [] });
  const everything = (providerCode: string): Cart => ({ providerCode, contractType: 'purchase', lines, shipping: { mode: 'pickup', destinations: [] } });
  const books = new Map<string, PriceBook>();
  for (const agencyId of agencyIds) {
    for (const { code } of providers) {
      const book = await loadPriceBook(db, agencyId, everything(code));
      if (book) books.set(`${agencyId}:${code}`, book);
    }
  }
  return { models, providers: providers.map((p) => p.code), books };
}

/** The priced cart, or null when the cart breaks a rule (the caller simplifies it and tries again). */
export function priceSeedCart(catalogue: SeedCatalogue, agencyId: number, cart: Cart): PricedCart | null {
  const book = catalogue.books.get(`${agencyId}:${cart.providerCode}`);
  if (!book || cartErrors(cart, book).length > 0) return null;
  return computePrices(cart, book);
}
