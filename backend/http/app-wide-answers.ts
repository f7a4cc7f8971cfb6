// Answers every route can give because of app-wide middleware, written into
// each operation of the OpenAPI document from the rules that produce them, so
// the document declares what the API truly answers:
// 400 — a NUL character anywhere in the address (http/reject-nul), a query
//       parameter the operation does not declare (http/api-app);
// 413 — a body over the path's limit, for every method that may carry one (http/body-limit);
// 415 — a body that is not of the operation's declared JSON or form media type;
// 503 — the database unreachable, with Retry-After (http/error-handler, db/unreachable).
import type { OpenAPIHono } from '@hono/zod-openapi';
import { bodyLimitFor } from '../../core/http/body-limits';
import { errorResponse } from './openapi';

const BODY_METHODS = new Set(['post', 'put', 'patch', 'delete']);

/** The media types whose bodies the validators parse, refusing any other Content-Type. */
const isCheckedMediaType = (type: string) => /json|form/i.test(type);

const kilobytes = (bytes: number) => `${Math.round(bytes / 1024).toLocaleString('en')} KB`;

export function documentAppWideAnswers(app: OpenAPIHono): void {
  for (const definition of app.openAPIRegistry.definitions) {
    if (definition.type !== 'route') continue;
    const { route } = definition;
    const extra: typeof route.responses = {};
    if (!route.responses[400])
      extra[400] = errorResponse('validation_failed: a NUL character in the address; unknown_field: a query parameter the operation does not declare');
    if (BODY_METHODS.has(route.method) && !route.responses[413]) {
      extra[413] = errorResponse(`payload_too_large: a body over ${kilobytes(bodyLimitFor(route.path))}`);
    }
    const mediaTypes = Object.keys(route.request?.body?.content ?? {});
    if (mediaTypes.some(isCheckedMediaType) && !route.responses[415])
      extra[415] = errorResponse('validation_failed: the body is not of the declared media type');
    if (!route.responses[503]) extra[503] = errorResponse('service_unavailable: the database is unreachable; Retry-After says when to try again');
    route.responses = { ...route.responses, ...extra };
  }
}
