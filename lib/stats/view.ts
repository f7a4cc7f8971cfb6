import { CONTRACT_STATUSES, type ContractStatus } from '../../core/domain/contracts';
import { MEASURES, type MeasureKey, STATS_FOCUSES, STATS_LAYOUTS, type StatsFocus, type StatsLayout } from '../../core/domain/stats';
import { parseId } from '../../core/ids';
import { PROVIDER_CODES } from '../contracts/provider-filter';
import { type RawParams, all, first, isoDay, oneOf } from '../url-state';

// A statistics view as URL state: focus, layout, year, period, filters and
// sort live in the address, so a view can be shared and the back button
// works. Parsing is lenient (an odd value is dropped, never an error page);
// writing leaves defaults out.

export interface StatsView {
  focus: StatsFocus;
  layout: StatsLayout;
  year: number | null;
  from: string | null;
  to: string | null;
  status: ContractStatus[];
  agencyId: number | null;
  provider: string | null;
  familyId: number | null;
  accessoryId: number | null;
  sort: MeasureKey | 'label' | null;
  direction: 'asc' | 'desc' | null;
}

export const DEFAULT_VIEW: StatsView = {
  focus: 'all',
  layout: 'normal',
  year: null,
  from: null,
  to: null,
  status: [],
  agencyId: null,
  provider: null,
  familyId: null,
  accessoryId: null,
  sort: null,
  direction: null,
};

const MEASURE_KEYS = Object.keys(MEASURES) as MeasureKey[];

function yearOf(value: string | null): number | null {
  return value !== null && /^\d{4}$/.test(value) && Number(value) >= 2000 && Number(value) <= 2100 ? Number(value) : null;
}

export function parseStatsView(params: RawParams): StatsView {
  const from = isoDay(first(params, 'from'));
  let to = isoDay(first(params, 'to'));
  // A period backwards would answer 400: the bookmark keeps its start only.
  if (from && to && from > to) to = null;
  return {
    focus: oneOf(STATS_FOCUSES, first(params, 'focus')) ?? DEFAULT_VIEW.focus,
    layout: oneOf(STATS_LAYOUTS, first(params, 'layout')) ?? DEFAULT_VIEW.layout,
    year: yearOf(first(params, 'year')),
    from,
    to,
    status: [...new Set(all(params, 'status').flatMap((s) => oneOf(CONTRACT_STATUSES, s) ?? []))],
    agencyId: parseId(first(params, 'agencyId')),
    provider: oneOf(PROVIDER_CODES, first(params, 'provider')?.toUpperCase() ?? null),
    familyId: parseId(first(params, 'familyId')),
    accessoryId: parseId(first(params, 'accessoryId')),
    sort: oneOf(['label', ...MEASURE_KEYS] as const, first(params, 'sort')),
    direction: oneOf(['asc', 'desc'] as const, first(params, 'direction')),
  };
}

/** The filters and period alone (no focus, layout, sort), as the cards take them. */
function filterEntries(view: StatsView): [string, string][] {
  const entries: [string, string][] = [];
  if (view.status.length > 0) entries.push(['status', view.status.join(',')]);
  const single = { agencyId: view.agencyId, provider: view.provider, familyId: view.familyId, accessoryId: view.accessoryId, from: view.from, to: view.to };
  for (const [key, value] of Object.entries(single)) if (value !== null) entries.push([key, String(value)]);
  return entries;
}

/** The address of a view: defaults left out. */
export function toSearchParams(view: StatsView): URLSearchParams {
  const params = new URLSearchParams();
  if (view.focus !== DEFAULT_VIEW.focus) params.set('focus', view.focus);
  if (view.layout !== DEFAULT_VIEW.layout) params.set('layout', view.layout);
  if (view.year !== null) params.set('year', String(view.year));
  for (const [key, value] of filterEntries(view)) params.append(key, value);
  if (view.sort) params.set('sort', view.sort);
  if (view.direction) params.set('direction', view.direction);
  return params;
}

/** What GET /api/Statistics/{category}/{metric} takes (the layout is the page's own). */
export function toTableQuery(view: StatsView): URLSearchParams {
  const params = toSearchParams({ ...view, layout: DEFAULT_VIEW.layout });
  if (view.focus !== 'all') params.set('focus', view.focus);
  return params;
}

/** What GET /api/Statistics/Cards takes. */
export function toCardsQuery(view: StatsView, category?: string): URLSearchParams {
  const params = new URLSearchParams(filterEntries(view));
  if (category) params.set('category', category);
  return params;
}

export function withView(view: StatsView, patch: Partial<StatsView>): StatsView {
  return { ...view, ...patch };
}

export function hrefOf(path: string, view: StatsView): string {
  const query = toSearchParams(view).toString();
  return query ? `${path}?${query}` : path;
}

export function isFiltered(view: StatsView): boolean {
  return (
    view.status.length > 0 ||
    view.agencyId !== null ||
    view.provider !== null ||
    view.familyId !== null ||
    view.accessoryId !== null ||
    view.from !== null ||
    view.to !== null
  );
}

/** The contracts list's fields (lib/contracts/filters.ts) a drill-down may carry. */
const LIST_KEYS = ['status', 'type', 'provider', 'agencyId', 'agentId', 'familyId', 'modelId', 'accessoryId', 'createdFrom', 'createdTo'] as const;

/** /contracts filtered to a statistic's contracts (archived ones too); null when the list cannot show that selection. */
export function contractsHref(drill: Record<string, unknown> | null): string | null {
  if (!drill || Object.keys(drill).some((key) => !(LIST_KEYS as readonly string[]).includes(key))) return null;
  const params = new URLSearchParams({ archived: 'all' });
  for (const key of LIST_KEYS) {
    const value = drill[key];
    if (value !== undefined && value !== null) params.set(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  return `/contracts?${params}`;
}
