// What the /api route handler may forward to the API (docs/architecture.md). Anything
// else answers 404 without reaching the API. Later areas add their paths here.
import { sessionRouteMethods } from './session-routes';

export type Access = 'session' | 'public';

interface Rule {
  pattern: RegExp;
  methods: readonly string[];
  access: Access;
}

const READ = ['GET', 'HEAD'] as const;
const ALL = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

const RULES: readonly Rule[] = [
  // The API's own description (README): public, and the same for everyone.
  { pattern: /^\/api\/openapi\.json$/, methods: READ, access: 'public' },
  // Readiness (docs/deploy.md, "Health checks"): the portal, its API and the database in one check.
  { pattern: /^\/api\/ready$/, methods: READ, access: 'public' },
  { pattern: /^\/api\/Account\/(User|Agencies)$/, methods: READ, access: 'session' },
  { pattern: /^\/api\/Account\/(SendResetPassword|ResetPassword|ConfirmEmail)$/, methods: ['POST'], access: 'public' },
  { pattern: /^\/api\/User\/new-customer$/, methods: ['POST'], access: 'public' },
  { pattern: /^\/api\/smartComSystem\/PrivacyFile$/, methods: READ, access: 'public' },
  // The sign-up form (public) offers the business types.
  { pattern: /^\/api\/Agency\/BusinessTypes$/, methods: READ, access: 'public' },
  // Catalogue pictures only: the file storage holds other things too.
  { pattern: /^\/api\/files\/catalogue\/[a-z0-9][a-z0-9._-]*$/, methods: READ, access: 'session' },
  {
    pattern:
      /^\/api\/(Anagra|Agency|s3|Icecat|VirtualLand|Ticket|Statistics|OneriAccessori|User|Import|Customers|smartComSystem|SystemParameters|Jobs)(\/[A-Za-z0-9._~-]+)*$/,
    methods: ALL,
    access: 'session',
  },
];

/** Path tricks are refused before matching: dot segments, encoded separators, doubled slashes. */
export function isCleanPath(rawPath: string): boolean {
  if (!rawPath.startsWith('/api/')) return false;
  if (/%2f|%5c|%2e|\\/i.test(rawPath)) return false;
  if (rawPath.includes('//')) return false;
  return !rawPath.split('/').some((segment) => segment === '.' || segment === '..');
}

/** The methods a path takes: a session route's own (never forwarded), else what the first matching rule forwards; none for a path outside both. */
export function allowedMethodsFor(rawPath: string): string[] {
  const session = sessionRouteMethods(rawPath);
  if (session.length > 0) return session;
  if (!isCleanPath(rawPath)) return [];
  const rule = RULES.find((candidate) => candidate.pattern.test(rawPath));
  return rule ? [...rule.methods, 'OPTIONS'].sort() : [];
}

/** The methods of `forwarded` that the API's Allow header also names, OPTIONS always (a missing header names none). */
export function methodsInBoth(forwarded: readonly string[], apiAllow: string | null): string[] {
  const taken = new Set((apiAllow ?? '').split(',').map((method) => method.trim().toUpperCase()));
  return forwarded.filter((method) => method === 'OPTIONS' || taken.has(method)).sort();
}

/** What a request the allowlist does not forward answers: 405 naming the methods of a listed path, else 404. */
export function refusalFor(rawPath: string): { status: 404 | 405; code: 'not_found' | 'method_not_allowed'; allow?: string } {
  const allowed = allowedMethodsFor(rawPath);
  return allowed.length === 0 ? { status: 404, code: 'not_found' } : { status: 405, code: 'method_not_allowed', allow: allowed.join(', ') };
}

export function accessFor(rawPath: string, method: string): Access | null {
  if (!isCleanPath(rawPath)) return null;
  const rule = RULES.find((candidate) => candidate.pattern.test(rawPath));
  return rule && rule.methods.includes(method) ? rule.access : null;
}
