// The good / better / best table of the recap: the same cart priced with every
// guarantee tier for every unit and every offered duration, from one price
// book (one query) and the pricing area's own rules and computation.
import { GUARANTEE_TIERS, type GuaranteeTier } from '../../core/domain/catalogue';
import type { Actor } from '../auth/actor';
import type { Database } from '../db/client';
import { ApiError } from '../http/errors';
import type { Cart } from '../../core/schemas/pricing';
import { cartErrors } from '../../core/pricing/cart-rules';
import { computePrices } from '../../core/pricing/compute';
import { loadPriceBook } from '../pricing/load-price-book';

export interface PriceOption {
  tier: GuaranteeTier;
  durationMonths: number;
  monthlyPayment: number | null;
  totalValue: number | null;
  errors: { field?: string; code: string }[];
}

/** Every line takes one service of `tier` per unit and the duration `months`. */
export function cartWith(cart: Cart, tier: GuaranteeTier, months: number): Cart {
  return {
    ...cart,
    lines: cart.lines.map((line) => ({ ...line, durationMonths: months, services: [{ tier, quantity: line.quantity }] })),
  };
}

export async function priceOptions(db: Database, actor: Pick<Actor, 'agencyId'>, cart: Cart) {
  const book = await loadPriceBook(db, actor.agencyId, cart);
  if (!book) throw new ApiError(404, 'not_found');
  if (!book.provider) throw new ApiError(400, [{ field: 'providerCode', code: 'unknown_provider' }]);
  const durations = [...book.bandsByDuration.keys()].sort((a, b) => a - b);
  const options: PriceOption[] = [];
  for (const tier of GUARANTEE_TIERS) {
    for (const months of durations) {
      const variant = cartWith(cart, tier, months);
      const errors = cartErrors(variant, book);
      if (errors.length > 0) {
        options.push({ tier, durationMonths: months, monthlyPayment: null, totalValue: null, errors: errors.map(({ field, code }) => ({ field, code })) });
      } else {
        const priced = computePrices(variant, book);
        options.push({ tier, durationMonths: months, monthlyPayment: priced.monthlyPayment, totalValue: priced.totalValue, errors: [] });
      }
    }
  }
  return { tiers: [...GUARANTEE_TIERS], durations, options };
}
