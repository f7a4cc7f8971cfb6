// Requests Next.js cannot take, answered at the socket before it sees them:
// the asterisk form (OPTIONS *) and the methods fetch refuses (TRACE, TRACK)
// fail inside Next with a 500, and a method outside HTTP's usual set reaches
// the /api route handler as Next's bare 400. Here: 204 with Allow to OPTIONS *
// (400 to any other method with *), the forwarder's own refusal under /api
// (405 with Allow, or 404), and 405 with Allow for TRACE or TRACK on a page.
// A path that does not decode (core/http/percent-encoding.ts) and that proxy.ts
// never sees, Next answers 500: here the forwarder's 404 under /api, else 400.
import { type IncomingMessage, Server, type ServerResponse } from 'node:http';
import { isUndecodablePath } from '../../core/http/percent-encoding';
import { refusalFor } from './allowlist';

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

function send(outgoing: ServerResponse, { status, allow, code, text }: OddAnswer): void {
  const body = code ? JSON.stringify({ errors: [{ code, message: code }] }) : (text ?? '');
  const headers: Record<string, string | number> = { 'Content-Length': Buffer.byteLength(body), 'Cache-Control': 'no-store' };
  if (allow) headers.Allow = allow;
  if (code) headers['Content-Type'] = 'application/json';
  else if (text) headers['Content-Type'] = 'text/plain; charset=utf-8';
  outgoing.writeHead(status, headers).end(body);
}

const INSTALLED = Symbol.for('agency-portal.odd-requests');

/**
 * `next start` builds its HTTP server itself, so its 'request' event is met on
 * the way in: every http.Server of the process hears odd requests here first.
 */
export function answerOddRequests(): void {
  const prototype = Server.prototype as Server & { [INSTALLED]?: true };
  if (prototype[INSTALLED]) return;
  prototype[INSTALLED] = true;
  const emit = prototype.emit;
  prototype.emit = function emitAnsweringOddRequests(this: Server, event: string | symbol, ...args: unknown[]) {
    if (event === 'request') {
      const [incoming, outgoing] = args as [IncomingMessage, ServerResponse];
      const answer = oddRequestAnswer(incoming.method ?? '', incoming.url ?? '');
      if (answer) {
        incoming.resume(); // a body, if any, is discarded
        send(outgoing, answer);
        return true;
      }
    }
    return emit.apply(this, [event, ...args] as Parameters<typeof emit>);
  } as typeof prototype.emit;
}
