import { getTranslations } from 'next-intl/server';
import { Skeleton } from '@/components/ui/skeleton';

// The page's shape while the API answers: the introduction and a few rows.
export default async function Loading() {
  const t = await getTranslations('common');
  return (
    <div role="status" aria-label={t('loading')} className="flex flex-col gap-4">
      <Skeleton className="h-5 w-3/4" />
      {Array.from({ length: 4 }, (_, i) => (
        <Skeleton key={i} className="h-14 w-full" />
      ))}
    </div>
  );
}
