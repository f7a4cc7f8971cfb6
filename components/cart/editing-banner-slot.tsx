'use client';

import { Suspense, lazy } from 'react';
import { useCart } from './cart-provider';

// Only a quote that edits a submitted contract shows the banner, so its code (and its confirmation dialog) loads
// then: the server renders it into the page, and the browser fetches it while the page hydrates.
const EditingBanner = lazy(() => import('./editing-banner').then((module) => ({ default: module.EditingBanner })));

/** The editing banner's place at the top of every cart step (components/cart/editing-banner.tsx). */
export function EditingBannerSlot() {
  const { quote } = useCart();
  if (!quote.editing) return null;
  return (
    <Suspense fallback={null}>
      <EditingBanner />
    </Suspense>
  );
}
