// Who may call a route, declared beside its handler as data: the capability
// it takes (core/capabilities.ts), the way
// `guarded(route, 'contracts.read', handler)` reads. One place resolves the
// signed-in user's actor in the agency (the path's agencyId, else
// X-Agency-Id), answers 404 when there is no such agency or the user is no
// member of it (so agencies cannot be probed) and 403 when the member does
// not hold the capability (their role, and the back-office role for an
// administration write), and hands the handler the viewer whose data scope
// its queries apply (auth/data-scope.ts). It runs as the route's middleware,
// after the bearer authentication and before the validators: who may call is
// decided before the input is read, so a caller without the right learns
// nothing of the fields (401, 403 and the agency's 404 come before any 400).
import type { OpenAPIHono, RouteConfig, RouteHandler } from '@hono/zod-openapi';
import type { Context, MiddlewareHandler } from 'hono';
import { createMiddleware } from 'hono/factory';
import { isApiKeyCapability, keyHolds } from '../../core/api-keys';
import { type Capability, holds } from '../../core/capabilities';
import type { KeyCaller } from '../api-keys/key-auth';
import { AGENCY_HEADER, type Viewer, parseAgencyId, resolveActor, withinAgency } from '../auth/actor';
import type { Database } from '../db/client';
import type { User } from '../db/schema';
import type { AppDeps, AuthedEnv } from '../deps';
import { ApiError } from './errors';
import { API_KEY, errorResponse } from './openapi';

/** Any member of the agency, whatever the role: the route or its service decides the rest. */
export const ANY_MEMBER = 'any member';

/** What a guarded route asks of its caller: a capability, or membership alone. */
export type RouteRight = Capability | typeof ANY_MEMBER;

/** A guarded route as registered: its OpenAPI method and path, and the right it asks. */
export interface GuardedRoute {
  method: string;
  path: string;
  right: RouteRight;
}

const registered = new WeakMap<OpenAPIHono, GuardedRoute[]>();

/** The guarded routes registered on an app, in order: tests check every route of the document declares its right. */
export function guardedRoutesOf(app: OpenAPIHono): readonly GuardedRoute[] {
  return registered.get(app) ?? [];
}

/** The agency a request names: its path's agencyId (as sent: the validators have not run), else the portal's X-Agency-Id. */
export function agencyNamedBy(c: Context): string | undefined {
  return c.req.param('agencyId') ?? c.req.header(AGENCY_HEADER);
}

/** The caller as a member of the agency the request names; 404 when there is no such agency or they are no member of it. */
export async function memberOf(c: Context<AuthedEnv>, db: Database, agencyId: string | number | undefined = agencyNamedBy(c)): Promise<Viewer> {
  const user = c.get('user');
  const key = c.get('apiKey');
  if (key) return keyViewer(db, user, key, agencyId);
  const actor = await resolveActor(db, user, agencyId);
  if (!actor) throw new ApiError(404, 'not_found');
  return { actor, companyId: user.companyId };
}

/**
 * A key acts in its own agency only (another one named: 404, as for a
 * non-member) as its creator does there today, never beyond that agency even
 * when the creator is a platform administrator; a creator no longer in the
 * agency leaves the key nothing (401). docs/security.md, "API keys".
 */
async function keyViewer(db: Database, creator: User, key: KeyCaller, named: string | number | undefined): Promise<Viewer> {
  if (named !== undefined && parseAgencyId(named) !== key.agencyId) throw new ApiError(404, 'not_found');
  const actor = await resolveActor(db, creator, key.agencyId);
  if (!actor) throw new ApiError(401, 'unauthorized');
  return { actor: withinAgency(actor), companyId: creator.companyId };
}

/** memberOf, and 403 when the member does not hold the capability. */
export async function authorize(
  c: Context<AuthedEnv>,
  db: Database,
  capability: Capability,
  agencyId: string | number | undefined = agencyNamedBy(c),
): Promise<Viewer> {
  const viewer = await memberOf(c, db, agencyId);
  const holder = { role: viewer.actor.role, backOfficeRole: c.get('user').backOfficeRole };
  const key = c.get('apiKey');
  if (key ? !keyHolds(key.capabilities, holder, capability) : !holds(holder, capability)) throw new ApiError(403, 'forbidden');
  return viewer;
}

type GuardedEnv = AuthedEnv & { Variables: AuthedEnv['Variables'] & { viewer: Viewer } };

/** The right as route middleware: it sets the viewer the handler receives. */
function requireAccess(db: Database, right: RouteRight): MiddlewareHandler<GuardedEnv> {
  return createMiddleware<GuardedEnv>(async (c, next) => {
    const authed = c as unknown as Context<AuthedEnv>;
    c.set('viewer', right === ANY_MEMBER ? await memberOf(authed, db) : await authorize(authed, db, right));
    await next();
  });
}

const nameRight = (right: RouteRight) =>
  createMiddleware<AuthedEnv>(async (c, next) => {
    c.set('right', right);
    await next();
  });

/** A route a key may call says so in the document: the key's scheme beside the bearer token, and the key's 429. */
function keyDeclaration(route: RouteConfig, right: RouteRight): Partial<RouteConfig> {
  if (right === ANY_MEMBER || !isApiKeyCapability(right)) return {};
  return {
    security: [...(route.security ?? []), { [API_KEY]: [] }],
    responses: {
      ...route.responses,
      429: route.responses[429] ?? errorResponse('too_many_requests: over an API key’s rate; Retry-After gives the seconds to wait'),
    },
  };
}

const asList = <T>(value: T | T[] | undefined): T[] => (value === undefined ? [] : Array.isArray(value) ? value : [value]);

/**
 * `guarded(route, capability, handler)` registers a route whose handler runs
 * with the viewer once the caller holds the capability (or is a member, for
 * ANY_MEMBER); the route's middleware must be the bearer authentication
 * (auth/require-user), which the check follows.
 */
export function guardedRoutes(app: OpenAPIHono, { db }: Pick<AppDeps, 'db'>) {
  return <R extends RouteConfig>(
    route: R,
    right: RouteRight,
    handler: (c: Parameters<RouteHandler<R>>[0], viewer: Viewer) => ReturnType<RouteHandler<R>>,
  ): void => {
    // The right is named before the authentication, which lets an API key through only to a right keys take.
    const withRight = { ...route, ...keyDeclaration(route, right), middleware: [nameRight(right), ...asList(route.middleware), requireAccess(db, right)] };
    const list = registered.get(app) ?? [];
    list.push({ method: route.method, path: route.path, right });
    registered.set(app, list);
    const checked = async (c: Parameters<RouteHandler<R>>[0]) => handler(c, (c as unknown as Context<GuardedEnv>).get('viewer'));
    app.openapi(withRight, checked as never);
  };
}
