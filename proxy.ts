import createIntlMiddleware from 'next-intl/middleware';
import { NextResponse, type NextRequest } from 'next/server';
import { isUndecodablePath } from './core/http/percent-encoding';
import { routing } from './i18n/routing';
import { ensureFreshTokens, nowSeconds } from './lib/auth/tokens';
import { edgeOf } from './lib/bff/origin';
import { answerApiInProxy, answersInProxy } from './lib/bff/proxy-api';
import { pageCacheControl } from './lib/server/cache-control';
import { decide } from './lib/navigation/guard';
import { localizedPath, splitLocale } from './i18n/locale-path';
import { applyPageHeaders, newNonce, pagePolicy } from './lib/server/security-headers';
import { getProxySession, isAuthorised, sessionView } from './lib/server/session';
import { undecodablePathAnswer } from './lib/server/undecodable-path';

// The early route guard composed with next-intl. It only reads the
// session cookie and refreshes tokens; every page and API call checks again,
// so the portal stays safe with this file switched off. It also gives every
// page its Content-Security-Policy with a fresh nonce (lib/server/security-headers.ts).

const intl = createIntlMiddleware(routing);

/** Only a page the person asked for is remembered, never a background prefetch. */
function isDocumentNavigation(request: NextRequest): boolean {
  const { headers } = request;
  if (request.method !== 'GET' || headers.has('rsc') || headers.has('next-router-prefetch')) return false;
  if (headers.get('purpose') === 'prefetch' || headers.get('sec-purpose')?.includes('prefetch')) return false;
  return (headers.get('sec-fetch-dest') ?? 'document') === 'document';
}

export async function proxy(request: NextRequest) {
  // The BFF: /api calls are answered here (lib/bff/proxy-api.ts), or go on to their route handlers.
  if (/^\/api(\/|$)/.test(request.nextUrl.pathname)) {
    return answersInProxy(request) ? answerApiInProxy(request) : NextResponse.next();
  }
  const https = edgeOf(request.headers).protocol === 'https';
  const policy = pagePolicy(newNonce(), { dev: process.env.NODE_ENV === 'development', https });
  // Next.js reads the nonce from the request's policy and puts it on its own scripts.
  request.headers.set('content-security-policy', policy);

  const { locale, pathname } = splitLocale(request.nextUrl.pathname);
  // Next.js would answer 500 while matching such a path to a page; paths
  // outside the page matcher are refused at the socket (lib/bff/odd-requests.ts).
  if (isUndecodablePath(request.nextUrl.pathname)) {
    const refused = await undecodablePathAnswer(locale);
    applyPageHeaders(refused.headers, policy, https);
    return refused;
  }
  // Session changes go to `scratch` (and to the request, so the page rendered
  // in this same request already sees refreshed tokens), then to the answer.
  const scratch = NextResponse.next();
  const session = await getProxySession(request, scratch);
  let changed = false;
  let renewalAway = false;

  if (isAuthorised(session)) {
    const outcome = await ensureFreshTokens(session);
    if (outcome === 'refreshed') {
      await session.save();
      changed = true;
    }
    renewalAway = outcome === 'unavailable';
  }

  const decision = decide(pathname, request.nextUrl.search, { ...sessionView(session), renewalAway }, nowSeconds());
  if (decision.action === 'redirect' && decision.rememberPath && isDocumentNavigation(request)) {
    session.redirectUri = decision.rememberPath;
    await session.save();
    changed = true;
  }

  const answer = decision.action === 'redirect' ? NextResponse.redirect(new URL(localizedPath(decision.to, locale), request.url)) : intl(request);

  if (decision.clearSession) {
    (await getProxySession(request, answer)).destroy();
  } else if (changed) {
    for (const cookie of scratch.cookies.getAll()) answer.cookies.set(cookie);
  }
  applyPageHeaders(answer.headers, policy, https);
  // Next.js keeps a Cache-Control it finds on the answer of a dynamic page (lib/server/cache-control.ts).
  if (decision.action === 'next') answer.headers.set('Cache-Control', pageCacheControl(decision.route));
  return answer;
}

export const config = {
  matcher: [
    // The BFF's calls without a body (lib/bff/proxy-api.ts). A call with one goes
    // straight to the route handler: Next.js copies every body a proxy may read
    // into memory, whole, before anything answers, and cuts it at 10 MB, which
    // would undo the forwarder's limits (docs/decisions.md, "The BFF's fast path").
    {
      source: '/api/:path*',
      missing: [
        { type: 'header', key: 'content-length' },
        { type: 'header', key: 'transfer-encoding' },
      ],
    },
    // Every page: not /api, not Next internals, not the service worker, not static files.
    '/((?!api|_next|_vercel|serwist|.*\\..*).*)',
  ],
};
