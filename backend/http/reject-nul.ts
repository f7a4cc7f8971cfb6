// PostgreSQL text cannot hold U+0000: a NUL reaching a query fails in the
// database and would answer 500. Every route refuses it up front as bad input.
// The body is already held within its limit (http/body-limit runs first);
// GET, HEAD and TRACE carry none, whatever their Content-Type says (Node's
// adapter builds a TRACE as a GET that names itself TRACE, which no body may
// be given to: only a request that has one is read and rebuilt).
import { createMiddleware } from 'hono/factory';
import { ApiError } from './errors';

const NUL_IN_URL = /%00/i;

export const rejectNul = createMiddleware(async (c, next) => {
  if (NUL_IN_URL.test(c.req.url)) throw new ApiError(400, 'validation_failed');
  // Media types are case-insensitive (APPLICATION/JSON is JSON to the validators too).
  if (c.req.raw.body !== null && (c.req.header('content-type') ?? '').toLowerCase().includes('json')) {
    const text = await c.req.text().catch(() => '');
    if (text.includes('\\u0000') || text.includes('\u0000')) throw new ApiError(400, 'validation_failed');
    // Validators parse Hono's kept text; a route reading the raw request gets a fresh one.
    c.req.raw = new Request(c.req.raw, { body: text });
  }
  await next();
});
