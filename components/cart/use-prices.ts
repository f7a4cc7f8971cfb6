'use client';

import { priceCart } from '@/lib/cart/client-api';
import { PortalError, type PortalErrorItem } from '@/lib/client/portal-fetch';
import { fromKey, pricesKey } from '@/lib/cart/answer-keys';
import type { CartBody } from '@/lib/cart/cart-body';
import type { PricedAnswer, Rendered } from '@/lib/cart/types';
import { useCart } from './cart-provider';
import { useLiveAnswer } from './use-live-answer';

export interface PricesState {
  /** stale: a cart rule is broken, so the last prices no longer match the cart */
  status: 'idle' | 'loading' | 'ready' | 'failed' | 'stale';
  /** the last prices, kept on screen while new ones load and while a rule is broken */
  prices: PricedAnswer | null;
  errors: PortalErrorItem[];
}

const ask = (key: string, signal: AbortSignal) => priceCart(...fromKey<CartBody>(key), signal);

/**
 * Prices from POST …/Contracts/prices, live: asked again a moment after each
 * change that affects them; the page comes with those of the quote it
 * rendered (`rendered`). While a cart rule is broken (`enabled` false) the
 * API is not asked and the last prices stay, marked stale.
 */
export function usePrices(enabled: boolean, rendered: Rendered<PricedAnswer> | null): PricesState {
  const { agencyId, quote } = useCart();
  const answer = useLiveAnswer('prices', enabled ? pricesKey(agencyId, quote) : null, ask, rendered, 300);
  const errors = answer.status === 'failed' ? PortalError.from(answer.error).errors : [];
  if (enabled) return { status: answer.status, prices: answer.value, errors };
  return quote.lines.length > 0 ? { status: 'stale', prices: answer.value, errors: [] } : { status: 'idle', prices: null, errors: [] };
}
