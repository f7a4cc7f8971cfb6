// PostgreSQL text cannot hold U+0000: a NUL reaching a query fails in the
// database and would answer 500. Every route refuses it up front as bad input.
// The body is already held within its limit (http/body-limit runs first);
// GET and HEAD carry none, whatever their Content-Type says.
import { createMiddleware } from 'hono/factory';
import { ApiError } from './errors';

const NUL_IN_URL = /%00/i;

export const rejectNul = createMiddleware(async (c, next) => {
  if (NUL_IN_URL.test(c.req.url)) throw new ApiError(400, 'validation_failed');
  const hasBody = c.req.method !== 'GET' && c.req.method !== 'HEAD';
  if (hasBody && (c.req.header('content-type') ?? '').includes('json')) {
    const text = await c.req.text().catch(() => '');
    if (text.includes('\\u0000') || text.includes('\u0000')) throw new ApiError(400, 'validation_failed');
    // Validators parse Hono's kept text; a route reading the raw request gets a fresh one.
    c.req.raw = new Request(c.req.raw, { body: text });
  }
  await next();
});
