import { CONTRACT_TYPES, type ContractType } from '../../core/domain/catalogue';
import { CONTRACT_SORTS, CONTRACT_STATUSES, type ContractStatus } from '../../core/domain/contracts';
import { PAGE_SIZES } from '../list-state';
import { type RawParams, all, first, id, isoDay, oneOf, positive } from '../url-state';

export { type RawParams, isoDay };

export { CONTRACT_SORTS };

// The /contracts view as URL state: every filter, the sort and the page live
// in the address so a view can be bookmarked and shared. Parsing is lenient
// (an odd value in a bookmark is dropped, never an error page); writing
// leaves defaults out so addresses stay short.

export type ContractSort = (typeof CONTRACT_SORTS)[number];
export type Direction = 'asc' | 'desc';
export const ARCHIVED_VIEWS = ['false', 'true', 'all'] as const;
export type ArchivedView = (typeof ARCHIVED_VIEWS)[number];
export { PAGE_SIZES };
/** The credit providers of the reference data (migration 0003). */
export const PROVIDER_CODES = ['GRENKE', 'BNP', 'DLL'] as const;

export interface ContractFilters {
  status: ContractStatus[];
  type: ContractType[];
  archived: ArchivedView;
  provider: string | null;
  agencyId: number | null;
  agentId: number | null;
  customerId: number | null;
  /** contracts with a product of this family or model, or with this accessory (the statistics' drill-down) */
  familyId: number | null;
  modelId: number | null;
  accessoryId: number | null;
  q: string;
  createdFrom: string | null;
  createdTo: string | null;
  closingFrom: string | null;
  closingTo: string | null;
  sort: ContractSort;
  direction: Direction;
  page: number;
  pageSize: number;
}

export const DEFAULT_FILTERS: ContractFilters = {
  status: [],
  type: [],
  archived: 'false',
  provider: null,
  agencyId: null,
  agentId: null,
  customerId: null,
  familyId: null,
  modelId: null,
  accessoryId: null,
  q: '',
  createdFrom: null,
  createdTo: null,
  closingFrom: null,
  closingTo: null,
  sort: 'createdAt',
  direction: 'desc',
  page: 1,
  pageSize: 20,
};

/** Text columns start ascending, dates and amounts descending (newest, largest first). */
export const firstDirection = (sort: ContractSort): Direction => (sort === 'number' || sort === 'company' || sort === 'status' ? 'asc' : 'desc');

const unique = <T>(values: T[]) => [...new Set(values)];

export function parseContractFilters(params: RawParams): ContractFilters {
  const sort = oneOf(CONTRACT_SORTS, first(params, 'sort')) ?? DEFAULT_FILTERS.sort;
  const pageSize = Number(first(params, 'pageSize'));
  return {
    status: unique(all(params, 'status').flatMap((s) => oneOf(CONTRACT_STATUSES, s) ?? [])),
    type: unique(all(params, 'type').flatMap((s) => oneOf(CONTRACT_TYPES, s) ?? [])),
    archived: oneOf(ARCHIVED_VIEWS, first(params, 'archived')) ?? 'false',
    provider: oneOf(PROVIDER_CODES, first(params, 'provider')?.toUpperCase() ?? null),
    agencyId: id(first(params, 'agencyId')),
    agentId: id(first(params, 'agentId')),
    customerId: id(first(params, 'customerId')),
    familyId: id(first(params, 'familyId')),
    modelId: id(first(params, 'modelId')),
    accessoryId: id(first(params, 'accessoryId')),
    q: (first(params, 'q') ?? '').slice(0, 100),
    createdFrom: isoDay(first(params, 'createdFrom')),
    createdTo: isoDay(first(params, 'createdTo')),
    closingFrom: isoDay(first(params, 'closingFrom')),
    closingTo: isoDay(first(params, 'closingTo')),
    sort,
    direction: oneOf(['asc', 'desc'] as const, first(params, 'direction')) ?? (first(params, 'sort') ? firstDirection(sort) : DEFAULT_FILTERS.direction),
    page: positive(first(params, 'page'), 100_000) ?? 1,
    pageSize: (PAGE_SIZES as readonly number[]).includes(pageSize) ? pageSize : DEFAULT_FILTERS.pageSize,
  };
}

/** The filters alone (no sort, no paging), as the API and the export take them. */
function filterEntries(f: ContractFilters): [string, string][] {
  const entries: [string, string][] = [];
  for (const status of f.status) entries.push(['status', status]);
  for (const type of f.type) entries.push(['type', type]);
  if (f.archived !== 'false') entries.push(['archived', f.archived]);
  const single = {
    provider: f.provider,
    agencyId: f.agencyId,
    agentId: f.agentId,
    customerId: f.customerId,
    familyId: f.familyId,
    modelId: f.modelId,
    accessoryId: f.accessoryId,
    q: f.q || null,
  };
  for (const [key, value] of Object.entries(single)) if (value !== null) entries.push([key, String(value)]);
  const days = { createdFrom: f.createdFrom, createdTo: f.createdTo, closingFrom: f.closingFrom, closingTo: f.closingTo };
  for (const [key, value] of Object.entries(days)) if (value !== null) entries.push([key, value]);
  return entries;
}

/** The address of a view: defaults left out. */
export function toSearchParams(f: ContractFilters): URLSearchParams {
  const params = new URLSearchParams(filterEntries(f));
  if (f.sort !== DEFAULT_FILTERS.sort || f.direction !== DEFAULT_FILTERS.direction) {
    params.set('sort', f.sort);
    params.set('direction', f.direction);
  }
  if (f.pageSize !== DEFAULT_FILTERS.pageSize) params.set('pageSize', String(f.pageSize));
  if (f.page > 1) params.set('page', String(f.page));
  return params;
}

/** The list endpoint's query: everything explicit. */
export function toApiQuery(f: ContractFilters): URLSearchParams {
  const params = new URLSearchParams(filterEntries(f));
  params.set('sort', f.sort);
  params.set('direction', f.direction);
  params.set('page', String(f.page));
  params.set('pageSize', String(f.pageSize));
  return params;
}

/** The export's query: the filters and the order of the list, every page. */
export function toExportQuery(f: ContractFilters, locale: string): URLSearchParams {
  const params = new URLSearchParams(filterEntries(f));
  params.set('sort', f.sort);
  params.set('direction', f.direction);
  params.set('locale', locale);
  return params;
}

/** A changed filter starts again from the first page; a changed page keeps the filters. */
export function withFilters(f: ContractFilters, patch: Partial<ContractFilters>): ContractFilters {
  return { ...f, ...patch, page: patch.page ?? 1 };
}

/** The view sorted by a column: the same column flips, another starts at its first direction. */
export function sortedBy(f: ContractFilters, sort: ContractSort): ContractFilters {
  const direction = f.sort === sort ? (f.direction === 'asc' ? 'desc' : 'asc') : firstDirection(sort);
  return { ...f, sort, direction, page: 1 };
}

export function hrefOf(basePath: string, f: ContractFilters): string {
  const query = toSearchParams(f).toString();
  return query ? `${basePath}?${query}` : basePath;
}

/** Whether anything narrows the list (the empty state offers to clear it). */
export function isFiltered(f: ContractFilters): boolean {
  return filterEntries({ ...f, archived: 'false' }).length > 0;
}
