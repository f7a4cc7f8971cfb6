// What the API answers when no route takes a request: a path it serves, asked
// with another method, answers 405 naming the methods it does take (Allow),
// or 204 with the same Allow to OPTIONS; any other path answers 404.
import type { Context, Hono, NotFoundHandler } from 'hono';
import { ApiError, answerError } from './errors';

type Routes = Hono['routes'];

const escape = (segment: string) => segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** One segment of Hono's route path as a pattern: ':name' any segment, ':name{regex}' one the regex takes, '*' anything. */
function segmentPattern(segment: string): string {
  if (segment === '*') return '.*';
  if (!segment.startsWith(':')) return escape(segment);
  const constrained = /^:\w+\{(.+)\}$/.exec(segment);
  return constrained ? `(?:${constrained[1]})` : '[^/]+';
}

/** Hono's route path as a pattern, so the Allow list names only the routes that would take the path. */
function patternOf(path: string): RegExp {
  return new RegExp(`^${path.split('/').map(segmentPattern).join('/')}$`);
}

/** The methods routes take at each path; middleware (method ALL) serves no path. */
function methodTable(routes: Routes): [RegExp, Set<string>][] {
  const byPath = new Map<string, Set<string>>();
  for (const { path, method } of routes) {
    if (method === 'ALL') continue;
    const methods = byPath.get(path) ?? new Set<string>();
    methods.add(method.toUpperCase());
    byPath.set(path, methods);
  }
  return [...byPath].map(([path, methods]) => [patternOf(path), methods]);
}

export function allowedMethods(table: [RegExp, Set<string>][], pathname: string): string[] {
  const allowed = new Set<string>();
  for (const [pattern, methods] of table) if (pattern.test(pathname)) for (const method of methods) allowed.add(method);
  if (allowed.size === 0) return [];
  if (allowed.has('GET')) allowed.add('HEAD');
  allowed.add('OPTIONS');
  return [...allowed].sort();
}

export function answerUnmatched(app: Hono): NotFoundHandler {
  // Built on first use and again whenever routes were added since (tests add some).
  let table: { routeCount: number; methods: [RegExp, Set<string>][] } | undefined;
  return (c: Context) => {
    if (table?.routeCount !== app.routes.length) table = { routeCount: app.routes.length, methods: methodTable(app.routes) };
    const allowed = allowedMethods(table.methods, c.req.path);
    // A method the path does take but no route matched (a stray trailing slash): nothing is there.
    if (allowed.length === 0 || (allowed.includes(c.req.method) && c.req.method !== 'OPTIONS')) {
      return answerError(c, new ApiError(404, 'not_found'));
    }
    const allow = allowed.join(', ');
    if (c.req.method === 'OPTIONS') return c.body(null, 204, { Allow: allow });
    return answerError(c, new ApiError(405, 'method_not_allowed', { headers: { Allow: allow } }));
  };
}
