import { getLocale, getTranslations } from 'next-intl/server';
import { CenteredLayout } from '@/components/layout/centered-layout';
import type { Locale } from '@/i18n/routing';
import { localizedPath } from '@/i18n/locale-path';

// Every page loads its boundaries' code: a plain link home (a full load) keeps the portal's Link,
// a client component, out of this one.
export default async function NotFound() {
  const t = await getTranslations('notFound');
  const locale = (await getLocale()) as Locale;
  return (
    <CenteredLayout>
      <div className="text-center">
        <h1 className="text-2xl font-bold text-ink">{t('title')}</h1>
        <p className="mt-2 text-sm text-ink-muted">{t('text')}</p>
        <a href={localizedPath('/', locale)} className="mt-6 inline-block text-sm font-medium text-primary hover:underline">
          {t('home')}
        </a>
      </div>
    </CenteredLayout>
  );
}
