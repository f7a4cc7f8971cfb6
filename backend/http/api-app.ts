// The API's app: @hono/zod-openapi's OpenAPIHono, every route of which
// (`app.openapi`, also through `guarded`) is registered with the rules of its
// contract, so no route can forget them:
// - a record id in a path (a parameter named …Id) is digits, for the router
//   as for the document (core/schemas/params.ts): a fixed path beside a
//   parameter (/api/Agency/BusinessTypes beside /api/Agency/{agencyId}) is
//   never read as an id, so it answers 405 with its own Allow for a method it
//   lacks instead of reaching the other route's handler;
// - a query parameter the operation does not declare is refused with 400
//   (unknown_field, naming it), like any other input out of the document: a
//   misspelt filter is an error the caller sees, never a list silently
//   unfiltered (docs/security.md).
import { OpenAPIHono, type RouteConfig, z } from '@hono/zod-openapi';
import type { BlankEnv } from 'hono/types';
import { ID_PATH_DIGITS } from '../../core/schemas/params';

/** `{contractId}` → `:contractId{[0-9]+}`: Hono's pattern for a parameter, as its router and http/unmatched read it. */
export const routingPath = (path: string) => path.replace(/\{(\w+Id)\}/g, `:$1{${ID_PATH_DIGITS}}`);

/** The operation's query schema refusing what it does not declare; none declared means none taken. */
function strictQuery(request: RouteConfig['request']): NonNullable<RouteConfig['request']> {
  const query = request?.query;
  if (query === undefined) return { ...request, query: z.strictObject({}) };
  if (!(query instanceof z.ZodObject)) throw new Error('a query schema must be a z.object, so that it can refuse what it does not declare');
  return { ...request, query: query.strict() };
}

export class ApiApp extends OpenAPIHono<BlankEnv> {
  constructor(init?: ConstructorParameters<typeof OpenAPIHono<BlankEnv>>[0]) {
    super(init);
    // @hono/zod-openapi's own registration (the document, then the router), given the contract's rules first.
    const register = this.openapi;
    this.openapi = ((route: RouteConfig & { hide?: boolean }, handler: never, hook?: never) => {
      if (!route.hide) {
        // as the library documents a route: without its middleware
        const documented = { ...route };
        delete documented.middleware;
        delete documented.hide;
        this.openAPIRegistry.registerPath(documented);
      }
      return register({ ...route, hide: true, path: routingPath(route.path), request: strictQuery(route.request) }, handler, hook);
    }) as typeof register;
  }
}
