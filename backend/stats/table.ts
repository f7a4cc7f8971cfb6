// GET /api/Statistics/{category}/{metric}: one metric's table in a focus
// (docs/domain.md, "Statistics"). annual: the twelve months of a year, months
// without contracts included; all: one row per item of the metric's
// dimension over the period; perc: the same with the amounts as shares. Each
// table carries its totals, the previous period's, and for every row the
// contracts-list filters that select its contracts (the drill-down).
import { type SQL, sql } from 'drizzle-orm';
import { MEASURES, type MeasureKey, type MetricDefinition, STATS_MAX_ROWS, type StatsCategory, metricDefinition } from '../../core/domain/stats';
import type { StatsFilter, StatsRow, StatsTable, StatsTableQuery } from '../../core/schemas/stats';
import type { Viewer } from '../auth/actor';
import { ApiError } from '../http/errors';
import type { AppDeps } from '../deps';
import { activityRows } from './activity';
import { drillOf, rowDrill } from './drill';
import { extrasRows } from './extras';
import { type RawRow, type RawValues, emptyTotals, groupedRows, totalsOnly } from './grouped-query';
import { MONTH_KEY, METRIC_PLANS, type MetricPlan } from './metrics';
import { type Period, resolveTablePeriod } from './period';
import { factsWhere } from './where';

export interface StatsSort {
  by: MeasureKey | 'label';
  direction: 'asc' | 'desc';
}

/** The asked sort when the metric has that measure; else months in order, the headline measure from the largest. */
export function sortOf(definition: MetricDefinition, query: Pick<StatsTableQuery, 'sort' | 'direction'>, byMonth: boolean): StatsSort {
  const asked = query.sort === 'label' || (query.sort && definition.measures.includes(query.sort)) ? query.sort : undefined;
  const by = asked ?? (byMonth ? 'label' : definition.measures[0]!);
  return { by, direction: query.direction ?? (by === 'label' ? 'asc' : 'desc') };
}

export const filterOf = (query: StatsFilter): StatsFilter => ({
  status: query.status,
  agencyId: query.agencyId,
  provider: query.provider,
  familyId: query.familyId,
  accessoryId: query.accessoryId,
});

export function definitionOf(category: string, metric: string): MetricDefinition & { category: StatsCategory } {
  const definition = metricDefinition(category, metric);
  if (!definition) throw new ApiError(404, 'not_found');
  return { ...definition, category: category as StatsCategory };
}

/** The plan of a metric the grouped query computes; null for top-extras and activity. */
function planOf(category: StatsCategory, metric: string): MetricPlan | null {
  return METRIC_PLANS[category]?.[metric] ?? null;
}

interface Computed {
  rows: RawRow[];
  totals: RawValues;
  truncated: boolean;
}

/** The metric's rows and totals over one period (also the previous period's totals: `totalsOnly`). */
export async function computeMetric(
  deps: Pick<AppDeps, 'db'>,
  viewer: Viewer,
  metric: string,
  definition: MetricDefinition & { category: StatsCategory },
  options: { filter: StatsFilter; period: Period; byMonth: boolean; shares: boolean; sort: StatsSort; limit: number | null; totalsOnly?: boolean },
): Promise<Computed> {
  const { db } = deps;
  const plan = planOf(definition.category, metric);
  const where = factsWhere(viewer, options.filter, options.period, plan?.base ?? []);
  const limit = options.totalsOnly ? 0 : (options.limit ?? 1000);
  if (metric === 'top-extras') {
    return extrasRows(db, { where, byMonth: options.byMonth, shares: options.shares, sort: options.sort as never, limit });
  }
  if (metric === 'activity') {
    const agencyId = options.filter.agencyId ?? (viewer.actor.scopes.stats === 'all' ? null : viewer.actor.agencyId);
    return activityRows(db, {
      contracts: where,
      period: options.period,
      agencyId,
      byMonth: options.byMonth,
      shares: options.shares,
      sort: options.sort as never,
      limit,
    });
  }
  if (!plan) throw new ApiError(404, 'not_found');
  const measures = Object.fromEntries(definition.measures.map((key) => [key, plan.measures[key]!])) as Partial<Record<MeasureKey, SQL>>;
  if (options.totalsOnly) return { rows: [], totals: await totalsOnly(db, { from: plan.from, where, measures }), truncated: false };
  const dimension = options.byMonth ? { key: MONTH_KEY } : plan.dimensions[definition.dimension]!;
  return groupedRows(db, { from: plan.from, where, dimension, measures, shares: options.shares, sort: options.sort, limit: options.limit });
}

/** Months without contracts still get their row: amounts 0, averages and medians unmeasured. */
function fillMonths(rows: RawRow[], months: readonly string[], definition: MetricDefinition, sort: StatsSort): RawRow[] {
  const present = new Map(rows.map((row) => [row.key, row]));
  const empty = emptyTotals(Object.fromEntries(definition.measures.map((key) => [key, sql``])));
  const all = months.map((month) => present.get(month) ?? { key: month, label: month, values: { ...empty } });
  const sign = sort.direction === 'asc' ? 1 : -1;
  const valueOf = (row: RawRow) => (sort.by === 'label' ? row.key : row.values[sort.by]);
  return all.sort((a, b) => {
    const [x, y] = [valueOf(a), valueOf(b)];
    if (x === y || (x == null && y == null)) return a.key.localeCompare(b.key);
    if (x == null) return 1;
    if (y == null) return -1;
    return (x < y ? -1 : 1) * sign;
  });
}

export async function statsTable(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  viewer: Viewer,
  category: string,
  metric: string,
  query: StatsTableQuery,
): Promise<StatsTable> {
  const definition = definitionOf(category, metric);
  const today = deps.clock().toISOString().slice(0, 10);
  const resolved = resolveTablePeriod(query.focus, query, today);
  const byMonth = resolved.months !== null;
  const filter = filterOf(query);
  const sort = sortOf(definition, query, byMonth);
  const shares = query.focus === 'perc';
  const limit = definition.ranked && !byMonth ? STATS_MAX_ROWS : null;
  const plan = planOf(definition.category, metric);

  const [current, previous] = await Promise.all([
    computeMetric(deps, viewer, metric, definition, { filter, period: resolved.period, byMonth, shares, sort, limit }),
    resolved.previous
      ? computeMetric(deps, viewer, metric, definition, { filter, period: resolved.previous, byMonth, shares: false, sort, limit: 0, totalsOnly: true })
      : null,
  ]);
  const rows = byMonth ? fillMonths(current.rows, resolved.months!, definition, sort) : current.rows;
  const base = drillOf(filter, resolved.period, plan?.statuses ?? null);
  const dimension = byMonth ? 'month' : definition.dimension;
  const pick = (values: RawValues) => Object.fromEntries(definition.measures.map((key) => [key, values[key] ?? null]));

  return {
    category: definition.category,
    metric: metric as StatsTable['metric'],
    focus: query.focus,
    dimension,
    period: resolved.period,
    previousPeriod: resolved.previous,
    measures: definition.measures.map((key) => {
      const share = shares && MEASURES[key].additive;
      return { key, kind: share ? 'percent' : MEASURES[key].kind, share };
    }),
    rows: rows.map((row): StatsRow => ({ key: row.key, label: row.label, values: pick(row.values), contracts: base && rowDrill(base, dimension, row.key) })),
    totals: pick(current.totals),
    previousTotals: previous ? pick(previous.totals) : null,
    truncated: current.truncated,
    contracts: base,
  };
}
