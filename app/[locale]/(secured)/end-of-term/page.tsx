import { getTranslations } from 'next-intl/server';
import { holds } from '@/core/capabilities';
import { EndOfTermFilters } from '@/components/end-of-term/end-of-term-filters';
import { EndOfTermTable } from '@/components/end-of-term/end-of-term-table';
import { EmptyState } from '@/components/ui/empty-state';
import { Pagination } from '@/components/ui/pagination';
import { StreamDownload } from '@/components/ui/stream-download';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { getEndOfTerm } from '@/lib/api/end-of-term';
import { pageRead } from '@/lib/api/page-read';
import { requirePage } from '@/lib/auth/page-guard';
import { endOfTermHref, isEndOfTermFiltered, parseEndOfTermFilters, toEndOfTermExportQuery, withEndOfTermFilters } from '@/lib/end-of-term/filters';
import { routeMetadata } from '@/lib/server/page-metadata';

export const generateMetadata = routeMetadata('endOfTerm');

interface Props {
  params: Promise<{ locale: Locale }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export default async function EndOfTermPage({ params, searchParams }: Props) {
  const { locale } = await params;
  const session = await requirePage('endOfTerm', locale);
  const filters = parseEndOfTermFilters(await searchParams);
  const [page, t] = await Promise.all([pageRead(getEndOfTerm(session, filters), locale), getTranslations('endOfTerm')]);
  const pageCount = Math.max(1, Math.ceil(page.total / filters.pageSize));
  const from = page.total === 0 ? 0 : (filters.page - 1) * filters.pageSize + 1;

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 className="text-xl font-semibold text-ink">{t('heading')}</h2>
          <p className="text-sm text-ink-muted">{t('intro')}</p>
        </div>
        <StreamDownload
          url={`/api/Agency/${session.agencyId}/EndOfTermXLS?${toEndOfTermExportQuery(filters, locale)}`}
          total={page.total}
          texts="endOfTerm.export"
        />
      </div>
      <EndOfTermFilters filters={filters} agentName={filters.agentId === undefined ? undefined : page.items[0]?.agent?.username} />
      <p className="text-sm text-ink-muted" aria-live="polite" data-testid="end-of-term-count">
        {page.total === 0 ? t('count', { total: 0 }) : t('range', { from, to: from + page.items.length - 1, total: page.total })}
      </p>
      {page.items.length === 0 ? (
        <EmptyState
          title={t('empty.title')}
          text={isEndOfTermFiltered(filters) ? t('empty.filtered') : t('empty.none')}
          action={
            isEndOfTermFiltered(filters) || filters.page > 1 ? (
              <Link href="/end-of-term" className="text-sm font-medium text-primary hover:underline">
                {t('empty.reset')}
              </Link>
            ) : undefined
          }
        />
      ) : (
        <EndOfTermTable
          items={page.items}
          filters={filters}
          caption={t('table.caption', { page: filters.page, pages: pageCount })}
          agencyId={session.agencyId!}
          canDecide={holds({ role: session.role }, 'contracts.endOfTerm.decide')}
        />
      )}
      <Pagination
        page={filters.page}
        pageCount={pageCount}
        href={(target) => endOfTermHref(withEndOfTermFilters(filters, { page: target }))}
        label={t('pagination.label')}
      />
    </div>
  );
}
