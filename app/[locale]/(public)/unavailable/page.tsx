import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { localizedPath } from '@/i18n/locale-path';

interface Props {
  params: Promise<{ locale: Locale }>;
}

export async function generateMetadata({ params }: Props) {
  const t = await getTranslations({ locale: (await params).locale, namespace: 'routes' });
  return { title: t('unavailable') };
}

// Where a page goes when the API answered 503 (its database is away; docs/security.md, "When the database is away").
// Next.js has no documented way to give a page a status of its own: this one answers 200. Trying again is a full
// load of the home page, which reads everything anew.
export default async function UnavailablePage({ params }: Props) {
  const { locale } = await params;
  const t = await getTranslations('unavailable');
  return (
    <div className="text-center">
      <h1 className="text-2xl font-bold text-ink">{t('title')}</h1>
      <p className="mb-6 mt-2 text-sm text-ink-muted">{t('text')}</p>
      <a
        href={localizedPath('/', locale)}
        className="inline-block rounded-md bg-primary px-4 py-2 text-sm font-semibold text-primary-contrast hover:bg-primary-dark"
      >
        {t('retry')}
      </a>
    </div>
  );
}
