import { routing, type Locale } from './routing';

// Unprefixed paths are the Italian pages; English ones carry the /en prefix.

export function splitLocale(pathname: string): { locale: Locale; pathname: string } {
  const [, first, ...rest] = pathname.split('/');
  const prefixed = routing.locales.find((locale) => locale === first);
  if (!prefixed) return { locale: routing.defaultLocale, pathname: pathname || '/' };
  return { locale: prefixed, pathname: '/' + rest.join('/') };
}

export function localizedPath(to: string, locale: Locale): string {
  if (/^[a-z][a-z0-9+.-]*:/i.test(to)) return to; // an external address
  if (locale === routing.defaultLocale) return to;
  return prefixedPath(to, locale);
}

/** The path with its locale's prefix even for Italian ('/it/contracts'): a switch of language that the proxy must see. */
export function prefixedPath(to: string, locale: Locale): string {
  return to === '/' || to.startsWith('/?') ? `/${locale}${to.slice(1)}` : `/${locale}${to}`;
}
