// Every /api/session/* route handler answers each method: its own from the
// table (lib/bff/session-routes.ts), any other with 405 and that table's Allow
// in the error shape, OPTIONS with 204 naming them. Next.js's own answer to a
// method a route does not export is a bare 405 without Allow.
import { describe, expect, it } from 'vitest';
import { SESSION_ROUTES, sessionRouteMethods } from '@/lib/bff/session-routes';

const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];
type Handler = (request: Request) => Promise<Response>;

const modules: Record<string, () => Promise<Record<string, unknown>>> = {
  '/api/session/login': () => import('@/app/api/session/login/route'),
  '/api/session/agency': () => import('@/app/api/session/agency/route'),
  '/api/session/logout': () => import('@/app/api/session/logout/route'),
  '/api/session/end': () => import('@/app/api/session/end/route'),
  '/api/session/consent': () => import('@/app/api/session/consent/route'),
  '/api/session/odd-request': () => import('@/app/api/session/odd-request/route'),
};

describe('the session routes and their methods', () => {
  it('lists every route under app/api/session, with OPTIONS', () => {
    expect(Object.keys(SESSION_ROUTES).sort()).toEqual(Object.keys(modules).sort());
    expect(sessionRouteMethods('/api/session/login')).toEqual(['OPTIONS', 'POST']);
    expect(sessionRouteMethods('/api/session/end')).toEqual(['GET', 'HEAD', 'OPTIONS', 'POST']);
    expect(sessionRouteMethods('/api/session/nope')).toEqual([]);
    expect(sessionRouteMethods('/api/Account/User')).toEqual([]);
  });

  for (const [route, load] of Object.entries(modules)) {
    it(`${route} exports every method, and refuses those outside the table with 405 and Allow`, async () => {
      const handlers = await load();
      const allow = sessionRouteMethods(route).join(', ');
      const own: readonly string[] = SESSION_ROUTES[route as keyof typeof SESSION_ROUTES];
      for (const method of METHODS) {
        // HEAD comes from GET in Next.js when GET is the route's own.
        if (method === 'HEAD' && own.includes('GET')) continue;
        expect(typeof handlers[method], `${route} ${method}`).toBe('function');
        if (own.includes(method)) continue;
        const answer = await (handlers[method] as Handler)(new Request(`http://portal.test${route}`, { method }));
        if (method === 'OPTIONS') {
          expect([answer.status, answer.headers.get('allow')], route).toEqual([204, allow]);
        } else {
          expect([answer.status, answer.headers.get('allow')], `${route} ${method}`).toEqual([405, allow]);
          expect(await answer.json()).toEqual({ errors: [{ code: 'method_not_allowed', message: 'method_not_allowed' }] });
        }
      }
    });
  }
});
