import { getTranslations } from 'next-intl/server';
import { CenteredLayout } from '@/components/layout/centered-layout';
import { Link } from '@/i18n/navigation';

export default async function NotFound() {
  const t = await getTranslations('notFound');
  return (
    <CenteredLayout>
      <div className="text-center">
        <h1 className="text-2xl font-bold text-ink">{t('title')}</h1>
        <p className="mt-2 text-sm text-ink-muted">{t('text')}</p>
        <Link href="/" className="mt-6 inline-block text-sm font-medium text-primary hover:underline">
          {t('home')}
        </Link>
      </div>
    </CenteredLayout>
  );
}
