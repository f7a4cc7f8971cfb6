// Who may call a route, declared beside its handler as data: the section and
// the action of the permission table (core/permissions.ts), the way
// `guarded(route, { section: 'contracts', action: 'read' }, handler)` reads. One
// place resolves the signed-in user's actor in the agency (the path's
// agencyId, else X-Agency-Id), answers 404 when there is no such agency or
// the user is no member of it (so agencies cannot be probed) and 403 when the
// role lacks the action, and hands the handler the viewer whose data scope
// its queries apply (auth/data-scope.ts). It runs after the request is
// validated, so bad input still answers 400 first.
import type { OpenAPIHono, RouteConfig, RouteHandler } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { type Action, type Section, can } from '../../core/permissions';
import { AGENCY_HEADER, type Viewer, resolveActor } from '../auth/actor';
import type { Database } from '../db/client';
import type { AppDeps, AuthedEnv } from '../deps';
import { ApiError } from './errors';

export interface AccessRule {
  section: Section;
  action: Action;
}

/** The agency a request names: its validated path parameter, else the portal's X-Agency-Id. */
export function agencyNamedBy(c: Context): string | number | undefined {
  const params = (c.req.valid as (target: 'param') => { agencyId?: string | number } | undefined)('param');
  return params?.agencyId ?? c.req.header(AGENCY_HEADER);
}

/** The caller as a member of the agency the request names; 404 when there is no such agency or they are no member of it. */
export async function memberOf(c: Context<AuthedEnv>, db: Database, agencyId: string | number | undefined = agencyNamedBy(c)): Promise<Viewer> {
  const user = c.get('user');
  const actor = await resolveActor(db, user, agencyId);
  if (!actor) throw new ApiError(404, 'not_found');
  return { actor, companyId: user.companyId };
}

/** memberOf, and 403 when the member's role lacks the rule's action on its section. */
export async function authorize(
  c: Context<AuthedEnv>,
  db: Database,
  { section, action }: AccessRule,
  agencyId: string | number | undefined = agencyNamedBy(c),
): Promise<Viewer> {
  const viewer = await memberOf(c, db, agencyId);
  if (!can(viewer.actor.role, section, action)) throw new ApiError(403, 'forbidden');
  return viewer;
}

/**
 * `guarded(route, { section, action }, handler)` registers a route whose
 * handler runs with the viewer once the rule lets the caller in; the route's
 * middleware must be the bearer authentication (auth/require-user).
 */
export function guardedRoutes(app: OpenAPIHono, { db }: Pick<AppDeps, 'db'>) {
  return <R extends RouteConfig>(
    route: R,
    rule: AccessRule,
    handler: (c: Parameters<RouteHandler<R>>[0], viewer: Viewer) => ReturnType<RouteHandler<R>>,
  ): void => {
    const checked = async (c: Parameters<RouteHandler<R>>[0]) => handler(c, await authorize(c as unknown as Context<AuthedEnv>, db, rule));
    app.openapi(route, checked as never);
  };
}
