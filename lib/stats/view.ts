// A statistics view: the API's own table query (StatsTableQuerySchema) as URL
// state, read and written by lib/list-state.ts, so a view can be shared and
// the back button works. Two fields are the page's own: the layout (how the
// table is drawn, which the API never sees) and the provider narrowed to the
// ones the page offers (lib/contracts/provider-filter.ts).
import { z } from 'zod';
import { STATS_LAYOUTS, type StatsCategory } from '../../core/domain/stats';
import {
  ContractDrillSchema,
  StatsCardsQuerySchema,
  StatsExportQuerySchema,
  StatsFilterSchema,
  StatsFunnelQuerySchema,
  StatsPeriodSchema,
  StatsStalledQuerySchema,
  StatsTableQuerySchema,
} from '../../core/schemas/stats';
import { ProviderFilter } from '../contracts/provider-filter';
import { type ListState, type RawParams, isNarrowed, listDefaultsOf, listHref, listStateOf, searchOf } from '../list-state';

export type { RawParams };

// safeExtend: the table query's refinement (a period that ends before it starts) stays, and drops `to` from a bookmark.
const StatsViewSchema = StatsTableQuerySchema.safeExtend({
  provider: ProviderFilter,
  layout: z.enum(STATS_LAYOUTS).default('normal'),
});

export type StatsView = ListState<typeof StatsViewSchema>;

export const DEFAULT_VIEW: StatsView = listDefaultsOf(StatsViewSchema);

export const parseStatsView = (params: RawParams): StatsView => listStateOf(StatsViewSchema, params);
/** The address's query of a view: defaults left out. */
export const toSearchParams = (view: StatsView) => searchOf(StatsViewSchema, view);
export const hrefOf = (path: string, view: StatsView) => listHref(path, StatsViewSchema, view);
export const withView = (view: StatsView, patch: Partial<StatsView>): StatsView => ({ ...view, ...patch });
/** A view over the days the cards counted (their default is the API's, the last 365 days): a card's link opens the same period. */
export const withPeriod = (view: StatsView, period: { from: string | null; to: string | null }): StatsView => ({
  ...view,
  from: period.from ?? undefined,
  to: period.to ?? undefined,
});

/** What GET /api/Statistics/{category}/{metric} takes (not the layout). */
export const toTableQuery = (view: StatsView) => searchOf(StatsTableQuerySchema, view, 'api');
/** What its XLS export takes: the table's query in a language. */
export const toExportQuery = (view: StatsView, locale: 'it' | 'en') => searchOf(StatsExportQuerySchema, { ...view, locale }, 'api');
/** What GET /api/Statistics/Cards takes: the filters and the period, for one category or the overview. */
export const toCardsQuery = (view: StatsView, category?: StatsCategory) => searchOf(StatsCardsQuerySchema, { ...view, category }, 'api');
/** What GET /api/Statistics/Funnel takes: the filters and the period. */
export const toFunnelQuery = (view: StatsView) => searchOf(StatsFunnelQuerySchema, view, 'api');
/** What GET /api/Statistics/Stalled takes: the filters, no period (a deal is stalled now). */
export const toStalledQuery = (view: StatsView) => searchOf(StatsStalledQuerySchema, view, 'api');

/** The filters and the period: what narrows the contracts counted (focus, year, layout and sort only show them). */
const NarrowingSchema = StatsFilterSchema.extend(StatsPeriodSchema.shape);
export const isFiltered = (view: StatsView) => isNarrowed(NarrowingSchema, view);

/** The drill-down's fields, each a filter of the contracts list (lib/contracts/filters.ts). */
const LIST_KEYS: readonly string[] = ContractDrillSchema.keyof().options;

/** /contracts filtered to a statistic's contracts (archived ones too); null when the list cannot show that selection. */
export function contractsHref(drill: Record<string, unknown> | null): string | null {
  if (!drill || Object.keys(drill).some((key) => !LIST_KEYS.includes(key))) return null;
  const params = new URLSearchParams({ archived: 'all' });
  for (const key of LIST_KEYS) {
    const value = drill[key];
    if (value !== undefined && value !== null) params.set(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  return `/contracts?${params}`;
}
