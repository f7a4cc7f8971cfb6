// Statistics vocabulary (docs/domain.md, "Statistics"): the five categories,
// their fourteen metrics, the focuses and what each metric measures. Light
// constants: the API computes from them and the portal renders from them.

import { STATS_CATEGORIES, isStatsCategory, type StatsCategory } from './stats-categories';

export { STATS_CATEGORIES, isStatsCategory, type StatsCategory } from './stats-categories';

/** annual: month by month of a year; all: totals over the period (all time by default); perc: the same as shares of the total. */
export const STATS_FOCUSES = ['annual', 'all', 'perc'] as const;
export type StatsFocus = (typeof STATS_FOCUSES)[number];

/** normal: one row per item; vertical: one row per measure, the items (periods) as columns. */
export const STATS_LAYOUTS = ['normal', 'vertical'] as const;
export type StatsLayout = (typeof STATS_LAYOUTS)[number];

/** How a measure reads: a count, an amount in euro, a percentage, months, days, or a date and time. */
export type MeasureKind = 'count' | 'money' | 'percent' | 'months' | 'days' | 'date';

/** What a row of the all and perc focuses is; annual rows are always months. */
export type StatsDimension = 'status' | 'provider' | 'contractType' | 'agent' | 'agency' | 'model' | 'extra' | 'user' | 'month';

export const MEASURES = {
  contracts: { kind: 'count', additive: true },
  value: { kind: 'money', additive: true },
  monthlyRevenue: { kind: 'money', additive: true },
  approvalRate: { kind: 'percent', additive: false },
  approved: { kind: 'count', additive: true },
  refused: { kind: 'count', additive: true },
  averageValue: { kind: 'money', additive: false },
  averageDuration: { kind: 'months', additive: false },
  medianDays: { kind: 'days', additive: false },
  p90Days: { kind: 'days', additive: false },
  decided: { kind: 'count', additive: true },
  /** credit decisions of any outcome (sales-performance by-provider) */
  decisions: { kind: 'count', additive: true },
  activated: { kind: 'count', additive: true },
  units: { kind: 'count', additive: true },
  attachRate: { kind: 'percent', additive: false },
  signIns: { kind: 'count', additive: true },
  quotesStarted: { kind: 'count', additive: true },
  contractsSubmitted: { kind: 'count', additive: true },
  lastSeen: { kind: 'date', additive: false },
  /** contracts with a move that stepped past missing facts (docs/domain.md, "Overrides"): an audit count, in the table and not drawn */
  overridden: { kind: 'count', additive: true, drawn: false },
  /** the end of term (docs/domain.md, "End of term"): choices recorded, and the shares extended and upgraded */
  renewalRate: { kind: 'percent', additive: false },
  upgradeRate: { kind: 'percent', additive: false },
  endOfTermChoices: { kind: 'count', additive: true },
} as const satisfies Record<string, { kind: MeasureKind; additive: boolean; drawn?: false }>;

/** Whether a chart draws the measure (the table always lists it). */
export const isDrawn = (key: MeasureKey): boolean => !('drawn' in MEASURES[key]);
export type MeasureKey = keyof typeof MEASURES;
export const MEASURE_KEYS = Object.keys(MEASURES) as MeasureKey[];

export interface MetricDefinition {
  dimension: Exclude<StatsDimension, 'month'>;
  /** the columns, the headline first (cards compare it with the previous period) */
  measures: readonly MeasureKey[];
  /** the headline reads better when it falls (time to decision) */
  lowerIsBetter?: boolean;
  /** rankings keep their top rows only */
  ranked?: boolean;
}

