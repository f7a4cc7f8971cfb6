'use client';

import { useTranslations } from 'next-intl';
import { Suspense, lazy } from 'react';
import { useCart } from './cart-provider';

// Only a quote that edits a submitted contract shows the banner, so its code (and its confirmation dialog) loads
// then: the server renders it into the page, and the browser fetches it while the page hydrates.
const EditingBanner = lazy(() => import('./editing-banner').then((module) => ({ default: module.EditingBanner })));

/** The editing banner's place at the top of every cart step (components/cart/editing-banner.tsx); an upgrade's quote says what it replaces. */
export function EditingBannerSlot() {
  const { quote } = useCart();
  const t = useTranslations('cart.replacing');
  if (quote.replacing) {
    return (
      <p role="status" className="mb-4 rounded-md border border-sky-200 bg-sky-50 px-3 py-2 text-sm text-sky-900" data-testid="replacing-banner">
        {t('notice', { number: quote.replacing.number })}
      </p>
    );
  }
  if (!quote.editing) return null;
  return (
    <Suspense fallback={null}>
      <EditingBanner />
    </Suspense>
  );
}
