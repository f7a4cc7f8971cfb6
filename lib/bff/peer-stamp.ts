import 'server-only';
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { subscribe } from 'node:diagnostics_channel';
import type { IncomingMessage } from 'node:http';
import { isIP, type Socket } from 'node:net';

// Next.js shows route handlers and proxy.ts no socket, and `next start` keeps
// an X-Forwarded-For the client wrote itself (it only fills the header in when
// it is missing). So the portal listens to Node's 'http.server.request.start'
// channel, which fires before Next.js sees a request, and writes the
// connection's address and transport into a header of its own. That header
// carries a secret of this process: one a client sent itself never counts,
// not even for requests that arrived before the subscription.

export const PEER_HEADER = 'x-portal-peer';
const SECRET_KEY = Symbol.for('agency-portal.peer-stamp-secret');

type Scope = typeof globalThis & { [SECRET_KEY]?: string };

/** The connection a request arrived on, as Node saw it. */
export interface Peer {
  address: string | undefined;
  /** a TLS socket (`next start --experimental-https`) */
  secure: boolean;
}

/** Called once at server start (lib/server-start.ts); later calls do nothing. */
export function stampPeers(): void {
  const scope = globalThis as Scope;
  if (scope[SECRET_KEY]) return;
  const secret = randomBytes(24).toString('base64url');
  scope[SECRET_KEY] = secret;
  subscribe('http.server.request.start', (message) => {
    const { request, socket } = message as { request: IncomingMessage; socket: Socket & { encrypted?: boolean } };
    request.headers[PEER_HEADER] = `${secret} ${socket.remoteAddress ?? '-'} ${socket.encrypted ? 'https' : 'http'}`;
  });
}

function sameSecret(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** The stamped connection facts; undefined when the stamp is missing or not this process's. */
export function peerOf(headers: Headers): Peer | undefined {
  const secret = (globalThis as Scope)[SECRET_KEY];
  const [mark, address, transport] = headers.get(PEER_HEADER)?.split(' ') ?? [];
  if (!secret || !mark || !sameSecret(mark, secret)) return undefined;
  return { address: address && isIP(address) ? address : undefined, secure: transport === 'https' };
}
