// The body of POST …/Contracts/prices (the pricing area's CartSchema) from an
// open quote: every line carries the quote's one duration.
import type { Cart } from '@/core/schemas/pricing';
import type { OpenQuote } from './types';

export type CartBody = Cart;

export function toCart(quote: OpenQuote): CartBody {
  return {
    providerCode: quote.providerCode,
    contractType: quote.contractType,
    lines: quote.lines.map((line) => ({ ...line, durationMonths: quote.durationMonths })),
    shipping: {
      mode: quote.shipping.mode,
      destinations: quote.shipping.mode === 'multipleDestinations' ? quote.shipping.destinations.map((d) => ({ units: d.units })) : [],
    },
  };
}
