import { TICKET_KINDS, TICKET_SORTS, TICKET_STATUSES, type TicketKind, type TicketSort, type TicketStatus } from '../../core/domain/tickets';
import { type Direction, PAGE_SIZES } from '../contracts/filters';
import { type RawParams, all, first, id, isoDay, oneOf, positive, viewApiQuery, viewSearchParams } from '../url-state';

// The back office's /tickets view as URL state: filters, sort and page in the
// address (a view can be bookmarked and shared); defaults are left out of addresses.

export interface TicketFilters {
  status: TicketStatus[];
  kind: TicketKind[];
  q: string;
  agencyId: number | null;
  customerId: number | null;
  modelId: number | null;
  createdFrom: string | null;
  createdTo: string | null;
  sort: TicketSort;
  direction: Direction;
  page: number;
  pageSize: number;
}

export const DEFAULT_TICKET_FILTERS: TicketFilters = {
  status: [],
  kind: [],
  q: '',
  agencyId: null,
  customerId: null,
  modelId: null,
  createdFrom: null,
  createdTo: null,
  sort: 'createdAt',
  direction: 'desc',
  page: 1,
  pageSize: 20,
};

/** Dates start with the newest; numbers, statuses and names ascending. */
const firstDirection = (sort: TicketSort): Direction => (sort === 'createdAt' || sort === 'lastStatusChangeAt' ? 'desc' : 'asc');

const unique = <T extends string>(values: readonly T[], params: RawParams, key: string): T[] => [
  ...new Set(all(params, key).flatMap((value) => oneOf(values, value) ?? [])),
];

export function parseTicketFilters(params: RawParams): TicketFilters {
  const sort = oneOf(TICKET_SORTS, first(params, 'sort')) ?? DEFAULT_TICKET_FILTERS.sort;
  const pageSize = Number(first(params, 'pageSize'));
  return {
    status: unique(TICKET_STATUSES, params, 'status'),
    kind: unique(TICKET_KINDS, params, 'kind'),
    q: (first(params, 'q') ?? '').slice(0, 100),
    agencyId: id(first(params, 'agencyId')),
    customerId: id(first(params, 'customerId')),
    modelId: id(first(params, 'modelId')),
    createdFrom: isoDay(first(params, 'createdFrom')),
    createdTo: isoDay(first(params, 'createdTo')),
    sort,
    direction: oneOf(['asc', 'desc'] as const, first(params, 'direction')) ?? (first(params, 'sort') ? firstDirection(sort) : DEFAULT_TICKET_FILTERS.direction),
    page: positive(first(params, 'page'), 100_000) ?? 1,
    pageSize: (PAGE_SIZES as readonly number[]).includes(pageSize) ? pageSize : DEFAULT_TICKET_FILTERS.pageSize,
  };
}

function filterEntries(f: TicketFilters): [string, string][] {
  const entries: [string, string][] = [...f.status.map((s): [string, string] => ['status', s]), ...f.kind.map((k): [string, string] => ['kind', k])];
  const single = { q: f.q || null, agencyId: f.agencyId, customerId: f.customerId, modelId: f.modelId, createdFrom: f.createdFrom, createdTo: f.createdTo };
  for (const [key, value] of Object.entries(single)) if (value !== null) entries.push([key, String(value)]);
  return entries;
}

/** The address of a view: defaults left out. */
export const toTicketSearchParams = (f: TicketFilters): URLSearchParams => viewSearchParams(filterEntries(f), f, DEFAULT_TICKET_FILTERS);

/** The list endpoint's query: filters, sort and page explicit. */
export const toTicketApiQuery = (f: TicketFilters): URLSearchParams => viewApiQuery(filterEntries(f), f);

export function ticketsHref(f: TicketFilters): string {
  const query = toTicketSearchParams(f).toString();
  return query ? `/tickets?${query}` : '/tickets';
}

/** A changed filter starts again from the first page; a changed page keeps the filters. */
export const withTicketFilters = (f: TicketFilters, patch: Partial<TicketFilters>): TicketFilters => ({ ...f, ...patch, page: patch.page ?? 1 });

export function ticketSortedBy(f: TicketFilters, sort: TicketSort): TicketFilters {
  const direction = f.sort === sort ? (f.direction === 'asc' ? 'desc' : 'asc') : firstDirection(sort);
  return { ...f, sort, direction, page: 1 };
}

export const isTicketFiltered = (f: TicketFilters) => filterEntries(f).length > 0;
