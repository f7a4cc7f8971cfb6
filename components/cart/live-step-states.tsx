'use client';

import { Children, cloneElement, isValidElement } from 'react';
import type { ReactNode } from 'react';
import { useCart } from './cart-provider';
import type { CartStepId } from './cart-stepper';
import { useLiveSteps } from './use-cart-rules';

interface StepItemProps {
  'data-step': CartStepId;
  'data-state': 'current' | 'done' | 'todo';
  'data-linkable': boolean;
  'data-needs-products'?: boolean;
}

/** The states of the cart's steps, given what the quote completes and whether it has a product. */
export function StepStates({ complete, hasProducts, children }: { complete: Partial<Record<CartStepId, boolean>>; hasProducts: boolean; children: ReactNode }) {
  return Children.map(children, (item) => {
    if (!isValidElement<StepItemProps>(item) || item.props['data-state'] === 'current') return item;
    const canLink = item.props['data-linkable'] && (hasProducts || !item.props['data-needs-products']);
    return cloneElement(item, { 'data-state': complete[item.props['data-step']] ? 'done' : 'todo', 'data-linkable': canLink });
  });
}

/** The cart steps' states as the agent edits the quote (the stepper itself renders on the server: cart-stepper.tsx). */
export function LiveStepStates({ children }: { children: ReactNode }) {
  const { quote } = useCart();
  return (
    <StepStates complete={useLiveSteps()} hasProducts={quote.lines.length > 0}>
      {children}
    </StepStates>
  );
}
