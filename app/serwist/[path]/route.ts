// Serves the service worker built by Serwist for Turbopack (/serwist/sw.js),
// with the offline pages precached beside Next's static chunks. /serwist is
// outside the proxy matcher (proxy.ts).
import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { createSerwistRoute } from '@serwist/turbopack';

// Changes with every commit, so a new build precaches the offline pages again.
const revision = spawnSync('git', ['rev-parse', 'HEAD'], { encoding: 'utf-8' }).stdout?.trim() || randomUUID();

export const { dynamic, dynamicParams, revalidate, generateStaticParams, GET } = createSerwistRoute({
  swSrc: 'app/sw.ts',
  useNativeEsbuild: true,
  additionalPrecacheEntries: [
    { url: '/offline', revision },
    { url: '/en/offline', revision },
  ],
  // public/ holds the logos and icons; private data never sits there.
  globPatterns: ['.next/static/**/*.{js,css}', 'public/**/*.{svg,png,ico}'],
});
