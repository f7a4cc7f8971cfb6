import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { EmptyState } from './empty-state';

interface Props {
  /** message namespace with title, text and back */
  namespace: 'contracts.notFound' | 'customers.notFound' | 'users.notFound' | 'agencies.notFound' | 'families.notFound' | 'orders.notFound';
  /** the list to go back to */
  listHref: string;
}

/** An unknown record, or one outside the caller's scope: the same answer, inside the shell. */
export async function RecordNotFound({ namespace, listHref }: Props) {
  const t = await getTranslations(namespace);
  return (
    <div data-testid="not-found">
      <h2 className="sr-only">{t('title')}</h2>
      <EmptyState
        title={t('title')}
        text={t('text')}
        action={
          <Link href={listHref} className="text-sm font-medium text-primary hover:underline">
            {t('back')}
          </Link>
        }
      />
    </div>
  );
}
