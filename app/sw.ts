/// <reference lib="webworker" />
// The service worker (Serwist, issue 6). Precaches the shell (Next's static
// chunks, public files, the offline pages); pages and /api are never cached,
// since they carry personal data, and a page that cannot load offline gets
// the offline page of its language. A new version waits until a page tells it
// to skip waiting (components/pwa/service-worker-registration.ts).
import { CacheFirst, ExpirationPlugin, NetworkOnly, type PrecacheEntry, Serwist, type SerwistGlobalConfig } from 'serwist';

declare global {
  interface WorkerGlobalScope extends SerwistGlobalConfig {
    __SW_MANIFEST: (PrecacheEntry | string)[] | undefined;
  }
}

declare const self: ServiceWorkerGlobalScope;

const isEnglish = (request: Request) => {
  const { pathname } = new URL(request.url);
  return pathname === '/en' || pathname.startsWith('/en/');
};

const serwist = new Serwist({
  precacheEntries: self.__SW_MANIFEST,
  skipWaiting: false,
  clientsClaim: true,
  navigationPreload: false,
  runtimeCaching: [
    {
      matcher: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/_next/static/'),
      handler: new CacheFirst({ cacheName: 'static-chunks', plugins: [new ExpirationPlugin({ maxEntries: 128, maxAgeSeconds: 30 * 24 * 60 * 60 })] }),
    },
    { matcher: ({ request }) => request.mode === 'navigate', handler: new NetworkOnly() },
  ],
  fallbacks: {
    entries: [
      { url: '/en/offline', matcher: ({ request }) => request.destination === 'document' && isEnglish(request) },
      { url: '/offline', matcher: ({ request }) => request.destination === 'document' },
    ],
  },
});

serwist.addEventListeners();
