import { matchRoute } from './routes';

// the header title comes from the path — the family name on product
// pages, category and subtype on stats pages, the route's title elsewhere.

export type TitleSource = { kind: 'key'; key: string } | { kind: 'family'; name: string } | { kind: 'stats'; category: string; subtype?: string };

export const LONG_TITLE_LENGTH = 50;

export function titleSourceFor(pathname: string, families: readonly { id: number; name: string }[]): TitleSource | null {
  const match = matchRoute(pathname);
  if (!match) return null;
  const { route, params } = match;
  if ((route.id === 'productFamily' || route.id === 'productModel') && params.familyId) {
    const family = families.find((candidate) => String(candidate.id) === params.familyId);
    if (family) return { kind: 'family', name: family.name };
  }
  if ((route.id === 'statsCategory' || route.id === 'statsDetail') && params.category) {
    return { kind: 'stats', category: params.category, subtype: params.id };
  }
  return { kind: 'key', key: route.titleKey };
}

/** Titles of 50 characters or more get the long-text style. */
export function isLongTitle(title: string): boolean {
  return title.length >= LONG_TITLE_LENGTH;
}
