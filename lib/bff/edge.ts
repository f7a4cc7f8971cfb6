import { isIP } from 'node:net';
import { forwardedEntry } from '../../core/proxy-trust';
import type { Peer } from './peer-stamp';

// What the portal can rely on about the way a request came in: the client's
// address, the scheme and the origin the browser addressed. Forwarded headers
// count only with TRUST_PROXY (`proxyHops` > 0), and then only the entries the
// trusted proxies appended; otherwise the connection itself (the peer stamp)
// and the Host header speak.

export interface EdgeTrust {
  /** TRUST_PROXY */
  proxyHops: number;
  /** PUBLIC_BASE_URL's origin, when set explicitly */
  publicOrigin?: string;
}

export interface Edge {
  /** for the API's per-IP limits; undefined when unknown */
  clientIp: string | undefined;
  protocol: 'http' | 'https';
  /** scheme://host[:port] the browser addressed; undefined without a usable Host */
  origin: string | undefined;
}

/** scheme://host[:port] of an http(s) URL (default ports dropped), else undefined. */
export function originOf(value: string): string | undefined {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : undefined;
  } catch {
    return undefined;
  }
}

export function requestEdge(headers: Headers, peer: Peer | undefined, trust: EdgeTrust): Edge {
  const hops = trust.proxyHops;
  const forwardedFor = forwardedEntry(headers.get('x-forwarded-for'), hops);
  const clientIp = forwardedFor && isIP(forwardedFor) ? forwardedFor : peer?.address;
  const forwardedProto = forwardedEntry(headers.get('x-forwarded-proto'), hops)?.toLowerCase();
  const protocol = forwardedProto === 'https' || forwardedProto === 'http' ? forwardedProto : peer?.secure ? 'https' : 'http';
  const host = forwardedEntry(headers.get('x-forwarded-host'), hops) ?? headers.get('host');
  // A host with a path, user or query in it is no host.
  const origin = host && !/[/\\@?#\s]/.test(host) ? originOf(`${protocol}://${host}`) : undefined;
  return { clientIp, protocol, origin };
}

/**
 * A state-changing call must come from the portal's own pages: Sec-Fetch-Site,
 * when sent, says same-origin, and an Origin, when sent, equals (scheme, host
 * and port) the origin this request addressed or PUBLIC_BASE_URL's. With
 * neither header nothing is proven and the call is refused.
 */
export function isSameOrigin(headers: Headers, edge: Edge, trust: EdgeTrust): boolean {
  const site = headers.get('sec-fetch-site');
  if (site && site !== 'same-origin') return false;
  const origin = headers.get('origin');
  if (origin) {
    const claimed = originOf(origin);
    return claimed !== undefined && (claimed === edge.origin || claimed === trust.publicOrigin);
  }
  return site === 'same-origin';
}
