import { CartStepper, type CartStepId } from './cart-stepper';
import { LiveStepStates } from './live-step-states';

/** The stepper of the cart steps: a step shows as done only while the quote holds its data, as the agent edits. */
export function LiveCartStepper({ current }: { current: CartStepId }) {
  return <CartStepper current={current} liveStates={(items) => <LiveStepStates>{items}</LiveStepStates>} />;
}
