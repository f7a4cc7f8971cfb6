'use client';

import { useEffect } from 'react';

// A secured page holds the signed-in person's data, so Back and Forward ask the
// server for it again instead of showing it from the browser's memory.
// Chromium keeps even `no-store` pages in its back/forward cache while the
// cookies stay the same; a page put there is hidden as it goes, and reloaded
// if it is ever shown again. docs/security.md, "Caching of pages".
export function FreshOnBack() {
  useEffect(() => {
    const onHide = (event: PageTransitionEvent) => {
      if (event.persisted) document.documentElement.style.visibility = 'hidden';
    };
    const onShow = (event: PageTransitionEvent) => {
      if (event.persisted) window.location.reload();
    };
    window.addEventListener('pagehide', onHide);
    window.addEventListener('pageshow', onShow);
    return () => {
      window.removeEventListener('pagehide', onHide);
      window.removeEventListener('pageshow', onShow);
    };
  }, []);
  return null;
}
