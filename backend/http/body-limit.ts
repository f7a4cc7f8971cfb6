// The API's first middleware: a request body is read, within its path's limit
// (core/http/body-limits), before authentication, the NUL check or any parsing; more
// answers 413. Later readers get the bytes already held.
import { createMiddleware } from 'hono/factory';
import { bodyLimitFor } from '../../core/http/body-limits';
import { TOO_LARGE, readBodyWithin } from '../../core/http/read-body';
import { ApiError } from './errors';

export const limitRequestBody = createMiddleware(async (c, next) => {
  const body = await readBodyWithin(c.req.raw, bodyLimitFor(c.req.path));
  if (body === TOO_LARGE) throw new ApiError(413, 'payload_too_large');
  if (body !== null) c.req.raw = new Request(c.req.raw, { body });
  await next();
});
