// The caller's IP for the per-IP limits (sign-in, password reset, sign-up).
import { isIP } from 'node:net';
import type { Context } from 'hono';
import { forwardedEntry } from '../../core/proxy-trust';

interface Bindings {
  /** @hono/node-server: the connection the request came in on */
  incoming?: { socket?: { remoteAddress?: string } };
  /** the portal calling in-process: the address it established itself (null: unknown) */
  portalClientIp?: string | null;
}

/**
 * In process, the portal's word (it applied TRUST_PROXY itself). Over HTTP,
 * the X-Forwarded-For entry appended by the farthest of `trustedHops` proxies
 * in front of the API (TRUST_PROXY, 0 by default), else the socket's address:
 * a header the client wrote itself never counts.
 */
export function clientIp(c: Context, trustedHops: number): string | null {
  const bindings = c.env as Bindings | undefined;
  if (bindings && 'portalClientIp' in bindings) {
    const fromPortal = bindings.portalClientIp;
    return fromPortal && isIP(fromPortal) ? fromPortal : null;
  }
  const forwarded = forwardedEntry(c.req.header('x-forwarded-for'), trustedHops);
  if (forwarded && isIP(forwarded)) return forwarded;
  const socket = bindings?.incoming?.socket?.remoteAddress;
  return socket && isIP(socket) ? socket : null;
}

/** What lib/upstream.ts hands to handleApiRequest for an in-process call. */
export function inProcessBindings(portalClientIp: string | undefined): Bindings {
  return { portalClientIp: portalClientIp ?? null };
}
