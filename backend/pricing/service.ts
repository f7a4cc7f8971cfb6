// priceCart: the one entry point that turns a cart into prices, for
// POST …/Contracts/prices here and for contract create and edit in the
// contracts area. Contract for callers:
// - `cart` is CartSchema's output (parse the body with it first);
// - the actor's agency gives shipping and commission terms; the caller has
//   already checked that the actor may act (resolveActor, section rights);
// - broken cart rules throw ApiError(400) listing every problem with its field;
// - the result always carries the commission (contracts store it); answer a
//   client through pricesAnswer(), which drops it for roles that must not see it.
import type { Actor } from '../auth/actor';
import type { Database } from '../db/client';
import { ApiError } from '../http/errors';
import { cartErrors } from '../../core/pricing/cart-rules';
import { type PricedCart, computePrices } from '../../core/pricing/compute';
import { loadPriceBook } from './load-price-book';
import type { Cart } from '../../core/schemas/pricing';
import { canSeeCommission } from './visibility';

export async function priceCart(deps: { db: Database }, actor: Pick<Actor, 'agencyId'>, cart: Cart): Promise<PricedCart> {
  const book = await loadPriceBook(deps.db, actor.agencyId, cart);
  if (!book) throw new ApiError(404, 'not_found');
  const errors = cartErrors(cart, book);
  if (errors.length > 0) throw new ApiError(400, errors);
  return computePrices(cart, book);
}

export type PricesAnswer = Omit<PricedCart, 'commission'> & { commission?: PricedCart['commission'] };

/** What a client may read of a priced cart: the commission only for agency staff and administrators. */
export function pricesAnswer(priced: PricedCart, actor: Pick<Actor, 'role'>): PricesAnswer {
  if (canSeeCommission(actor.role)) return priced;
  const answer: PricesAnswer = { ...priced };
  delete answer.commission;
  return answer;
}
