// Serves the service worker built by Serwist for Turbopack (/serwist/sw.js),
// with the offline pages precached beside Next's static chunks. /serwist is
// outside the proxy matcher (proxy.ts).
import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import type { createSerwistRoute } from '@serwist/turbopack';

type SerwistRoute = ReturnType<typeof createSerwistRoute>;

// Built once, at build time: the server answers from the prerendered files and never runs the handler. So Serwist's
// build tools (browserslist with caniuse-lite, zod, @serwist/build: ~10 MB of live heap) load when the handler first
// runs, at build or in dev, not with the server, which loads every route at start (docs/deploy.md, "Memory").
export const dynamic = 'force-static';
export const dynamicParams = false;
export const revalidate = false;

let route: Promise<SerwistRoute> | undefined;
const serwistRoute = () =>
  (route ??= import('@serwist/turbopack').then(({ createSerwistRoute }) => {
    // Changes with every commit, so a new build precaches the offline pages again.
    const revision = spawnSync('git', ['rev-parse', 'HEAD'], { encoding: 'utf-8' }).stdout?.trim() || randomUUID();
    return createSerwistRoute({
      swSrc: 'app/sw.ts',
      useNativeEsbuild: true,
      additionalPrecacheEntries: [
        { url: '/offline', revision },
        { url: '/en/offline', revision },
      ],
      // public/ holds the logos and icons; private data never sits there.
      globPatterns: ['.next/static/**/*.{js,css}', 'public/**/*.{svg,png,ico}'],
    });
  }));

export const generateStaticParams: SerwistRoute['generateStaticParams'] = async () => (await serwistRoute()).generateStaticParams();

export const GET: SerwistRoute['GET'] = async (request, context) => (await serwistRoute()).GET(request, context);
