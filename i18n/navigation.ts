'use client';

import { useLocale } from 'next-intl';
import { usePathname as useNextPathname, useRouter as useNextRouter } from 'next/navigation';
import { useMemo } from 'react';
import { localizedPath, prefixedPath, splitLocale } from '@/i18n/locale-path';
import type { Locale } from './routing';

// The portal's links and router, aware of the locale prefix: paths are written
// without it ('/contracts') and the English pages get '/en'. Light on purpose
// (next-intl's createNavigation brings next/link to every page):
// docs/architecture.md, "Links".
export { Link } from './link';

/** The current path without its locale prefix: '/en/contracts/7' → '/contracts/7'. */
export function usePathname(): string {
  return splitLocale(useNextPathname()).pathname;
}

type NavigateOptions = { scroll?: boolean; locale?: Locale };

/** Next's router, taking paths without the locale; `locale` switches language (and remembers it). */
export function useRouter() {
  const router = useNextRouter();
  const current = useLocale() as Locale;
  return useMemo(() => {
    const to = (href: string, locale: Locale | undefined) => {
      if (!locale || locale === current) return localizedPath(href, current);
      // Remembered for the next visit to an unprefixed page; the explicit prefix lets the proxy see the choice.
      document.cookie = `NEXT_LOCALE=${locale}; path=/; SameSite=Lax`;
      return prefixedPath(href, locale);
    };
    return {
      ...router,
      push: (href: string, { locale, ...options }: NavigateOptions = {}) => router.push(to(href, locale), options),
      replace: (href: string, { locale, ...options }: NavigateOptions = {}) => router.replace(to(href, locale), options),
      prefetch: (href: string) => router.prefetch(localizedPath(href, current)),
    };
  }, [router, current]);
}
