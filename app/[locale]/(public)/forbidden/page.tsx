import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';

export async function generateMetadata({ params }: { params: Promise<{ locale: Locale }> }) {
  const t = await getTranslations({ locale: (await params).locale, namespace: 'routes' });
  return { title: t('forbidden') };
}

export default async function ForbiddenPage() {
  const t = await getTranslations('forbidden');
  return (
    <div className="text-center">
      <p className="text-5xl font-bold text-primary" aria-hidden>
        403
      </p>
      <h1 className="mt-2 text-2xl font-bold text-ink">{t('title')}</h1>
      <p className="mt-2 text-sm text-ink-muted">{t('text')}</p>
      <Link href="/" className="mt-6 inline-block rounded-md bg-primary px-4 py-2 text-sm font-semibold text-primary-contrast hover:bg-primary-dark">
        {t('home')}
      </Link>
    </div>
  );
}
