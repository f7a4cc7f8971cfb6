'use client';

import { useEffect, useState } from 'react';
import type { completeSteps } from '@/lib/cart/readiness';
import { useCart } from './cart-provider';
import { CartStepper, type CartStepId } from './cart-stepper';

/**
 * The stepper of the cart steps: a step shows as done only while the quote
 * holds its data, as the agent edits. The rules behind it check the customer
 * and the destinations with the forms' schemas (zod, some 28 kB gzip), which
 * the steps without those forms need not carry on first load: the page starts
 * from what the server computed and the rules follow a moment later.
 */
export function LiveCartStepper({ current }: { current: CartStepId }) {
  const { quote, info, agency, initialSteps } = useCart();
  const [rules, setRules] = useState<typeof completeSteps | null>(null);
  useEffect(() => {
    let live = true;
    void import('@/lib/cart/readiness').then((module) => live && setRules(() => module.completeSteps));
    return () => {
      live = false;
    };
  }, []);
  return <CartStepper current={current} hasProducts={quote.lines.length > 0} complete={rules ? rules(quote, info, agency) : initialSteps} />;
}
