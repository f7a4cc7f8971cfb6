// Tells "the database is unreachable" (stopped, restarting, the network or the pool's connect timeout) from every
// other failure, so the API answers 503 with Retry-After for those and 500 for the rest (docs/security.md, "When the
// database is away"). Pure: it reads the error and its causes (Drizzle wraps the driver's error in `cause`).

import { UNAVAILABLE_RETRY_AFTER_SECONDS } from '../../core/http/retry-after';

/** What a 503 for an unreachable database asks clients to wait before trying again, in seconds. */
export const DATABASE_RETRY_AFTER_SECONDS = UNAVAILABLE_RETRY_AFTER_SECONDS;

/** Socket errors of a connection that cannot be made or was lost. */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'EHOSTDOWN', 'ENOTFOUND', 'EAI_AGAIN', 'EPIPE']);

/**
 * PostgreSQL's SQLSTATEs of a server that is going or not there yet: 57P01 admin shutdown, 57P02 crash shutdown,
 * 57P03 cannot connect now (starting up, shutting down), 53300 too many connections; class 08 is every connection
 * exception.
 */
const SERVER_CODES = new Set(['57P01', '57P02', '57P03', '53300']);

/** node-postgres and pg-pool raise these without a code: the server went away mid-connection, or never answered. */
const DRIVER_MESSAGES = [
  'Connection terminated unexpectedly',
  'Connection terminated due to connection timeout',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
];

/** How deep the cause chain is followed (a cycle must not loop forever). */
const MAX_DEPTH = 5;

/** The reason an error means the database is unreachable (a code or the driver's words, for the log), or null. */
export function databaseUnreachableReason(error: unknown, depth = 0): string | null {
  if (depth > MAX_DEPTH || typeof error !== 'object' || error === null) return null;
  const { code, message, cause, errors } = error as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || SERVER_CODES.has(code) || /^08[0-9A-Z]{3}$/.test(code))) return code;
  if (typeof message === 'string') {
    const known = DRIVER_MESSAGES.find((text) => message.startsWith(text));
    if (known) return known;
  }
  // A host name with several addresses fails as one AggregateError, one error per address.
  if (Array.isArray(errors)) {
    for (const each of errors) {
      const reason = databaseUnreachableReason(each, depth + 1);
      if (reason) return reason;
    }
  }
  return databaseUnreachableReason(cause, depth + 1);
}
