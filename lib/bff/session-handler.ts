import 'server-only';
import { type core, safeParse } from 'zod';
import { SMALL_BODY_BYTES } from '../../core/http/body-limits';
import { TOO_LARGE, readBodyWithin } from '../../core/http/read-body';
import { UNAVAILABLE_RETRY_AFTER_SECONDS } from '../../core/http/retry-after';
import { isSafeMethod, isSameOriginRequest } from './origin';
import { type SessionRoute, sessionRouteMethods } from './session-routes';

// The fixed order of every session route handler: origin, body (within the
// small limit while it arrives), act, answer. Errors are `{ errors: [{ code }] }` like the API's.

type Refused = { ok: false; response: Response };

export function errorResponse(status: number, code: string, headers?: HeadersInit): Response {
  return Response.json({ errors: [{ code, message: code }] }, { status, headers });
}

/** The API is briefly away (its database): 503 with the wait it asks for; the session stays as it is. */
export function unavailableResponse(): Response {
  return errorResponse(503, 'service_unavailable', { 'retry-after': String(UNAVAILABLE_RETRY_AFTER_SECONDS) });
}

const refused = (status: number, code: string): Refused => ({ ok: false, response: errorResponse(status, code) });

/**
 * The first two steps, before any session work: a state-changing call only
 * from the portal's own pages (403), then the body read within
 * SMALL_BODY_BYTES, refused (413) at the first chunk past it: a route that
 * needs no body still reads none beyond that.
 */
export async function admitRequest(request: Request): Promise<{ ok: true; body: Uint8Array<ArrayBuffer> | null } | Refused> {
  if (!isSafeMethod(request.method) && !isSameOriginRequest(request.headers)) return refused(403, 'invalid_origin');
  const body = await readBodyWithin(request, SMALL_BODY_BYTES);
  if (body === TOO_LARGE) return refused(413, 'payload_too_large');
  return { ok: true, body };
}

export async function parseJsonBody<T extends core.$ZodType>(request: Request, schema: T): Promise<{ ok: true; data: core.output<T> } | Refused> {
  const admitted = await admitRequest(request);
  if (!admitted.ok) return admitted;
  let raw: unknown;
  try {
    // As request.json(): UTF-8, a leading BOM dropped.
    raw = JSON.parse(new TextDecoder().decode(admitted.body ?? undefined));
  } catch {
    return refused(400, 'validation_failed');
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

/** A form's fields (urlencoded or multipart, as request.formData() reads them); null when the body is no form. */
export async function parseFormBody(request: Request): Promise<{ ok: true; data: FormData | null } | Refused> {
  const admitted = await admitRequest(request);
  if (!admitted.ok) return admitted;
  const form = new Response(admitted.body, { headers: { 'content-type': request.headers.get('content-type') ?? '' } });
  return { ok: true, data: await form.formData().catch(() => null) };
}

/**
 * Handlers for the methods a session route does not take, from the table
 * (lib/bff/session-routes.ts): 405 with Allow in the error shape (Next.js's
 * own 405 has neither), and OPTIONS naming the methods.
 */
export function otherMethods(route: SessionRoute) {
  const allow = sessionRouteMethods(route).join(', ');
  const refuse = async () => errorResponse(405, 'method_not_allowed', { allow });
  return {
    GET: refuse,
    HEAD: refuse,
    POST: refuse,
    PUT: refuse,
    PATCH: refuse,
    DELETE: refuse,
    OPTIONS: async () => new Response(null, { status: 204, headers: { allow } }),
  };
}
