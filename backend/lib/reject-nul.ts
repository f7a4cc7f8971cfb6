// PostgreSQL text cannot hold U+0000: a NUL reaching a query fails in the
// database and would answer 500. Every route refuses it up front as bad input.
import { createMiddleware } from 'hono/factory';
import { ApiError } from './errors';

const NUL_IN_URL = /%00/i;

export const rejectNul = createMiddleware(async (c, next) => {
  if (NUL_IN_URL.test(c.req.url)) throw new ApiError(400, 'validation_failed');
  const type = c.req.header('content-type') ?? '';
  if (type.includes('json')) {
    const text = await c.req.text().catch(() => '');
    if (text.includes('\\u0000') || text.includes('\u0000')) throw new ApiError(400, 'validation_failed');
    // Reading consumed the stream: later middleware (body limits) reads the raw
    // request again, so hand it a fresh one; validators use Hono's cached text.
    c.req.raw = new Request(c.req.raw, { body: text });
  }
  await next();
});
