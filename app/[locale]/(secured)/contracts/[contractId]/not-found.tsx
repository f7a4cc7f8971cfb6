import { getTranslations } from 'next-intl/server';
import { EmptyState } from '@/components/ui/empty-state';
import { Link } from '@/i18n/navigation';

// An unknown contract, or one outside the caller's scope: the same answer, inside the shell.
export default async function ContractNotFound() {
  const t = await getTranslations('contracts.notFound');
  return (
    <div data-testid="not-found">
      <h2 className="sr-only">{t('title')}</h2>
      <EmptyState
        title={t('title')}
        text={t('text')}
        action={
          <Link href="/contracts" className="text-sm font-medium text-primary hover:underline">
            {t('back')}
          </Link>
        }
      />
    </div>
  );
}
