import 'server-only';
import { portalEnv } from '../server/env';
import { type Edge, type EdgeTrust, isSameOrigin, requestEdge } from './edge';
import { peerOf } from './peer-stamp';

// The request's way in (lib/bff/edge.ts) under this portal's TRUST_PROXY and
// PUBLIC_BASE_URL, for route handlers and proxy.ts.

function trust(): EdgeTrust {
  const env = portalEnv();
  return { proxyHops: env.TRUST_PROXY, publicOrigin: env.publicOrigin };
}

export function edgeOf(headers: Headers): Edge {
  return requestEdge(headers, peerOf(headers), trust());
}

/** State-changing calls must come from the portal's own pages (CSRF). */
export function isSameOriginRequest(headers: Headers): boolean {
  return isSameOrigin(headers, edgeOf(headers), trust());
}

export function isSafeMethod(method: string): boolean {
  return method === 'GET' || method === 'HEAD' || method === 'OPTIONS';
}

/** The client's address for the API's per-IP limits, never one the client wrote itself. */
export function clientIpOf(headers: Headers): string | undefined {
  return edgeOf(headers).clientIp;
}
