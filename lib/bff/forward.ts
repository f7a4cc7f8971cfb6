import 'server-only';
import { ensureFreshTokens } from '../auth/tokens';
import { getSession, isAuthorised, type PortalSession } from '../server/session';
import { callApi } from '../upstream';
import { bodyLimitFor } from '../../core/http/body-limits';
import { TOO_LARGE, readBodyWithin } from '../../core/http/read-body';
import { UNAVAILABLE_RETRY_AFTER_SECONDS } from '../../core/http/retry-after';
import { accessFor, allowedMethodsFor, methodsInBoth, refusalFor } from './allowlist';
import { apiKeyOf, carriesSessionCookie } from './api-key-call';
import { clientIpOf, isSafeMethod, isSameOriginRequest } from './origin';

// The browser's only way to the API: adds the bearer token from the session,
// refreshes it near expiry, and passes back nothing that identifies the session.

/** Headers of the API's answer the browser may see; never Set-Cookie. The policy keeps an uploaded SVG's scripts dead. */
const PASSED_BACK = [
  'content-type',
  'content-disposition',
  'cache-control',
  'retry-after',
  'etag',
  'last-modified',
  'allow',
  'content-security-policy',
  'x-content-type-options',
];

function errorAnswer(status: number, code: string, headers?: HeadersInit): Response {
  return Response.json({ errors: [{ code, message: code }] }, { status, headers });
}

function refusal(pathname: string): Response {
  const { status, code, allow } = refusalFor(pathname);
  return errorAnswer(status, code, allow ? { allow } : undefined);
}

/**
 * OPTIONS names the methods the API takes at the path among those the portal forwards there (Next's own answer
 * would list every method the handler exports, the allowlist alone every method of a broad rule). The API's own
 * OPTIONS needs no session; while it cannot be asked, the allowlist's methods stand.
 */
export async function answerOptions(request: Request): Promise<Response> {
  const { pathname } = new URL(request.url);
  const forwarded = allowedMethodsFor(pathname);
  if (forwarded.length === 0) return errorAnswer(404, 'not_found');
  const api = await callApi(pathname, { method: 'OPTIONS' });
  if (api.status === 404) return errorAnswer(404, 'not_found');
  const allowed = api.status === 204 ? methodsInBoth(forwarded, api.headers.get('allow')) : forwarded;
  return new Response(null, { status: 204, headers: { allow: allowed.join(', ') } });
}

/** The route handler: the session through next/headers. */
export function forwardToApi(request: Request): Promise<Response> {
  return forwardWithSession(request, getSession);
}

/**
 * Every check and the call itself, for the route handler and for proxy.ts
 * (lib/bff/proxy-api.ts) alike: only the way the session cookie is read and
 * written differs. `openSession` runs after the body is read.
 */
export async function forwardWithSession(request: Request, openSession: () => Promise<PortalSession>): Promise<Response> {
  const url = new URL(request.url);
  const access = accessFor(url.pathname, request.method);
  if (!access) return refusal(url.pathname);
  const apiKey = apiKeyOf(request.headers);
  if (apiKey !== null) return forwardWithKey(request, url, apiKey);
  if (!isSafeMethod(request.method) && !isSameOriginRequest(request.headers)) return errorAnswer(403, 'invalid_origin');
  // The body is read within the API's limit for the path before any session work.
  const body = await readBodyWithin(request, bodyLimitFor(url.pathname));
  if (body === TOO_LARGE) return errorAnswer(413, 'payload_too_large');

  const session = await openSession();
  const signedIn = isAuthorised(session);
  let refreshed = false;
  if (access === 'session' && !signedIn) return errorAnswer(401, 'unauthorized');
  if (signedIn) {
    const outcome = await ensureFreshTokens(session);
    if (outcome === 'expired') {
      session.destroy();
      return errorAnswer(401, 'expired_session');
    }
    if (outcome === 'unavailable') return errorAnswer(503, 'service_unavailable', { 'retry-after': String(UNAVAILABLE_RETRY_AFTER_SECONDS) });
    refreshed = outcome === 'refreshed';
    if (refreshed) await session.save();
  }

  const answer = await callApi(url.pathname + url.search, {
    method: request.method,
    body,
    contentType: request.headers.get('content-type'),
    accessToken: signedIn ? session.accessToken : undefined,
    agencyId: signedIn ? session.agencyId : undefined,
    clientIp: clientIpOf(request.headers),
    acceptLanguage: request.headers.get('accept-language'),
    signal: request.signal,
  });

  if (answer.status === 401 && signedIn) {
    session.destroy();
    return errorAnswer(401, 'unauthorized');
  }
  const headers = passedBack(answer);
  // An answer that renews the session cookie is the caller's alone, whatever the API allows.
  headers.set('cache-control', refreshed ? 'private, no-store' : (headers.get('cache-control') ?? 'no-store'));
  return new Response(answer.body, { status: answer.status, headers });
}

function passedBack(answer: Response): Headers {
  const headers = new Headers();
  for (const name of PASSED_BACK) {
    const value = answer.headers.get(name);
    if (value) headers.set(name, value);
  }
  return headers;
}

/**
 * A call with an API key (lib/bff/api-key-call.ts): refused beside the session
 * cookie; else forwarded with the key alone, the session never opened. No
 * origin check: without a cookie there is no ambient credential for another
 * site to borrow, and a browser sends Authorization cross-site only after a
 * preflight the portal never grants.
 */
async function forwardWithKey(request: Request, url: URL, apiKey: string): Promise<Response> {
  if (carriesSessionCookie(request.headers)) return errorAnswer(400, 'mixed_credentials');
  const body = await readBodyWithin(request, bodyLimitFor(url.pathname));
  if (body === TOO_LARGE) return errorAnswer(413, 'payload_too_large');
  const answer = await callApi(url.pathname + url.search, {
    method: request.method,
    body,
    contentType: request.headers.get('content-type'),
    accessToken: apiKey,
    clientIp: clientIpOf(request.headers),
    acceptLanguage: request.headers.get('accept-language'),
    signal: request.signal,
  });
  const headers = passedBack(answer);
  headers.set('cache-control', 'private, no-store');
  return new Response(answer.body, { status: answer.status, headers });
}
