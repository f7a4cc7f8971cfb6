import 'server-only';
import { randomBytes, timingSafeEqual } from 'node:crypto';

// A secret of this process, for the headers the portal writes into a request
// at the socket (lib/bff/peer-stamp.ts, lib/bff/odd-requests.ts) before
// Next.js sees it: a header a client wrote itself never carries it.

const SECRET_KEY = Symbol.for('agency-portal.process-stamp-secret');
type Scope = typeof globalThis & { [SECRET_KEY]?: string };

/** The process's secret, made on first use (globalThis: Next.js may load this module in more than one bundle). */
export function processStamp(): string {
  const scope = globalThis as Scope;
  scope[SECRET_KEY] ??= randomBytes(24).toString('base64url');
  return scope[SECRET_KEY];
}

/** Whether a mark read from a header is this process's secret (never true before the secret exists). */
export function isProcessStamp(mark: string | undefined): boolean {
  const secret = (globalThis as Scope)[SECRET_KEY];
  if (!secret || !mark) return false;
  const left = Buffer.from(mark);
  const right = Buffer.from(secret);
  return left.length === right.length && timingSafeEqual(left, right);
}
