import { getTranslations } from 'next-intl/server';
import { Skeleton, TableSkeleton } from '@/components/ui/skeleton';

// The customers list's shape while the API answers.
export default async function Loading() {
  const t = await getTranslations('common');
  return (
    <div role="status" aria-label={t('loading')} className="flex flex-col gap-4">
      <Skeleton className="h-7 w-40" />
      <Skeleton className="h-20 w-full rounded-lg" />
      <TableSkeleton rows={10} columns={7} />
    </div>
  );
}
