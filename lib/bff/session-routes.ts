// The portal's own routes under /api/session (app/api/session/*/route.ts) and
// the methods each takes: the one table behind their 405s and OPTIONS, and
// behind the refusal of a method Next.js never hands them (lib/bff/odd-requests.ts).

export const SESSION_ROUTES = {
  '/api/session/login': ['POST'],
  '/api/session/agency': ['POST'],
  '/api/session/logout': ['POST'],
  '/api/session/end': ['GET', 'HEAD', 'POST'],
  '/api/session/consent': ['POST'],
  '/api/session/odd-request': ['GET'],
} as const satisfies Record<string, readonly string[]>;

export type SessionRoute = keyof typeof SESSION_ROUTES;

/** The methods a session route answers, OPTIONS included, sorted; none for any other path. */
export function sessionRouteMethods(pathname: string): string[] {
  const methods: readonly string[] | undefined = Object.hasOwn(SESSION_ROUTES, pathname) ? SESSION_ROUTES[pathname as SessionRoute] : undefined;
  return methods ? [...methods, 'OPTIONS'].sort() : [];
}
