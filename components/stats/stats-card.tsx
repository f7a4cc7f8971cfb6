import { getTranslations } from 'next-intl/server';
import { MEASURES } from '@/core/domain/stats';
import type { StatsCard as Card } from '@/core/schemas/stats';
import { Link } from '@/i18n/navigation';
import { deltaOf } from '@/lib/stats/compare';
import { measureText } from '@/lib/stats/format';
import { getFormat } from '@/lib/format/get-format';

/** A metric's headline over the period, the previous period's and the change, with an arrow that says whether it is better. */
export async function StatsCard({ card, href, title }: { card: Card; href: string; title: string }) {
  const [t, format] = await Promise.all([getTranslations('stats'), getFormat()]);
  const { direction, amount } = deltaOf(card);
  const value = measureText(format, card.value, card.kind) ?? t('notMeasured');
  const previous = measureText(format, card.previous, card.kind) ?? t('notMeasured');
  // A rate changes by percentage points, anything else by a percent of the previous value.
  const delta =
    card.kind === 'percent' ? t('compare.points', { delta: measureText(format, amount, 'days') ?? '' }) : (measureText(format, amount, 'percent') ?? '');
  // What the headline adds up (or, for an average or a rate, what it measures), said on every card.
  const what = !MEASURES[card.measure].additive ? 'measure' : card.kind === 'count' ? 'count' : 'sum';
  const measure = t(`card.${what}`, { measure: t(`measures.${card.measure}`) });
  const better = direction === 'same' || direction === 'new' ? null : (direction === 'up') !== card.lowerIsBetter;
  const tone = better === null ? 'text-ink-muted' : better ? 'text-emerald-700' : 'text-red-700';
  return (
    <Link
      href={href}
      className="flex flex-col gap-1 rounded-lg border border-slate-200 bg-white p-4 shadow-sm hover:border-primary focus-visible:ring-2 focus-visible:ring-primary"
      data-testid="stats-card"
    >
      <span className="text-sm font-medium text-ink-muted">{title}</span>
      <span className="text-xs text-ink-muted" data-testid="stats-card-measure">
        {measure}
      </span>
      <span className="text-2xl font-semibold tabular-nums text-ink" data-testid="stats-card-value">
        {value}
      </span>
      <span className={`text-sm ${tone}`}>
        {direction === 'up' || direction === 'down' ? (
          <>
            <span aria-hidden>{direction === 'up' ? '▲' : '▼'} </span>
            {t(`compare.${direction}`, { delta: delta ?? '' })}
            {better !== null && <span className="sr-only">{` (${t(better ? 'compare.better' : 'compare.worse')})`}</span>}
          </>
        ) : (
          t(direction === 'same' ? 'compare.same' : 'compare.new')
        )}
      </span>
      <span className="text-xs text-ink-muted">{t('compare.previous', { value: previous })}</span>
    </Link>
  );
}
