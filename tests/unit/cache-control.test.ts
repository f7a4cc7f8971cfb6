import { describe, expect, it } from 'vitest';
import { NO_STORE, REVALIDATE, pageCacheControl } from '@/lib/server/cache-control';
import { ROUTES, matchRoute } from '@/lib/navigation/routes';

// docs/security.md, "Caching of pages": the back/forward cache where a page holds no private data.
describe('Cache-Control of pages', () => {
  it('never stores a secured page', () => {
    for (const route of ROUTES.filter((candidate) => candidate.kind === 'secured')) expect(pageCacheControl(route), route.id).toBe(NO_STORE);
  });

  it('lets the browser keep the sign-in, sign-up and error pages, never the reset link with its token', () => {
    const of = (path: string) => pageCacheControl(matchRoute(path)!.route);
    for (const path of ['/login', '/forgot-password', '/on-boarding', '/on-boarding/nikon', '/GeneralError', '/forbidden', '/offline', '/unavailable']) {
      expect(of(path), path).toBe(REVALIDATE);
    }
    expect(of('/recovery-password')).toBe(NO_STORE);
    expect(REVALIDATE).not.toContain('no-store');
  });
});
