import type { RouteDef } from '../navigation/routes';

// How long the browser may keep a page (docs/security.md, "Caching of pages").
// A page with no private data may be kept and revalidated, so Back and Forward
// restore it from the back/forward cache; a page that shows a signed-in
// person's data, or a one-time secret, is never stored (no Back after sign-out
// on a shared computer). Next.js would answer every dynamic page no-store.

/** Shown only to the person who asked (cookies: language, consent), checked with the server before any reuse. */
export const REVALIDATE = 'private, no-cache';
/** Never stored: neither on disk nor in the back/forward cache. */
export const NO_STORE = 'private, no-store';

/** Outside the secured area but holding a secret: the password reset token of the e-mail's link. */
const SECRET_PAGES: ReadonlySet<string> = new Set(['recoveryPassword']);

export function pageCacheControl(route: RouteDef): string {
  return route.kind === 'secured' || SECRET_PAGES.has(route.id) ? NO_STORE : REVALIDATE;
}
