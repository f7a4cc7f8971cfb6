'use client';

import { lazy, Suspense, type ReactNode } from 'react';

// The server renders this only for a visitor without consent (it reads the consent cookie), so the
// banner's code (its button, the consent cookie's format) loads for them alone, not with every page.
// Until it has, `fallback` stands in: the same banner from the server (cookie-banner-view.tsx), whose
// button posts the consent as a plain form, so a press before the code arrives is not lost.
const CookieBanner = lazy(() => import('./cookie-banner').then((module) => ({ default: module.CookieBanner })));

export function CookieBannerLoader({ fallback }: { fallback: ReactNode }) {
  return (
    <Suspense fallback={fallback}>
      <CookieBanner />
    </Suspense>
  );
}
