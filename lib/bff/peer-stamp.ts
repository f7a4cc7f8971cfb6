import 'server-only';
import { subscribe } from 'node:diagnostics_channel';
import type { IncomingMessage } from 'node:http';
import { isIP, type Socket } from 'node:net';
import { isProcessStamp, processStamp } from './process-stamp';

// Next.js shows route handlers and proxy.ts no socket, and `next start` keeps
// an X-Forwarded-For the client wrote itself (it only fills the header in when
// it is missing). So the portal listens to Node's 'http.server.request.start'
// channel, which fires before Next.js sees a request, and writes the
// connection's address and transport into a header of its own. That header
// carries a secret of this process (lib/bff/process-stamp.ts): one a client
// sent itself never counts, not even for requests that arrived before the
// subscription.

export const PEER_HEADER = 'x-portal-peer';
const INSTALLED = Symbol.for('agency-portal.peer-stamp');

type Scope = typeof globalThis & { [INSTALLED]?: true };

/** The connection a request arrived on, as Node saw it. */
export interface Peer {
  address: string | undefined;
  /** a TLS socket (`next start --experimental-https`) */
  secure: boolean;
}

/** Called once at server start (lib/server/server-start.ts); later calls do nothing. */
export function stampPeers(): void {
  const scope = globalThis as Scope;
  if (scope[INSTALLED]) return;
  scope[INSTALLED] = true;
  const secret = processStamp();
  subscribe('http.server.request.start', (message) => {
    const { request, socket } = message as { request: IncomingMessage; socket: Socket & { encrypted?: boolean } };
    request.headers[PEER_HEADER] = `${secret} ${socket.remoteAddress ?? '-'} ${socket.encrypted ? 'https' : 'http'}`;
  });
}

/** The stamped connection facts; undefined when the stamp is missing or not this process's. */
export function peerOf(headers: Headers): Peer | undefined {
  const [mark, address, transport] = headers.get(PEER_HEADER)?.split(' ') ?? [];
  if (!isProcessStamp(mark)) return undefined;
  return { address: address && isIP(address) ? address : undefined, secure: transport === 'https' };
}
