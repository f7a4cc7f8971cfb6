// What the extended-warranty answer is computed from (core/tickets/warranty.ts):
// the guarantee tiers' prices for the product's category and the rate bands
// of its contract's provider and duration.
import { and, eq } from 'drizzle-orm';
import type { GuaranteeTier } from '../../core/domain/catalogue';
import type { RateBand } from '../../core/pricing/rules';
import type { Database } from '../db/client';
import { guaranteeServices, rateFactors } from '../db/schema';
import type { ProductRow } from './products';

export async function warrantyFacts(db: Database, product: ProductRow): Promise<{ tierPrices: Partial<Record<GuaranteeTier, number>>; bands: RateBand[] }> {
  const [services, bands] = await Promise.all([
    db
      .select({ tier: guaranteeServices.tier, price: guaranteeServices.price, active: guaranteeServices.active })
      .from(guaranteeServices)
      .where(eq(guaranteeServices.category, product.category)),
    db
      .select({ bandMax: rateFactors.bandMax, factor: rateFactors.factor })
      .from(rateFactors)
      .where(and(eq(rateFactors.providerId, product.providerId), eq(rateFactors.durationMonths, product.durationMonths))),
  ]);
  // A retired tier is no longer sold, so nobody extends to it ('noPrice'); the product's own tier keeps its price for the difference.
  const priced = services.filter((s) => s.active || s.tier === product.tier);
  return { tierPrices: Object.fromEntries(priced.map((s) => [s.tier, s.price])), bands };
}