export const STATS_METRICS = {
  'overall-performance': {
    contracts: { dimension: 'status', measures: ['contracts', 'value', 'overridden'] },
    'total-value': { dimension: 'provider', measures: ['value', 'contracts'] },
    'monthly-revenue': { dimension: 'provider', measures: ['monthlyRevenue', 'contracts'] },
    'approval-rate': { dimension: 'provider', measures: ['approvalRate', 'approved', 'refused'] },
    'average-value': { dimension: 'contractType', measures: ['averageValue', 'contracts'] },
    'average-duration': { dimension: 'contractType', measures: ['averageDuration', 'contracts'] },
  },
  'efficiency-metrics': {
    'time-to-decision': { dimension: 'provider', measures: ['medianDays', 'p90Days', 'decided'], lowerIsBetter: true },
    'time-to-activation': { dimension: 'provider', measures: ['medianDays', 'p90Days', 'activated'], lowerIsBetter: true },
  },
  'sales-performance': {
    'by-agent': { dimension: 'agent', measures: ['value', 'contracts', 'approvalRate'], ranked: true },
    'by-agency': { dimension: 'agency', measures: ['value', 'contracts', 'approvalRate'], ranked: true },
    'by-provider': { dimension: 'provider', measures: ['approvalRate', 'approved', 'refused', 'decisions'] },
    'end-of-term': { dimension: 'agency', measures: ['renewalRate', 'upgradeRate', 'endOfTermChoices'] },
  },
  'ranking-products': {
    'top-models': { dimension: 'model', measures: ['units', 'value', 'contracts'], ranked: true },
    'top-extras': { dimension: 'extra', measures: ['units', 'value', 'attachRate'], ranked: true },
  },
  'user-engagement': {
    activity: { dimension: 'user', measures: ['signIns', 'quotesStarted', 'contractsSubmitted', 'lastSeen'], ranked: true },
  },
} as const satisfies Record<StatsCategory, Record<string, MetricDefinition>>;

export type StatsMetric<C extends StatsCategory = StatsCategory> = C extends StatsCategory ? keyof (typeof STATS_METRICS)[C] & string : never;
export const STATS_METRIC_IDS = [...new Set(STATS_CATEGORIES.flatMap((c) => Object.keys(STATS_METRICS[c])))] as StatsMetric[];

/** Rankings (agents, models, extras, users) answer at most this many rows, the best first. */
export const STATS_MAX_ROWS = 100;

export function metricsOf(category: StatsCategory): StatsMetric[] {
  return Object.keys(STATS_METRICS[category]) as StatsMetric[];
}

/** The definition of a category's metric; null when the category has no such metric. */
export function metricDefinition(category: string, metric: string): MetricDefinition | null {
  if (!isStatsCategory(category)) return null;
  const metrics = STATS_METRICS[category] as Record<string, MetricDefinition>;
  return Object.hasOwn(metrics, metric) ? metrics[metric]! : null;
}

// The status groups the metrics count (approved, decided, activated, open) are the lifecycle's (core/lifecycle/status-groups.ts).
export { ACTIVATED_STATUSES, APPROVED_OR_LATER, DECIDED_STATUSES, OPEN_STATUSES, SUBMITTED_STATUSES } from '../lifecycle/status-groups';

/**
 * A deal is stalled once it has stayed in its status longer than the usual
 * time there, but never sooner than this: where contracts usually move on
 * within hours (the usual time rounds to 0,0 days), a day-old contract is not
 * stalled (docs/domain.md, "Statistics").
 */
export const STALLED_FLOOR_DAYS = 3;
export const STALLED_FLOOR_SECONDS = STALLED_FLOOR_DAYS * 86_400;

/** How long a deal may stay in its status before it counts as stalled: the usual time there, at least the floor; null when nothing is usual yet. */
export function stalledThresholdSeconds(usualSeconds: number | null): number | null {
  return usualSeconds === null ? null : Math.max(usualSeconds, STALLED_FLOOR_SECONDS);
}

/** The funnel's stages, each a subset of the one before. */
export const FUNNEL_STAGES = ['quotes', 'submitted', 'approved', 'active'] as const;
export type FunnelStage = (typeof FUNNEL_STAGES)[number];
