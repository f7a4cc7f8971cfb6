// Registers the service worker and carries out the update flow: a new
// version that waits is told to skip waiting, and the page reloads once the
// new version controls it (once: a reload loop helps nobody). Loaded by
// service-worker-updater.tsx after the page has come up, not with it.
export const SW_URL = '/serwist/sw.js';

function promote(worker: ServiceWorker | null) {
  worker?.postMessage({ type: 'SKIP_WAITING' });
}

/** Registers; `onUpdating` is called when a new version is taking over. Returns what stops listening. */
export function registerServiceWorker(container: ServiceWorkerContainer, onUpdating: () => void): () => void {
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
            onUpdating();
            promote(worker);
          }
        });
      };
      if (registration.waiting && container.controller) {
        onUpdating();
        promote(registration.waiting);
      }
      waitFor(registration.installing);
      registration.addEventListener('updatefound', () => waitFor(registration.installing));
    })
    .catch((error: unknown) => console.warn('[sw] registration failed:', (error as Error).message));

  return () => container.removeEventListener('controllerchange', onControllerChange);
}
