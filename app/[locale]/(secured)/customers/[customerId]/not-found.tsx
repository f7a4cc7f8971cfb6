import { getTranslations } from 'next-intl/server';
import { EmptyState } from '@/components/ui/empty-state';
import { Link } from '@/i18n/navigation';

// An unknown customer, or one outside the caller's scope: the same answer, inside the shell.
export default async function CustomerNotFound() {
  const t = await getTranslations('customers.notFound');
  return (
    <div data-testid="not-found">
      <h2 className="sr-only">{t('title')}</h2>
      <EmptyState
        title={t('title')}
        text={t('text')}
        action={
          <Link href="/customers" className="text-sm font-medium text-primary hover:underline">
            {t('back')}
          </Link>
        }
      />
    </div>
  );
}
