'use client';

import { lazy, Suspense } from 'react';

// The server renders this only for a visitor without consent (it reads the consent cookie), so the
// banner's code (its button, the consent cookie's format) loads for them alone, not with every page.
const CookieBanner = lazy(() => import('./cookie-banner').then((module) => ({ default: module.CookieBanner })));

export function CookieBannerLoader() {
  return (
    <Suspense fallback={null}>
      <CookieBanner />
    </Suspense>
  );
}
