import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { RetryButton } from '@/components/pwa/retry-button';

interface Props {
  params: Promise<{ locale: Locale }>;
}

export async function generateMetadata({ params }: Props) {
  const t = await getTranslations({ locale: (await params).locale, namespace: 'routes' });
  return { title: t('offline') };
}

// What the service worker shows when a page cannot load without a network.
// Public and static: it is precached once per version (app/serwist/[path]/route.ts).
export default async function OfflinePage() {
  const t = await getTranslations('offline');
  return (
    <div className="text-center">
      <h1 className="text-2xl font-bold text-ink">{t('title')}</h1>
      <p className="mb-6 mt-2 text-sm text-ink-muted">{t('text')}</p>
      <RetryButton label={t('retry')} />
    </div>
  );
}
