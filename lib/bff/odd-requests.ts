// Requests Next.js cannot take: the asterisk form (OPTIONS *) and the methods
// fetch refuses (TRACE, TRACK) fail inside Next with a 500, and a method
// outside HTTP's usual set reaches the /api route handler as Next's bare 400.
// The answers: 204 with Allow to OPTIONS * (400 to any other method with *),
// the forwarder's own refusal under /api (405 with Allow, or 404), and 405
// with Allow for TRACE or TRACK on a page. A path that does not decode
// (core/http/percent-encoding.ts) and that proxy.ts never sees, Next answers
// 500: here the forwarder's 404 under /api, else 400.
//
// Node's documented 'http.server.request.start' channel meets each request
// before Next.js does (as lib/bff/peer-stamp.ts); an odd one is turned there
// into a plain GET of ODD_REQUEST_PATH carrying its answer under this
// process's secret, and that route handler gives the answer. No server is
// patched and no Next.js internal is used. docs/security.md, "The BFF".
import 'server-only';
import { subscribe } from 'node:diagnostics_channel';
import type { IncomingMessage } from 'node:http';
import { z } from 'zod';
import { isUndecodablePath } from '../../core/http/percent-encoding';
import { refusalFor } from './allowlist';
import { isProcessStamp, processStamp } from './process-stamp';

/** The methods Next.js route handlers take; anything else never reaches ours. */
const NEXT_METHODS = new Set(['DELETE', 'GET', 'HEAD', 'OPTIONS', 'PATCH', 'POST', 'PUT']);
const PORTAL_METHODS = [...NEXT_METHODS].join(', ');
const PAGE_METHODS = 'GET, HEAD, OPTIONS, POST';
/**
 * Paths proxy.ts's matcher leaves out (it refuses an undecodable page path
 * itself): /api, Next's internals, the service worker, anything with a dot.
 * tests/unit/odd-requests.test.ts holds this to the matcher.
 */
const OUTSIDE_PROXY = /^\/(api|_next|_vercel|serwist)|\./;

export interface OddAnswer {
  status: number;
  allow?: string;
  /** an error code: a JSON body in the error shape */
  code?: string;
  /** else a plain-text body */
  text?: string;
}

/** null: an ordinary request, for Next.js. */
export function oddRequestAnswer(method: string, target: string): OddAnswer | null {
  if (target === '*') return method === 'OPTIONS' ? { status: 204, allow: PORTAL_METHODS } : { status: 400, code: 'validation_failed' };
  const pathname = target.split('?')[0] ?? '';
  if (isUndecodablePath(pathname) && OUTSIDE_PROXY.test(pathname)) {
    return pathname.startsWith('/api/') ? refusalFor(pathname) : { status: 400, text: 'Bad Request' };
  }
  if (NEXT_METHODS.has(method)) return null;
  if (pathname.startsWith('/api/')) return refusalFor(pathname);
  return method === 'TRACE' || method === 'TRACK' ? { status: 405, allow: PAGE_METHODS, code: 'method_not_allowed' } : null;
}

/** The route that gives an odd request its answer (app/api/session/odd-request/route.ts). */
export const ODD_REQUEST_PATH = '/api/session/odd-request';
const ODD_HEADER = 'x-portal-odd';

const oddAnswerSchema = z.object({
  status: z.number().int().min(200).max(599),
  allow: z.string().optional(),
  code: z.string().optional(),
  text: z.string().optional(),
});

const INSTALLED = Symbol.for('agency-portal.odd-requests');

/** Called once at server start (lib/server/server-start.ts); later calls do nothing. */
export function routeOddRequests(): void {
  const scope = globalThis as typeof globalThis & { [INSTALLED]?: true };
  if (scope[INSTALLED]) return;
  scope[INSTALLED] = true;
  const secret = processStamp();
  subscribe('http.server.request.start', (message) => {
    const { request } = message as { request: IncomingMessage };
    const answer = oddRequestAnswer(request.method ?? '', request.url ?? '');
    if (!answer) return;
    request.headers[ODD_HEADER] = `${secret} ${Buffer.from(JSON.stringify(answer)).toString('base64url')}`;
    // HEAD stays HEAD, so the answer goes without a body as the client expects; a body sent is left unread.
    request.method = request.method === 'HEAD' ? 'HEAD' : 'GET';
    request.url = ODD_REQUEST_PATH;
  });
}

/** The answer the socket wrote into the request; undefined when a client wrote the header itself. */
export function oddAnswerOf(headers: Headers): OddAnswer | undefined {
  const [mark, encoded] = headers.get(ODD_HEADER)?.split(' ') ?? [];
  if (!isProcessStamp(mark) || !encoded) return undefined;
  try {
    return oddAnswerSchema.parse(JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8')));
  } catch {
    return undefined;
  }
}

/** The answer as a response: the error shape for a code, else plain text; never cached. */
export function oddResponse({ status, allow, code, text }: OddAnswer): Response {
  const headers: Record<string, string> = { 'cache-control': 'no-store' };
  if (allow) headers.allow = allow;
  if (status === 204) return new Response(null, { status, headers });
  if (code) return Response.json({ errors: [{ code, message: code }] }, { status, headers });
  return new Response(text ?? '', { status, headers: { ...headers, 'content-type': 'text/plain; charset=utf-8' } });
}
