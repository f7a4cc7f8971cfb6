import 'server-only';
import { type core, safeParse } from 'zod';
import { isSafeMethod, isSameOriginRequest } from './origin';

// The fixed order of every session route handler: origin, body,
// act, answer. Errors are `{ errors: [{ code }] }` like the API's.

export function errorResponse(status: number, code: string, headers?: HeadersInit): Response {
  return Response.json({ errors: [{ code, message: code }] }, { status, headers });
}

export async function parseJsonBody<T extends core.$ZodType>(
  request: Request,
  schema: T,
): Promise<{ ok: true; data: core.output<T> } | { ok: false; response: Response }> {
  if (!isSafeMethod(request.method) && !isSameOriginRequest(request.headers)) {
    return { ok: false, response: errorResponse(403, 'invalid_origin') };
  }
  let raw: unknown;
  try {
    raw = await request.json();
  } catch {
    return { ok: false, response: errorResponse(400, 'validation_failed') };
  }
  // Full zod or zod/mini: the forms' schemas are shared with the browser, which gets the light one.
  const parsed = safeParse(schema, raw);
  if (!parsed.success) {
    const errors = parsed.error.issues.map((issue) => ({
      field: issue.path.join('.'),
      code: 'validation_failed',
      message: issue.message,
    }));
    return { ok: false, response: Response.json({ errors }, { status: 400 }) };
  }
  return { ok: true, data: parsed.data };
}
