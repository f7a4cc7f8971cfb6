'use client';

import { useEffect, useState } from 'react';
import type { CompleteSteps, Readiness } from '@/lib/cart/readiness';
import { useCart } from './cart-provider';

// The cart's rules that check the customer and the destinations with the forms'
// schemas (zod, some 23 kB gzip) load after the page: until then the steps and
// the readiness check are those the server computed for the quote it rendered,
// then they follow every edit.

type Rules = typeof import('@/lib/cart/readiness');

function useRules(): Rules | null {
  const [rules, setRules] = useState<Rules | null>(null);
  useEffect(() => {
    let live = true;
    void import('@/lib/cart/readiness').then((module) => live && setRules(module));
    return () => {
      live = false;
    };
  }, []);
  return rules;
}

/** Which steps the quote completes, as the agent edits. */
export function useLiveSteps(): CompleteSteps {
  const { quote, info, agency, initialSteps } = useCart();
  const rules = useRules();
  return rules ? rules.completeSteps(quote, info, agency) : initialSteps;
}

/** What the quote still misses before it can be submitted, as the agent edits. */
export function useLiveReadiness(): Readiness {
  const { quote, info, agency, initialReadiness } = useCart();
  const rules = useRules();
  return rules ? rules.readiness(quote, info, agency) : initialReadiness;
}
