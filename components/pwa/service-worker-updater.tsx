'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';

// Registers the service worker and carries out the update flow: a new
// version that waits is told to skip waiting, and the page reloads once the
// new version controls it (once: a reload loop helps nobody).
export const SW_URL = '/serwist/sw.js';

function promote(worker: ServiceWorker | null) {
  worker?.postMessage({ type: 'SKIP_WAITING' });
}

export function ServiceWorkerUpdater() {
  const t = useTranslations('serviceWorker');
  const [updating, setUpdating] = useState(false);

  useEffect(() => {
    if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
    const container = navigator.serviceWorker;
    let controller = container.controller;
    let reloading = false;
    const onControllerChange = () => {
      const previous = controller;
      controller = container.controller;
      // The first install claims the page without any change of version: nothing to reload.
      if (!previous || reloading) return;
      reloading = true;
      window.location.reload();
    };
    container.addEventListener('controllerchange', onControllerChange);

    container
      .register(SW_URL, { scope: '/', type: 'module', updateViaCache: 'none' })
      .then((registration) => {
        const waitFor = (worker: ServiceWorker | null) => {
          worker?.addEventListener('statechange', () => {
            if (worker.state === 'installed' && container.controller) {
              setUpdating(true);
              promote(worker);
            }
          });
        };
        if (registration.waiting && container.controller) {
          setUpdating(true);
          promote(registration.waiting);
        }
        waitFor(registration.installing);
        registration.addEventListener('updatefound', () => waitFor(registration.installing));
      })
      .catch((error: unknown) => console.warn('[sw] registration failed:', (error as Error).message));

    return () => container.removeEventListener('controllerchange', onControllerChange);
  }, []);

  if (!updating) return null;
  return (
    <p role="status" className="fixed left-1/2 top-3 z-50 -translate-x-1/2 rounded-md bg-ink px-4 py-2 text-sm text-white shadow-lg">
      {t('updating')}
    </p>
  );
}
