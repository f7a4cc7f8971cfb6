import type { Metadata } from 'next';
import { hasLocale } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { routing } from '../../i18n/routing';
import { ROUTES } from '../navigation/routes';

/**
 * A page's `generateMetadata`: its route's title (the one the header shows), in
 * the page's language, which the root layout's template follows with the
 * portal's name ("Contratti · Portale Agenzie"). Screen readers announce it
 * and the browser's tabs and history show it.
 */
export function routeMetadata(routeId: string) {
  const route = ROUTES.find((candidate) => candidate.id === routeId);
  if (!route) throw new Error(`routeMetadata: no route '${routeId}' in lib/navigation/routes.ts`);
  return async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
    const { locale } = await params;
    const t = await getTranslations({ locale: hasLocale(routing.locales, locale) ? locale : routing.defaultLocale, namespace: 'routes' });
    return { title: t(route.titleKey as never) };
  };
}
