'use client';

import { useEffect, useState } from 'react';
import type { RuleViolation } from '@/core/error-codes';
import type { CompleteSteps, Readiness } from '@/lib/cart/readiness';
import { useCart } from './cart-provider';

// The cart's rules load after the page, and only for an agent who uses it:
// the checks of the customer and the destinations use the forms' schemas
// (zod, some 23 kB gzip), and the pricing rules are another 1.5 kB. Until the
// quote is edited, the steps, the readiness and the rule violations are those
// the server computed for the quote it rendered; they are exact, so the page
// evaluates no rule code as it becomes usable. The agent's first press of a
// key or a pointer loads the rules (an edit follows it by a click's length),
// and from the first edit they follow every change; a later step has them at
// once.

const loaders = {
  readiness: () => import('@/lib/cart/readiness'),
  rules: () => import('@/lib/cart/rules'),
};
type Name = keyof typeof loaders;
type Loaded = { [N in Name]: Awaited<ReturnType<(typeof loaders)[N]>> };
const loaded: Partial<Loaded> = {};

async function load<N extends Name>(name: N): Promise<Loaded[N]> {
  return (loaded[name] ??= (await loaders[name]()) as Loaded[N]);
}

let waitingForUse = false;

/** Loads every rule at the first key or pointer press of the visit. */
function loadOnFirstUse() {
  if (waitingForUse) return;
  waitingForUse = true;
  const loadAll = () => void Promise.all([load('readiness'), load('rules')]);
  for (const type of ['pointerdown', 'keydown']) addEventListener(type, loadAll, { once: true, capture: true, passive: true });
}

/** The rules once the quote differs from the one the page was rendered with; null while the server's checks hold. */
function useRules<N extends Name>(name: N): Loaded[N] | null {
  const { quote, initialQuote } = useCart();
  const edited = quote !== initialQuote;
  const [module, setModule] = useState<Loaded[N] | null>(() => loaded[name] ?? null);
  useEffect(loadOnFirstUse, []);
  useEffect(() => {
    if (module || !edited) return;
    let live = true;
    void load(name).then((value) => live && setModule(value));
    return () => {
      live = false;
    };
  }, [module, edited, name]);
  return edited ? module : null;
}

/** Which steps the quote completes, as the agent edits. */
export function useLiveSteps(): CompleteSteps {
  const { quote, info, agency, initialChecks } = useCart();
  const rules = useRules('readiness');
  return rules ? rules.completeSteps(quote, info, agency) : initialChecks.steps;
}

/** What the quote still misses before it can be submitted, as the agent edits. */
export function useLiveReadiness(): Readiness {
  const { quote, info, agency, initialChecks } = useCart();
  const rules = useRules('readiness');
  return rules ? rules.readiness(quote, info, agency) : initialChecks.readiness;
}

/** The pricing rules the quote breaks (lib/cart/rules.ts), as the agent edits. */
export function useLiveCartIssues(): RuleViolation[] {
  const { quote, info, agency, initialChecks } = useCart();
  const rules = useRules('rules');
  return rules ? rules.cartIssues(quote, info, agency) : initialChecks.cartIssues;
}

/** The shipping rules the destinations break (units per destination), as the agent edits. */
export function useLiveShippingIssues(): RuleViolation[] {
  const { quote, agency, initialChecks } = useCart();
  const rules = useRules('rules');
  return rules ? rules.shippingIssues(quote, agency) : initialChecks.shippingIssues;
}
