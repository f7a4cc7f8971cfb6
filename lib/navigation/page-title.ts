import { matchPattern } from './route-pattern';
import type { ShellRoute } from './routes';
import { SHELL_ROUTES } from './shell-routes.generated';

// the header title comes from the path — the family name on product
// pages, category and subtype on stats pages, the route's title elsewhere.
// The browser reads the shell's light copy of the route table, not the whole table.

export type TitleSource = { kind: 'key'; key: string } | { kind: 'family'; name: string } | { kind: 'stats'; category: string; subtype?: string };

export const LONG_TITLE_LENGTH = 50;

function shellRouteFor(pathname: string): { route: ShellRoute; params: Record<string, string> } | null {
  for (const route of SHELL_ROUTES) {
    const params = matchPattern(route[0], pathname);
    if (params) return { route, params };
  }
  return null;
}

export function titleSourceFor(pathname: string, families: readonly { id: number; name: string }[]): TitleSource | null {
  const match = shellRouteFor(pathname);
  if (!match) return null;
  const [, key] = match.route;
  const { params } = match;
  if ((key === 'productFamily' || key === 'productModel') && params.familyId) {
    const family = families.find((candidate) => String(candidate.id) === params.familyId);
    if (family) return { kind: 'family', name: family.name };
  }
  if (params.category) return { kind: 'stats', category: params.category, subtype: params.id };
  return { kind: 'key', key };
}

/** Detail pages show the go-back button; list pages do not. */
export function isDetailPage(pathname: string): boolean {
  return shellRouteFor(pathname)?.route[2] === 1;
}

/** Titles of 50 characters or more get the long-text style. */
export function isLongTitle(title: string): boolean {
  return title.length >= LONG_TITLE_LENGTH;
}
