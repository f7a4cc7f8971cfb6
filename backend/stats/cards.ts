// GET /api/Statistics/Cards: a metric's headline over a period against the
// period of equal length before it (docs/domain.md, "Statistics"). Without a
// category, one card per category (its first metric), as on the overview;
// with one, a card per metric of the category.
import { STATS_CATEGORIES, type StatsCategory, metricsOf } from '../../core/domain/stats';
import { MEASURES } from '../../core/domain/stats';
import type { StatsCards, StatsCardsQuery } from '../../core/schemas/stats';
import type { Viewer } from '../auth/actor';
import type { AppDeps } from '../deps';
import { computeMetric, definitionOf, filterOf } from './table';
import { resolveCardPeriod } from './period';

export async function statsCards(deps: Pick<AppDeps, 'db' | 'clock'>, viewer: Viewer, query: StatsCardsQuery): Promise<StatsCards> {
  const today = deps.clock().toISOString().slice(0, 10);
  const { period, previous } = resolveCardPeriod(query, today);
  const filter = filterOf(query);
  const targets: [StatsCategory, string][] = query.category
    ? metricsOf(query.category).map((metric) => [query.category!, metric])
    : STATS_CATEGORIES.map((category) => [category, metricsOf(category)[0]!]);

  const cards = [];
  // One after the other: on the embedded database queries queue anyway, and a pool of two cores gains little.
  for (const [category, metric] of targets) {
    const definition = definitionOf(category, metric);
    const measure = definition.measures[0]!;
    const options = { filter, byMonth: false, shares: false, sort: { by: measure, direction: 'desc' as const }, limit: 0, totalsOnly: true };
    const [now, before] = await Promise.all([
      computeMetric(deps, viewer, metric, definition, { ...options, period }),
      computeMetric(deps, viewer, metric, definition, { ...options, period: previous }),
    ]);
    const number = (value: unknown) => (typeof value === 'number' ? value : null);
    cards.push({
      category,
      metric: metric as StatsCards['cards'][number]['metric'],
      measure,
      kind: MEASURES[measure].kind,
      lowerIsBetter: Boolean(definition.lowerIsBetter),
      value: number(now.totals[measure]),
      previous: number(before.totals[measure]),
    });
  }
  return { period, previousPeriod: previous, cards };
}
