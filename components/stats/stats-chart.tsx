'use client';

import { useLocale, useTranslations } from 'next-intl';
import dynamic from 'next/dynamic';
import { useFormat } from '@/lib/format/use-format';
import { type ChartSpec, extremesOf } from '@/lib/stats/chart';
import { measureText } from '@/lib/stats/chart-config';
import { Skeleton } from '../ui/skeleton';

// Chart.js arrives only where a chart is drawn: its own chunk, fetched after the page.
const ChartCanvas = dynamic(() => import('./chart-canvas'), { ssr: false, loading: ChartLoading });

function ChartLoading() {
  const t = useTranslations('stats.chart');
  return (
    <div role="status" aria-label={t('loading')} className="h-full w-full">
      <Skeleton className="h-full w-full" />
    </div>
  );
}

/** Bars get a row each; lines and doughnuts a fixed box. */
function heightOf(spec: ChartSpec): number {
  return spec.type === 'bar' ? Math.max(180, 56 + spec.labels.length * (12 + 14 * spec.series.length)) : 288;
}

/**
 * A metric's chart above its table, which stays the full text alternative: the canvas
 * carries a summary (kind, measures, highest and lowest) as its accessible name.
 */
export function StatsChart({ spec, metric, dimension }: { spec: ChartSpec; metric: string; dimension: string }) {
  const t = useTranslations('stats.chart');
  const locale = useLocale();
  const format = useFormat();
  const extremes = extremesOf(spec);
  const kind = spec.series[0]!.kind;
  const summary = [
    t('summary', { type: t(`types.${spec.type}`), measures: spec.series.map((s) => s.name).join(', '), dimension: dimension.toLocaleLowerCase(locale) }),
    extremes &&
      t('extremes', {
        highest: extremes.highest.label,
        highestValue: measureText(format, extremes.highest.value, kind),
        lowest: extremes.lowest.label,
        lowestValue: measureText(format, extremes.lowest.value, kind),
      }),
    spec.drawn < spec.rowCount && t('limited', { drawn: spec.drawn, count: spec.rowCount }),
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <figure className="flex flex-col gap-2 rounded-lg border border-slate-200 bg-white p-3" data-testid="stats-chart" data-chart={spec.type}>
      {/* Clipped: after the window narrows, the canvas is wider until Chart.js resizes it, and must not push the page sideways. */}
      <div className="relative w-full overflow-hidden" style={{ height: heightOf(spec) }}>
        <ChartCanvas spec={spec} summary={summary} />
      </div>
      <figcaption className="text-xs text-ink-muted">
        {t('alternative', { metric })}
        {spec.drawn < spec.rowCount && ` ${t('limited', { drawn: spec.drawn, count: spec.rowCount })}`}
      </figcaption>
    </figure>
  );
}
