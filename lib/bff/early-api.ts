import 'server-only';
import { type IncomingMessage, Server, type ServerResponse } from 'node:http';
import type { TLSSocket } from 'node:tls';
import type { CookieJar } from 'iron-session';
import compression from 'next/dist/compiled/compression';
import { NodeNextResponse } from 'next/dist/server/base-http/node';
import { releaseCompressionStream } from 'next/dist/server/lib/release-compression-stream';
import { sendResponse } from 'next/dist/server/send-response';
import { normalizeCdnUrl } from 'next/dist/server/server-utils';
import { signalFromNodeResponse } from 'next/dist/server/web/spec-extension/adapters/next-request';
import { RequestCookies, ResponseCookies } from 'next/dist/server/web/spec-extension/cookies';
import { fromNodeOutgoingHttpHeaders } from 'next/dist/server/web/utils';
import { openSession } from '../session';
import { accessFor } from './allowlist';
import { forwardWithSession } from './forward';
import { APP_ROUTE_VARY, type BuildAnswer, configuredHeaders } from './next-build-answer';

// The BFF's calls answered in Node's request hook, before Next.js's router,
// which alone costs about half a millisecond of CPU per call. The checks and
// the call are the route handler's own (forwardWithSession); this module only
// does what Next.js does around a route handler, with Next.js's own pieces:
// the request as the handler sees it (x-forwarded-* filled in, headers, body,
// abort signal), the session cookie serialised as next/headers does, and the
// answer written by Next.js's sendResponse after the build's headers() rules,
// the app-route Vary and compression. Anything else (refusals, OPTIONS, RSC
// requests, /api/session/*) goes to Next.js as before. docs/security.md, "BFF".

/** What the route handler exports for forwarding (OPTIONS answers there). */
export const FORWARDED_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE']);

/** Headers Next.js acts on itself (RSC, router state, middleware, internals): such a request goes to Next.js. */
const NEXT_HEADER = /^(rsc|next-|x-nextjs|x-middleware|x-invoke|x-matched-path|x-now-)/i;
/** Query parameters Next.js acts on or strips. */
const NEXT_QUERY = /(^|&)(_rsc|__next|nxtP|nxtI|nextInternal)/;

/** Whether the early path takes this request: a forwarded method on a path the allowlist forwards it on, and nothing Next.js would act on. */
export function takesEarly(method: string, target: string, rawHeaders: readonly string[]): boolean {
  if (!FORWARDED_METHODS.has(method) || !target.startsWith('/api/')) return false;
  const query = target.indexOf('?');
  const pathname = query === -1 ? target : target.slice(0, query);
  if (accessFor(pathname, method) === null) return false;
  if (query !== -1 && NEXT_QUERY.test(target.slice(query + 1))) return false;
  for (let i = 0; i < rawHeaders.length; i += 2) if (NEXT_HEADER.test(rawHeaders[i]!)) return false;
  return true;
}

/** Next.js's base server fills these in before a handler sees the request; so does the early path, the same way. */
function fillForwardedHeaders(incoming: IncomingMessage): void {
  const headers = incoming.headers;
  const socket = incoming.socket as TLSSocket;
  const forwardedProto = headers['x-forwarded-proto'];
  const https = forwardedProto ? forwardedProto === 'https' : Boolean(socket.encrypted);
  headers['x-forwarded-host'] ??= headers.host;
  headers['x-forwarded-port'] ??= String(socket.localPort ?? (https ? 443 : 80));
  headers['x-forwarded-proto'] ??= https ? 'https' : 'http';
  headers['x-forwarded-for'] ??= socket.remoteAddress;
}

/** The session cookie read from the request and written as next/headers writes it (the last write of a name wins). */
function cookieJar(headers: Headers, written: ResponseCookies): CookieJar {
  const sent = new RequestCookies(headers);
  return {
    read: (name) => sent.get(name)?.value,
    names: () => sent.getAll().map((cookie) => cookie.name),
    write: (name, value, options) => {
      written.set(name, value, options);
    },
  };
}

/** As Next.js merges the cookies a handler set into its answer (appendMutableCookies). */
function withCookies(answer: Response, written: ResponseCookies): Response {
  const cookies = written.getAll();
  if (cookies.length === 0) return answer;
  const headers = new Headers(answer.headers);
  const out = new ResponseCookies(headers);
  for (const cookie of cookies) out.set(cookie);
  return new Response(answer.body, { status: answer.status, statusText: answer.statusText, headers });
}

async function answer(incoming: IncomingMessage, outgoing: ServerResponse, build: BuildAnswer, compress: ReturnType<typeof compression> | undefined) {
  if (compress) {
    compress(incoming, outgoing, () => {});
    outgoing.once('close', () => {
      if (!outgoing.writableFinished) releaseCompressionStream(outgoing);
    });
  }
  const target = incoming.url!;
  for (const [key, value] of configuredHeaders(target.split('?', 1)[0]!, build.rules)) outgoing.setHeader(key, value);
  outgoing.appendHeader('vary', APP_ROUTE_VARY);

  // As Next.js's router: a client that goes away mid-body must not bring the process down.
  incoming.on('error', () => {});
  fillForwardedHeaders(incoming);
  const headers = fromNodeOutgoingHttpHeaders(incoming.headers);
  const method = incoming.method!;
  const hasBody = method !== 'GET' && method !== 'HEAD';
  const signal = signalFromNodeResponse(outgoing);
  // The route module writes the query again from its parsed form ('%20' becomes '+', 'f' becomes 'f='): so does this.
  const asRouted = { url: target };
  normalizeCdnUrl(asRouted as unknown as IncomingMessage, []);
  const request = new Request(new URL(asRouted.url, 'http://n'), {
    method,
    headers,
    signal,
    ...(hasBody && !signal.aborted ? { body: incoming as unknown as ReadableStream, duplex: 'half' } : {}),
  } as RequestInit);
  const written = new ResponseCookies(new Headers());
  const forwarded = await forwardWithSession(request, () => openSession(cookieJar(headers, written)));
  await sendResponse({ method } as never, new NodeNextResponse(outgoing), withCookies(forwarded, written));
}

const INSTALLED = Symbol.for('agency-portal.early-api');

/**
 * Patches every http.Server of the process (`next start` builds its own) so
 * the BFF's forwarded calls are answered before Next.js sees them.
 */
export function answerApiEarly(build: BuildAnswer): void {
  const prototype = Server.prototype as Server & { [INSTALLED]?: true };
  if (prototype[INSTALLED]) return;
  prototype[INSTALLED] = true;
  const compress = build.compress ? compression() : undefined;
  const emit = prototype.emit;
  prototype.emit = function emitAnsweringApiEarly(this: Server, event: string | symbol, ...args: unknown[]) {
    if (event === 'request') {
      const [incoming, outgoing] = args as [IncomingMessage, ServerResponse];
      if (takesEarly(incoming.method ?? '', incoming.url ?? '', incoming.rawHeaders)) {
        answer(incoming, outgoing, build, compress)
          .catch((error: unknown) => {
            console.error(`[bff] ${incoming.method} ${incoming.url} failed:`, error);
            // As Next.js answers a throwing route handler: an empty 500, or the end of an answer already under way.
            if (outgoing.headersSent) return void outgoing.end();
            return sendResponse({ method: incoming.method } as never, new NodeNextResponse(outgoing), new Response(null, { status: 500 }));
          })
          .catch(() => outgoing.destroy());
        return true;
      }
    }
    return emit.apply(this, [event, ...args] as Parameters<typeof emit>);
  } as typeof prototype.emit;
}
