// Who may call a route, declared beside its handler as data: the section and
// the action of the permission table (core/permissions.ts), the way
// `guarded(route, { section: 'contracts', action: 'read' }, handler)` reads,
// with the back-office write the call is (auth/back-office.ts) and any
// narrower test of the caller when they do not depend on the input. One place
// resolves the signed-in user's actor in the agency (the path's agencyId,
// else X-Agency-Id), answers 404 when there is no such agency or the user is
// no member of it (so agencies cannot be probed) and 403 when the role lacks
// the action, and hands the handler the viewer whose data scope its queries
// apply (auth/data-scope.ts). It runs as the route's middleware, after the
// bearer authentication and before the validators: who may call is decided
// before the input is read, so a caller without the right learns nothing of
// the fields (401, 403 and the agency's 404 come before any 400).
import type { OpenAPIHono, RouteConfig, RouteHandler } from '@hono/zod-openapi';
import type { Context, MiddlewareHandler } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AdminWrite } from '../../core/domain/administration';
import { type Action, type Section, can } from '../../core/permissions';
import { AGENCY_HEADER, type Viewer, resolveActor } from '../auth/actor';
import { assertBackOffice } from '../auth/back-office';
import type { Database } from '../db/client';
import type { AppDeps, AuthedEnv } from '../deps';
import { ApiError } from './errors';

export interface AccessRule {
  section: Section;
  action: Action;
  /** The administration write the call always is (a Viewer makes none): refused before the body is read. */
  backOffice?: AdminWrite;
  /** A narrower test of the caller than the section's table (the questionnaires are the administrators'). */
  only?: (viewer: Viewer) => boolean;
}

/** Any member of the agency, whatever the role: the route or its service decides the rest. */
export const ANY_MEMBER = 'any member';

/** The agency a request names: its path's agencyId (as sent: the validators have not run), else the portal's X-Agency-Id. */
export function agencyNamedBy(c: Context): string | undefined {
  return c.req.param('agencyId') ?? c.req.header(AGENCY_HEADER);
}

/** The caller as a member of the agency the request names; 404 when there is no such agency or they are no member of it. */
export async function memberOf(c: Context<AuthedEnv>, db: Database, agencyId: string | number | undefined = agencyNamedBy(c)): Promise<Viewer> {
  const user = c.get('user');
  const actor = await resolveActor(db, user, agencyId);
  if (!actor) throw new ApiError(404, 'not_found');
  return { actor, companyId: user.companyId };
}

/** memberOf, and 403 when the member's role lacks the rule's action on its section, the rule's narrower test or its back-office write. */
export async function authorize(
  c: Context<AuthedEnv>,
  db: Database,
  { section, action, backOffice, only }: AccessRule,
  agencyId: string | number | undefined = agencyNamedBy(c),
): Promise<Viewer> {
  const viewer = await memberOf(c, db, agencyId);
  if (!can(viewer.actor.role, section, action) || (only && !only(viewer))) throw new ApiError(403, 'forbidden');
  if (backOffice) assertBackOffice(c.get('user'), backOffice);
  return viewer;
}

type GuardedEnv = AuthedEnv & { Variables: AuthedEnv['Variables'] & { viewer: Viewer } };

/** The rule as route middleware: it sets the viewer the handler receives. */
function requireAccess(db: Database, rule: AccessRule | typeof ANY_MEMBER): MiddlewareHandler<GuardedEnv> {
  return createMiddleware<GuardedEnv>(async (c, next) => {
    const authed = c as unknown as Context<AuthedEnv>;
    c.set('viewer', rule === ANY_MEMBER ? await memberOf(authed, db) : await authorize(authed, db, rule));
    await next();
  });
}

const asList = <T>(value: T | T[] | undefined): T[] => (value === undefined ? [] : Array.isArray(value) ? value : [value]);

/**
 * `guarded(route, rule, handler)` registers a route whose handler runs with
 * the viewer once the rule lets the caller in; the route's middleware must be
 * the bearer authentication (auth/require-user), which the rule follows.
 */
export function guardedRoutes(app: OpenAPIHono, { db }: Pick<AppDeps, 'db'>) {
  return <R extends RouteConfig>(
    route: R,
    rule: AccessRule | typeof ANY_MEMBER,
    handler: (c: Parameters<RouteHandler<R>>[0], viewer: Viewer) => ReturnType<RouteHandler<R>>,
  ): void => {
    const withRule = { ...route, middleware: [...asList(route.middleware), requireAccess(db, rule)] };
    const checked = async (c: Parameters<RouteHandler<R>>[0]) => handler(c, (c as unknown as Context<GuardedEnv>).get('viewer'));
    app.openapi(withRule, checked as never);
  };
}
