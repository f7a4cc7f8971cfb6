// What the extended-warranty answer and the warranty offer are computed from
// (core/tickets/warranty.ts, core/tickets/warranty-offer.ts): the guarantee
// tiers' services for the product's category, what the contract priced the
// unit's own tier at, the contract's figures, and the rate bands of its
// provider and duration.
import { and, asc, eq } from 'drizzle-orm';
import type { GuaranteeTier } from '../../core/domain/catalogue';
import type { RateBand } from '../../core/pricing/rules';
import { toCents } from '../../core/pricing/money';
import type { ContractFigures } from '../../core/tickets/warranty-offer';
import type { Database, Tx } from '../db/client';
import { contractItems, contracts, guaranteeServices, rateFactors } from '../db/schema';
import type { ProductRow } from './products';

export interface WarrantyFacts {
  /** the tiers' prices (EUR); the unit's own tier at what its contract priced it */
  tierPrices: Partial<Record<GuaranteeTier, number>>;
  /** the catalogue's services still sold, by tier */
  services: Partial<Record<GuaranteeTier, { id: number; price: number }>>;
  bands: RateBand[];
  contract: ContractFigures;
}

export async function warrantyFacts(db: Database | Tx, product: ProductRow): Promise<WarrantyFacts> {
  const [services, bands, [contract], paid] = await Promise.all([
    db
      .select({ id: guaranteeServices.id, tier: guaranteeServices.tier, price: guaranteeServices.price, active: guaranteeServices.active })
      .from(guaranteeServices)
      .where(eq(guaranteeServices.category, product.category)),
    db
      .select({ bandMax: rateFactors.bandMax, factor: rateFactors.factor })
      .from(rateFactors)
      .where(and(eq(rateFactors.providerId, product.providerId), eq(rateFactors.durationMonths, product.durationMonths))),
    db
      .select({ financed: contracts.financedAmount, monthly: contracts.monthlyPayment, duration: contracts.durationMonths })
      .from(contracts)
      .where(eq(contracts.id, product.contractId)),
    product.tier === null
      ? []
      : db
          .select({ price: contractItems.unitPrice })
          .from(contractItems)
          .innerJoin(guaranteeServices, eq(guaranteeServices.id, contractItems.serviceId))
          .where(and(eq(contractItems.parentItemId, product.itemId), eq(contractItems.kind, 'service'), eq(guaranteeServices.tier, product.tier)))
          .orderBy(asc(contractItems.id))
          .limit(1),
  ]);
  // A retired tier is no longer sold, so nobody extends to it ('noPrice'); the product's own tier keeps its price for the difference.
  const sold = services.filter((s) => s.active);
  const own = services.find((s) => s.tier === product.tier);
  const tierPrices: Partial<Record<GuaranteeTier, number>> = Object.fromEntries(sold.map((s) => [s.tier, s.price]));
  const ownPrice = paid[0]?.price ?? own?.price;
  if (product.tier !== null && ownPrice !== undefined) tierPrices[product.tier] = ownPrice;
  return {
    tierPrices,
    services: Object.fromEntries(sold.map((s) => [s.tier, { id: s.id, price: s.price }])),
    bands,
    contract: { financedCents: toCents(contract!.financed), monthlyCents: toCents(contract!.monthly), durationMonths: contract!.duration },
  };
}
