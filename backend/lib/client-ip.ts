// The caller's IP for the per-IP login limit.
import { isIP } from 'node:net';
import type { Context } from 'hono';

interface NodeBindings {
  incoming?: { socket?: { remoteAddress?: string } };
}

/**
 * Behind a proxy (TRUST_PROXY, the default) the first X-Forwarded-For entry
 * is the client; otherwise the socket's address. In-process calls have no
 * socket, so without a forwarded address the answer is null (no IP limit).
 */
export function clientIp(c: Context, trustProxy: boolean): string | null {
  if (trustProxy) {
    const first = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (first && isIP(first)) return first;
  }
  const socket = (c.env as NodeBindings | undefined)?.incoming?.socket?.remoteAddress;
  return socket && isIP(socket) ? socket : null;
}
