import { PHASE_PRODUCTION_SERVER } from 'next/constants.js';

/** @type {import('next').NextConfig} */
const nextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  // Every page's <title> and meta come in the <head>, before the page, for every browser (Next otherwise streams them
  // into the body after the page, and the page can be read before it has a title). The pages' metadata reads only the
  // messages: nothing to wait for. docs/architecture.md, "Page experience".
  htmlLimitedBots: /.*/,
  // The API and its database driver run in the server process only.
  serverExternalPackages: ['@electric-sql/pglite', '@node-rs/argon2', 'pg', 'pg-boss'],
  turbopack: {
    resolveAlias: {
      // Messages are compiled on the server (i18n/compiled-messages.ts), so no bundle needs the ICU parser: use-intl's
      // own public entry without it.
      'use-intl/format-message': 'use-intl/format-message/format-only',
    },
  },
  async headers() {
    return [
      {
        source: '/:path*',
        headers: [
          { key: 'X-Content-Type-Options', value: 'nosniff' },
          { key: 'X-Frame-Options', value: 'DENY' },
          { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
          { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=()' },
        ],
      },
      {
        // Pages get their full policy with a nonce from proxy.ts; static files
        // at least cannot be framed. Not /api: a header set here would replace
        // a route handler's own (the API's sandbox policy for pictures).
        source: '/:path((?!api/).*)',
        headers: [{ key: 'Content-Security-Policy', value: "frame-ancestors 'none'" }],
      },
      {
        // The logos and icons change only with a release and carry no private data: a day fresh,
        // then served from the cache while it revalidates (Next.js says max-age=0 for public/ files).
        source: '/:file(logo\\.svg|logo-nikon\\.svg|favicon\\.ico|icons/.*)',
        headers: [{ key: 'Cache-Control', value: 'public, max-age=86400, stale-while-revalidate=604800' }],
      },
    ];
  },
};

/**
 * The plugins change how the app is built only (bundler aliases, externals), and `next start` loads this file too:
 * importing them there loaded @swc/core's and @parcel/watcher's native modules, zod and Serwist's build tools into the
 * server for nothing (+11 MB live heap, ~60 MB RSS in a bare node; docs/deploy.md, "Memory"). So the server gets the
 * plain config, and build and dev get the plugins.
 */
export default async function config(phase) {
  if (phase === PHASE_PRODUCTION_SERVER) return nextConfig;
  const [{ withSerwist }, { default: createNextIntlPlugin }] = await Promise.all([import('@serwist/turbopack'), import('next-intl/plugin')]);
  // Serwist keeps esbuild out of the server bundle: it builds the service worker (app/serwist).
  return withSerwist(createNextIntlPlugin('./i18n/request.ts')(nextConfig));
}
