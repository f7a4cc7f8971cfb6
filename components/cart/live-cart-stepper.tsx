'use client';

import { useCart } from './cart-provider';
import { CartStepper, type CartStepId } from './cart-stepper';
import { useLiveSteps } from './use-cart-rules';

/** The stepper of the cart steps: a step shows as done only while the quote holds its data, as the agent edits. */
export function LiveCartStepper({ current }: { current: CartStepId }) {
  const { quote } = useCart();
  return <CartStepper current={current} hasProducts={quote.lines.length > 0} complete={useLiveSteps()} />;
}
