import 'server-only';
import { ensureFreshTokens } from '../auth/tokens';
import { getSession, isAuthorised } from '../session';
import { callApi } from '../upstream';
import { accessFor } from './allowlist';
import { clientIpOf, isSafeMethod, isSameOriginRequest } from './origin';

// The browser's only way to the API: adds the bearer token from the session,
// refreshes it near expiry, and passes back nothing that identifies the session.

const MAX_BODY_BYTES = 20 * 1024 * 1024;
/** Headers of the API's answer the browser may see; never Set-Cookie. The policy keeps an uploaded SVG's scripts dead. */
const PASSED_BACK = ['content-type', 'content-disposition', 'cache-control', 'retry-after', 'etag', 'last-modified', 'content-security-policy', 'x-content-type-options'];

function errorAnswer(status: number, code: string, headers?: HeadersInit): Response {
  return Response.json({ errors: [{ code, message: code }] }, { status, headers });
}

async function readBody(request: Request): Promise<ArrayBuffer | null | 'too-large'> {
  if (isSafeMethod(request.method)) return null;
  const declared = Number(request.headers.get('content-length') ?? 0);
  if (declared > MAX_BODY_BYTES) return 'too-large';
  const body = await request.arrayBuffer();
  return body.byteLength > MAX_BODY_BYTES ? 'too-large' : body;
}

export async function forwardToApi(request: Request): Promise<Response> {
  const url = new URL(request.url);
  const access = accessFor(url.pathname, request.method);
  if (!access) return errorAnswer(404, 'not_found');
  if (!isSafeMethod(request.method) && !isSameOriginRequest(request.headers)) return errorAnswer(403, 'invalid_origin');

  const session = await getSession();
  const signedIn = isAuthorised(session);
  if (access === 'session' && !signedIn) return errorAnswer(401, 'unauthorized');
  if (signedIn) {
    const outcome = await ensureFreshTokens(session);
    if (outcome === 'expired') {
      session.destroy();
      return errorAnswer(401, 'expired_session');
    }
    if (outcome === 'refreshed') await session.save();
  }

  const body = await readBody(request);
  if (body === 'too-large') return errorAnswer(413, 'payload_too_large');
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
  const headers = new Headers();
  for (const name of PASSED_BACK) {
    const value = answer.headers.get(name);
    if (value) headers.set(name, value);
  }
  headers.set('cache-control', headers.get('cache-control') ?? 'no-store');
  return new Response(answer.body, { status: answer.status, headers });
}
