import { getTranslations } from 'next-intl/server';
import { Skeleton, TableSkeleton } from '@/components/ui/skeleton';

// A metric's shape while the API answers: heading, filters, table.
export default async function Loading() {
  const t = await getTranslations('common');
  return (
    <div role="status" aria-label={t('loading')} className="flex flex-col gap-4">
      <Skeleton className="h-7 w-48" />
      <Skeleton className="h-28 w-full rounded-lg" />
      <TableSkeleton rows={8} columns={4} />
    </div>
  );
}
