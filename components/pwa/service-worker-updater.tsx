'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';

// The service worker's registration and update flow (service-worker-registration.ts) load after
// the page, not with it: nothing on screen waits for them. This part says when a new version takes over.
export function ServiceWorkerUpdater() {
  const t = useTranslations('serviceWorker');
  const [updating, setUpdating] = useState(false);

  useEffect(() => {
    if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
    let stop: (() => void) | undefined;
    let unmounted = false;
    import('./service-worker-registration').then(
      ({ registerServiceWorker }) => {
        if (!unmounted) stop = registerServiceWorker(navigator.serviceWorker, () => setUpdating(true));
      },
      (error: unknown) => console.warn('[sw] registration not loaded:', (error as Error).message),
    );
    return () => {
      unmounted = true;
      stop?.();
    };
  }, []);

  if (!updating) return null;
  return (
    <p role="status" className="fixed left-1/2 top-3 z-50 -translate-x-1/2 rounded-md bg-ink px-4 py-2 text-sm text-white shadow-lg">
      {t('updating')}
    </p>
  );
}
