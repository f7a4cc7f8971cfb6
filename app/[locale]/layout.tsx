import type { Metadata } from 'next';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { cookies } from 'next/headers';
import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import { ClientMessages } from '@/components/layout/client-messages';
import { CookieBannerLoader } from '@/components/layout/cookie-banner-loader';
import { CookieBannerView } from '@/components/layout/cookie-banner-view';
import { Footer } from '@/components/layout/footer';
import { LaunchTracker } from '@/components/layout/launch-tracker';
import { ServiceWorkerUpdater } from '@/components/pwa/service-worker-updater';
import { routing } from '@/i18n/routing';
import { CONSENT_COOKIE, parseConsent } from '@/lib/cookie-consent';
import { getSession } from '@/lib/server/session';
import { themeFor } from '@/lib/theme';

interface Props {
  children: ReactNode;
  params: Promise<{ locale: string }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale: hasLocale(routing.locales, locale) ? locale : routing.defaultLocale, namespace: 'metadata' });
  return { title: { default: t('title'), template: `%s · ${t('title')}` }, description: t('description') };
}

export default async function LocaleLayout({ children, params }: Props) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const [session, cookieStore] = await Promise.all([getSession(), cookies()]);
  const consented = parseConsent(cookieStore.get(CONSENT_COOKIE)?.value) !== null;
  const banner = consented ? null : await getTranslations({ locale, namespace: 'cookieBanner' });

  return (
    <html lang={locale} data-theme={themeFor(session.agencyName)}>
      <body className="flex min-h-screen flex-col font-sans antialiased">
        <ClientMessages scope="root">
          {/* At least a screen tall: the footer starts below the first screen, so a page that streams
              its content (a skeleton first) never pushes a visible footer down (layout shift). */}
          <div className="flex min-h-screen flex-1 flex-col">{children}</div>
          <Footer />
          {banner && (
            <CookieBannerLoader fallback={<CookieBannerView label={banner('label')} text={banner('text')} accept={banner('accept')} locale={locale} />} />
          )}
          <LaunchTracker />
          <ServiceWorkerUpdater />
        </ClientMessages>
      </body>
    </html>
  );
}
