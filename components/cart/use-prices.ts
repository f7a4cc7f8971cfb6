'use client';

import { useEffect, useState } from 'react';
import { priceCart } from '@/lib/cart/client-api';
import { PortalError, type PortalErrorItem } from '@/lib/client/portal-fetch';
import { pricingKey, toCart } from '@/lib/cart/cart-body';
import type { OpenQuote, PricedAnswer } from '@/lib/cart/types';

export interface PricesState {
  /** stale: a cart rule is broken, so the last prices no longer match the cart */
  status: 'idle' | 'loading' | 'ready' | 'failed' | 'stale';
  /** the last prices, kept on screen while new ones load and while a rule is broken */
  prices: PricedAnswer | null;
  errors: PortalErrorItem[];
}

/**
 * Prices from POST …/Contracts/prices, live: asked again a moment after each
 * change that affects them. While a cart rule is broken (`enabled` false) the
 * API is not asked and the last prices stay, marked stale.
 */
export function usePrices(agencyId: number, quote: OpenQuote, enabled: boolean): PricesState {
  const [state, setState] = useState<PricesState>({ status: 'idle', prices: null, errors: [] });
  const key = pricingKey(quote);

  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      setState((previous) => ({ ...previous, status: 'loading' }));
      priceCart(agencyId, JSON.parse(key) as ReturnType<typeof toCart>, controller.signal).then(
        (prices) => setState({ status: 'ready', prices, errors: [] }),
        (error: unknown) => {
          if (controller.signal.aborted) return;
          const { errors } = PortalError.from(error);
          setState((previous) => ({ status: 'failed', prices: previous.prices, errors }));
        },
      );
    }, 300);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [agencyId, key, enabled]);

  if (enabled) return state;
  return quote.lines.length > 0 ? { status: 'stale', prices: state.prices, errors: [] } : { status: 'idle', prices: null, errors: [] };
}
