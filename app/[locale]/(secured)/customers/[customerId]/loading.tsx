import { getTranslations } from 'next-intl/server';
import { Skeleton, TableSkeleton } from '@/components/ui/skeleton';

// A customer's page while it loads: name, company card, contracts.
export default async function Loading() {
  const t = await getTranslations('common');
  return (
    <div role="status" aria-label={t('loading')} className="flex flex-col gap-4">
      <Skeleton className="h-8 w-72" />
      <Skeleton className="h-48 w-full rounded-lg" />
      <TableSkeleton rows={5} columns={7} />
    </div>
  );
}
