// The last line of defence (docs/architecture.md): every failure leaves as the error
// body; unexpected ones are logged here and never show a stack or SQL.
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { databaseOutage } from '../db/outage-log';
import { DATABASE_RETRY_AFTER_SECONDS, databaseUnreachableReason } from '../db/unreachable';
import { ApiError, type BackendErrorCode, answerError } from './errors';

/** Hono's own exceptions: malformed JSON (400), wrong media type (415), body limits (413). */
const CODE_BY_STATUS: Partial<Record<number, BackendErrorCode>> = {
  400: 'validation_failed',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  413: 'payload_too_large',
  415: 'validation_failed',
  429: 'too_many_attempts',
};

export function handleError(error: Error, c: Context): Response {
  if (error instanceof ApiError) return answerError(c, error);
  if (error instanceof HTTPException && error.status < 500) {
    const code = CODE_BY_STATUS[error.status] ?? 'generic';
    return answerError(c, new ApiError(error.status as ContentfulStatusCode, code));
  }
  // The database away: 503 with Retry-After, one warning line for the outage rather than a stack per request.
  const unreachable = databaseUnreachableReason(error);
  if (unreachable) {
    databaseOutage.unreachable(unreachable);
    return answerError(c, new ApiError(503, 'service_unavailable', { headers: { 'Retry-After': String(DATABASE_RETRY_AFTER_SECONDS) } }));
  }
  console.error(`[backend] ${c.req.method} ${new URL(c.req.url).pathname} failed:`, error);
  return answerError(c, new ApiError(500, 'generic'));
}
