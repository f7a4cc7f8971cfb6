// The jobs page's API: the dead letters (jobs whose retries are spent) and
// sending one again, for the platform administrators (system.jobs.*).
import { createRoute } from '@hono/zod-openapi';
import type { OpenAPIHono } from '@hono/zod-openapi';
import { DeadLetterParamsSchema, DeadLettersSchema, isDeadLetterId } from '../../core/schemas/jobs';
import { type Auth, requireUser } from '../auth/require-user';
import type { AppDeps } from '../deps';
import { guardedRoutes } from '../http/authorize';
import { ApiError } from '../http/errors';
import { COMMON_ERRORS, bearerSecurity, errorResponse, json } from '../http/openapi';

const base = (auth: Auth) => ({ tags: ['Jobs'], middleware: auth, security: bearerSecurity });

export const deadLettersRoute = (auth: Auth) =>
  createRoute({
    ...base(auth),
    method: 'get',
    path: '/api/Jobs/DeadLetters',
    summary: 'The background jobs whose retries are spent, newest first (kept 30 days): kind, error, attempts, times; never their data',
    responses: { 200: { description: 'At most 1,000', ...json(DeadLettersSchema) }, ...COMMON_ERRORS },
  });

export const retryRoute = (auth: Auth) =>
  createRoute({
    ...base(auth),
    method: 'post',
    path: '/api/Jobs/DeadLetters/{id}/retry',
    summary: 'Send a dead letter again as a new job of its kind, with its retries anew',
    request: { params: DeadLetterParamsSchema },
    responses: { 204: { description: 'Sent again' }, ...COMMON_ERRORS, 404: errorResponse('not_found: no such dead letter waiting') },
  });

export function registerJobRoutes(app: OpenAPIHono, deps: AppDeps): void {
  const auth = requireUser(deps);
  const guarded = guardedRoutes(app, deps);
  const { queue } = deps;

  guarded(deadLettersRoute(auth), 'system.jobs.read', async (c) => {
    const items = (await queue.deadLetters()).map((dead) => ({ ...dead, createdAt: dead.createdAt.toISOString(), failedAt: dead.failedAt.toISOString() }));
    return c.json({ items }, 200);
  });

  guarded(retryRoute(auth), 'system.jobs.retry', async (c) => {
    const { id } = c.req.valid('param');
    if (!isDeadLetterId(id) || !(await queue.retryDeadLetter(id))) throw new ApiError(404, 'not_found');
    return c.body(null, 204);
  });
}
