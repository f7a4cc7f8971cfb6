// Loads the price book of one cart: only the models, accessories and rate
// factors the cart names, in a handful of queries whatever its size.
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client';
import { accessories, agencies, creditProviders, financingDurations, guaranteeServices, modelAccessories, productModels, rateFactors } from '../db/schema';
import type { BookAccessory, BookAgency, BookModel, BookService, PriceBook } from './price-book';
import { serviceKey } from './price-book';
import type { RateBand } from './rules';
import type { Cart } from './schemas';

export async function loadAgencyTerms(db: Database, agencyId: number): Promise<BookAgency | null> {
  const [row] = await db
    .select({
      id: agencies.id,
      shippingUnitCost: agencies.shippingUnitCost,
      shippingMaxUnits: agencies.shippingMaxUnits,
      agentCommission: agencies.agentCommission,
      grenkeAgentCommission: agencies.grenkeAgentCommission,
    })
    .from(agencies)
    .where(eq(agencies.id, agencyId));
  return row ?? null;
}

async function loadProvider(db: Database, code: string) {
  const [provider] = await db
    .select({ id: creditProviders.id, code: creditProviders.code, name: creditProviders.name })
    .from(creditProviders)
    .where(and(eq(creditProviders.code, code.toUpperCase()), eq(creditProviders.active, true)));
  if (!provider) return { provider: null, bandsByDuration: new Map<number, RateBand[]>() };
  const rows = await db
    .select({ months: rateFactors.durationMonths, bandMax: rateFactors.bandMax, factor: rateFactors.factor })
    .from(rateFactors)
    .innerJoin(financingDurations, eq(financingDurations.months, rateFactors.durationMonths))
    .where(and(eq(rateFactors.providerId, provider.id), eq(financingDurations.active, true)));
  const bandsByDuration = new Map<number, RateBand[]>();
  for (const row of rows) {
    const bands = bandsByDuration.get(row.months) ?? [];
    bands.push({ bandMax: row.bandMax, factor: row.factor });
    bandsByDuration.set(row.months, bands);
  }
  return { provider, bandsByDuration };
}

async function loadModels(db: Database, ids: number[]): Promise<Map<number, BookModel>> {
  if (ids.length === 0) return new Map();
  const [rows, links] = await Promise.all([
    db
      .select({
        id: productModels.id,
        name: productModels.name,
        partNumber: productModels.partNumber,
        category: productModels.category,
        listPrice: productModels.listPrice,
        flexEligible: productModels.flexEligible,
      })
      .from(productModels)
      .where(and(inArray(productModels.id, ids), eq(productModels.active, true))),
    db.select().from(modelAccessories).where(inArray(modelAccessories.modelId, ids)),
  ]);
  return new Map(
    rows.map((row) => [row.id, { ...row, accessoryIds: new Set(links.filter((l) => l.modelId === row.id).map((l) => l.accessoryId)) }]),
  );
}

async function loadAccessories(db: Database, ids: number[]): Promise<Map<number, BookAccessory>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: accessories.id, name: accessories.name, partNumber: accessories.partNumber, price: accessories.price })
    .from(accessories)
    .where(inArray(accessories.id, ids));
  return new Map(rows.map((row) => [row.id, row]));
}

async function loadServices(db: Database): Promise<Map<string, BookService>> {
  // Twelve rows at most (tiers × categories): cheaper to read all than to filter.
  const rows = await db
    .select({ id: guaranteeServices.id, tier: guaranteeServices.tier, category: guaranteeServices.category, price: guaranteeServices.price })
    .from(guaranteeServices);
  return new Map(rows.map((row) => [serviceKey(row.tier, row.category), row]));
}

export async function loadPriceBook(db: Database, agency: BookAgency, cart: Cart): Promise<PriceBook> {
  const modelIds = [...new Set(cart.lines.map((l) => l.modelId))];
  const accessoryIds = [...new Set(cart.lines.flatMap((l) => l.accessories.map((a) => a.accessoryId)))];
  const [{ provider, bandsByDuration }, models, accessoryMap, services] = await Promise.all([
    loadProvider(db, cart.providerCode),
    loadModels(db, modelIds),
    loadAccessories(db, accessoryIds),
    loadServices(db),
  ]);
  return { provider, bandsByDuration, models, accessories: accessoryMap, services, agency };
}
