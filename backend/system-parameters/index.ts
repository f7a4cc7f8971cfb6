// The system parameters page's API: read and change the tunables, for the two
// administrator roles (the 'settings' section); a Viewer only reads.
import { createRoute } from '@hono/zod-openapi';
import type { OpenAPIHono } from '@hono/zod-openapi';
import { SystemParametersSchema, SystemParametersUpdateSchema } from '../../core/schemas/system-parameters';
import { auditTrailOf } from '../audit/record';
import { type Auth, requireUser } from '../auth/require-user';
import { loadSystemParameters } from '../credit/parameters';
import type { Database } from '../db/client';
import { guardedRoutes } from '../http/authorize';
import { COMMON_ERRORS, bearerSecurity, errorResponse, json } from '../http/openapi';
import type { AppDeps } from '../deps';
import { saveSystemParameters } from './write';

// The path as a literal: the portal's calls are typed by it (backend/api-routes.ts).
const base = (auth: Auth) => ({ tags: ['System parameters'], middleware: auth, security: bearerSecurity, path: '/api/SystemParameters' as const });

export const readRoute = (auth: Auth) =>
  createRoute({
    ...base(auth),
    method: 'get',
    summary: 'The system parameters, and their history with the privacy PDF uploads',
    responses: { 200: { description: 'The values', ...json(SystemParametersSchema) }, ...COMMON_ERRORS },
  });

export const updateRoute = (auth: Auth) =>
  createRoute({
    ...base(auth),
    method: 'put',
    summary: 'Change system parameters; the next quote and archiving run use them',
    request: { body: { ...json(SystemParametersUpdateSchema), required: true } },
    responses: {
      200: { description: 'The values as saved', ...json(SystemParametersSchema) },
      400: errorResponse('A value out of its range, or scoreKO above scoreProviderSC'),
      ...COMMON_ERRORS,
      403: errorResponse('forbidden: only the administrators, and the back-office role must allow editing'),
    },
  });

// the page's history: the parameters' changes and the privacy PDF's uploads
const answer = async (db: Database) => ({
  ...(await loadSystemParameters(db)),
  history: await auditTrailOf(db, [
    { entity: 'parameter', ids: [0] },
    { entity: 'privacy', ids: [0] },
  ]),
});

export function registerSystemParameterRoutes(app: OpenAPIHono, deps: AppDeps): void {
  const auth = requireUser(deps);
  const guarded = guardedRoutes(app, deps);
  const { db, clock } = deps;

  guarded(readRoute(auth), 'settings.read', async (c) => c.json(await answer(db), 200));

  guarded(updateRoute(auth), 'settings.write', async (c) => {
    const user = c.get('user');
    await saveSystemParameters(db, { id: user.id, username: user.username }, c.req.valid('json'), clock());
    return c.json(await answer(db), 200);
  });
}
