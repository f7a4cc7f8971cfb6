import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { StatsChart } from '@/components/stats/stats-chart';
import { StatsFilters } from '@/components/stats/stats-filters';
import { StatsTable, measureNamer, rowNamer } from '@/components/stats/stats-table';
import { EmptyState } from '@/components/ui/empty-state';
import { metricDefinition } from '@/core/domain/stats';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { getFamilies } from '@/lib/api/account';
import { getStatsTable } from '@/lib/api/stats';
import { pageRead } from '@/lib/api/page-read';
import { requirePage } from '@/lib/auth/page-guard';
import { chartSpec } from '@/lib/stats/chart';
import { getFormat } from '@/lib/format/get-format';
import { DEFAULT_VIEW, contractsHref, hrefOf, isFiltered, parseStatsView, toExportQuery, toTableQuery, withView } from '@/lib/stats/view';
import { routeMetadata } from '@/lib/server/page-metadata';

export const generateMetadata = routeMetadata('statsDetail');

interface Props {
  params: Promise<{ locale: Locale; category: string; id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/** One metric's table in a focus and layout, with the filters, the sort, the export and the drill-down to the contracts. */
export default async function StatsMetricPage({ params, searchParams }: Props) {
  const { locale, category, id } = await params;
  const session = await requirePage('statsDetail', locale);
  const definition = metricDefinition(category, id);
  if (!definition) notFound();
  const view = parseStatsView(await searchParams);
  const path = `/stats/${category}/${id}`;
  const [table, agencies, extras, families, t, format] = await Promise.all([
    pageRead(getStatsTable(session, category, id, toTableQuery(view)), locale),
    // The agencies and accessories that have contracts name the filters' choices.
    pageRead(getStatsTable(session, 'sales-performance', 'by-agency', new URLSearchParams()), locale),
    pageRead(getStatsTable(session, 'ranking-products', 'top-extras', new URLSearchParams({ sort: 'label', direction: 'asc' })), locale),
    getFamilies(session),
    getTranslations('stats'),
    getFormat(),
  ]);
  const accessories = extras.rows.flatMap((row) =>
    row.key.startsWith('accessory:') ? [{ id: Number(row.key.slice('accessory:'.length)), name: row.label }] : [],
  );
  const sort = {
    by:
      view.sort && (view.sort === 'label' || table.measures.some((m) => m.key === view.sort))
        ? view.sort
        : table.dimension === 'month'
          ? 'label'
          : table.measures[0]!.key,
    direction: view.direction ?? (view.sort === 'label' || (!view.sort && table.dimension === 'month') ? 'asc' : 'desc'),
  } as const;
  const exportQuery = toExportQuery(view, locale);
  // Nothing counted for these filters (months of a year included): say so rather than draw zeros.
  const nothing = table.rows.every((row) => table.measures.every((m) => row.values[m.key] === null || row.values[m.key] === 0));
  const period =
    table.period.from && table.period.to
      ? t('period.range', { from: format.day(table.period.from), to: format.day(table.period.to) })
      : table.period.from
        ? t('period.since', { from: format.day(table.period.from) })
        : table.period.to
          ? t('period.until', { to: format.day(table.period.to) })
          : t('period.allTime');
  const allContracts = contractsHref(table.contracts);
  const [nameOf, measureName] = await Promise.all([rowNamer(table), measureNamer()]);
  const chart = nothing
    ? null
    : chartSpec(table, {
        // Months read short under a line's axis.
        nameOf: (row) => (table.dimension === 'month' ? format.month(row.key, 'short') : nameOf(row)),
        measureName,
        linkOf: (row) => contractsHref(row.contracts),
        others: t('chart.others'),
      });

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 className="text-xl font-semibold text-ink">{t(`metrics.${id}` as never)}</h2>
          <p className="text-sm text-ink-muted">{t(`hints.${id}` as never)}</p>
          <p className="text-sm text-ink-muted" data-testid="stats-period">
            {t('period.label')}: {period}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-3">
          {allContracts && (
            <Link href={allContracts} className="text-sm font-medium text-primary hover:underline">
              {t('drill.all')}
            </Link>
          )}
          <a
            href={`/api/Statistics/${category}/${id}/XLS?${exportQuery}`}
            download
            className="inline-flex items-center rounded-md border border-primary bg-white px-4 py-2 text-sm font-semibold text-primary hover:bg-primary-light"
          >
            {t('export.button')}
          </a>
        </div>
      </div>
      <StatsFilters
        view={view}
        path={path}
        agencies={agencies.rows.map((row) => ({ id: Number(row.key), name: row.label }))}
        families={families}
        accessories={accessories}
        thisYear={Number(table.period.from?.slice(0, 4) ?? new Date().getUTCFullYear())}
      />
      {nothing ? (
        <EmptyState
          title={t('empty.title')}
          text={t('empty.text')}
          action={
            isFiltered(view) ? (
              <Link
                href={hrefOf(path, { ...DEFAULT_VIEW, focus: view.focus, layout: view.layout })}
                className="text-sm font-medium text-primary hover:underline"
              >
                {t('empty.reset')}
              </Link>
            ) : undefined
          }
        />
      ) : (
        <>
          {chart && <StatsChart spec={chart} metric={t(`metrics.${id}` as never)} dimension={t(`dimensions.${table.dimension}`)} />}
          <StatsTable
            table={table}
            layout={view.layout}
            caption={t('table.caption', { metric: t(`metrics.${id}` as never), focus: t(`focus.${table.focus}`) })}
            sort={sort}
            sortHref={(by, direction) => hrefOf(path, withView(view, { sort: by, direction }))}
          />
          {table.truncated && <p className="text-sm text-ink-muted">{t('table.truncated', { count: table.rows.length })}</p>}
        </>
      )}
    </div>
  );
}
