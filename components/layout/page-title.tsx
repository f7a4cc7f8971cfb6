'use client';

import { useTranslations } from 'next-intl';
import { usePathname } from '@/i18n/navigation';
import { isLongTitle, titleSourceFor } from '@/lib/navigation/page-title';

export function usePageTitle(families: readonly { id: number; name: string }[]): string {
  const pathname = usePathname();
  const routes = useTranslations('routes');
  const stats = useTranslations('statsCategories');
  const metrics = useTranslations('stats.metrics');
  const source = titleSourceFor(pathname, families);
  if (!source) return '';
  if (source.kind === 'family') return source.name;
  if (source.kind === 'stats') {
    const category = stats.has(source.category as never) ? stats(source.category as never) : source.category;
    const metric = source.subtype && metrics.has(source.subtype as never) ? metrics(source.subtype as never) : source.subtype;
    return metric ? `${category} · ${metric}` : category;
  }
  return routes(source.key as never);
}

export function PageTitle({ families }: { families: readonly { id: number; name: string }[] }) {
  const title = usePageTitle(families);
  const long = isLongTitle(title);
  return (
    <h1
      data-long-title={long || undefined}
      title={long ? title : undefined}
      className={`min-w-0 truncate font-semibold ${long ? 'text-sm sm:text-base' : 'text-lg sm:text-xl'}`}
    >
      {title}
    </h1>
  );
}
