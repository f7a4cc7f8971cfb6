// What each live answer of the cart depends on, as a key: equal keys, equal
// answers. The server keys the answers it renders the same way, so the browser
// knows whether the quote it holds is still the one they were asked for.
import { toCart } from './cart-body';
import type { OpenQuote, TaxSavingsBody } from './types';

/** The key of a request: the agency and the body it sends. */
const keyOf = (agencyId: number, body: unknown) => JSON.stringify([agencyId, body]);

/** POST …/Contracts/prices for the quote. */
export const pricesKey = (agencyId: number, quote: OpenQuote) => keyOf(agencyId, toCart(quote));

/** POST …/Cart/price-options: the cart without its services and duration, which are what the table varies. */
export const optionsKey = (agencyId: number, quote: OpenQuote) =>
  keyOf(agencyId, toCart({ ...quote, durationMonths: 1, lines: quote.lines.map((line) => ({ ...line, services: [] })) }));

/** POST …/Contracts/tax-savings (the body's fields in this order, wherever it is made). */
export const taxKey = (agencyId: number, body: TaxSavingsBody) => keyOf(agencyId, body);

/** The agency and the body a key was made of. */
export const fromKey = <Body>(key: string) => JSON.parse(key) as [number, Body];
