import { getTranslations } from 'next-intl/server';
import { Skeleton, TableSkeleton } from '@/components/ui/skeleton';

// A contract's page while it loads: its header, the action bar, the cards.
export default async function Loading() {
  const t = await getTranslations('common');
  return (
    <div role="status" aria-label={t('loading')} className="flex flex-col gap-4">
      <Skeleton className="h-8 w-64" />
      <Skeleton className="h-5 w-48" />
      <Skeleton className="h-24 w-full rounded-lg" />
      <Skeleton className="h-44 w-full rounded-lg" />
      <TableSkeleton rows={4} columns={6} />
    </div>
  );
}
