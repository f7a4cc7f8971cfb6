'use client';

import { useEffect, useState } from 'react';
import type { RuleViolation } from '@/core/error-codes';
import type { CompleteSteps, Readiness } from '@/lib/cart/readiness';
import { useCart } from './cart-provider';

// The cart's rules load after the page: the checks of the customer and the
// destinations use the forms' schemas (zod, some 23 kB gzip), and the pricing
// rules are another 1.5 kB the first paint does not need. Until they arrive
// (a moment after the first cart page of a visit; at once on the next ones)
// the steps, the readiness and the rule violations are those the server
// computed for the quote it rendered, then they follow every edit.

const loaders = {
  readiness: () => import('@/lib/cart/readiness'),
  rules: () => import('@/lib/cart/rules'),
};
type Loaded = { [Name in keyof typeof loaders]: Awaited<ReturnType<(typeof loaders)[Name]>> };
const loaded: Partial<Loaded> = {};

function useLoaded<Name extends keyof typeof loaders>(name: Name): Loaded[Name] | null {
  const [module, setModule] = useState<Loaded[Name] | null>(() => loaded[name] ?? null);
  useEffect(() => {
    if (module) return;
    let live = true;
    void loaders[name]().then((value) => {
      loaded[name] = value as Loaded[Name];
      if (live) setModule(value as Loaded[Name]);
    });
    return () => {
      live = false;
    };
  }, [module, name]);
  return module;
}

/** Which steps the quote completes, as the agent edits. */
export function useLiveSteps(): CompleteSteps {
  const { quote, info, agency, initialChecks } = useCart();
  const rules = useLoaded('readiness');
  return rules ? rules.completeSteps(quote, info, agency) : initialChecks.steps;
}

/** What the quote still misses before it can be submitted, as the agent edits. */
export function useLiveReadiness(): Readiness {
  const { quote, info, agency, initialChecks } = useCart();
  const rules = useLoaded('readiness');
  return rules ? rules.readiness(quote, info, agency) : initialChecks.readiness;
}

/** The pricing rules the quote breaks (lib/cart/rules.ts), as the agent edits. */
export function useLiveCartIssues(): RuleViolation[] {
  const { quote, info, agency, initialChecks } = useCart();
  const rules = useLoaded('rules');
  return rules ? rules.cartIssues(quote, info, agency) : initialChecks.cartIssues;
}

/** The shipping rules the destinations break (units per destination), as the agent edits. */
export function useLiveShippingIssues(): RuleViolation[] {
  const { quote, agency, initialChecks } = useCart();
  const rules = useLoaded('rules');
  return rules ? rules.shippingIssues(quote, agency) : initialChecks.shippingIssues;
}
