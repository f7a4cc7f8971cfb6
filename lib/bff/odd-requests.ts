// Requests Next.js cannot take, answered at the socket before it sees them:
// the asterisk form (OPTIONS *) and the methods fetch refuses (TRACE, TRACK)
// fail inside Next with a 500, and a method outside HTTP's usual set reaches
// the /api route handler as Next's bare 400. Here: 204 with Allow to OPTIONS *
// (400 to any other method with *), the forwarder's own refusal under /api
// (405 with Allow, or 404), and 405 with Allow for TRACE or TRACK on a page.
import { type IncomingMessage, Server, type ServerResponse } from 'node:http';
import { refusalFor } from './allowlist';

/** The methods Next.js route handlers take; anything else never reaches ours. */
const NEXT_METHODS = new Set(['DELETE', 'GET', 'HEAD', 'OPTIONS', 'PATCH', 'POST', 'PUT']);
const PORTAL_METHODS = [...NEXT_METHODS].join(', ');
const PAGE_METHODS = 'GET, HEAD, OPTIONS, POST';

export interface OddAnswer {
  status: number;
  allow?: string;
  code?: string;
}

/** null: an ordinary request, for Next.js. */
export function oddRequestAnswer(method: string, target: string): OddAnswer | null {
  if (target === '*') return method === 'OPTIONS' ? { status: 204, allow: PORTAL_METHODS } : { status: 400, code: 'validation_failed' };
  if (NEXT_METHODS.has(method)) return null;
  const pathname = target.split('?')[0] ?? '';
  if (pathname.startsWith('/api/')) return refusalFor(pathname);
  return method === 'TRACE' || method === 'TRACK' ? { status: 405, allow: PAGE_METHODS, code: 'method_not_allowed' } : null;
}

function send(outgoing: ServerResponse, { status, allow, code }: OddAnswer): void {
  const body = code ? JSON.stringify({ errors: [{ code, message: code }] }) : '';
  const headers: Record<string, string | number> = { 'Content-Length': Buffer.byteLength(body), 'Cache-Control': 'no-store' };
  if (allow) headers.Allow = allow;
  if (code) headers['Content-Type'] = 'application/json';
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
