import { ORDER_STATUSES, type OrderStatus } from '../../core/domain/contracts';
import { ORDER_SORTS, type OrderSort } from '../../core/domain/orders';
import { type Direction, PAGE_SIZES } from '../contracts/filters';
import { type RawParams, all, first, id, isoDay, oneOf, positive } from '../url-state';

// The /orders view as URL state: filters, sort and page in the address (a
// view can be bookmarked and shared); defaults are left out of addresses.

export interface OrderFilters {
  orderStatus: OrderStatus[];
  q: string;
  supplier: string;
  agencyId: number | null;
  createdFrom: string | null;
  createdTo: string | null;
  sort: OrderSort;
  direction: Direction;
  page: number;
  pageSize: number;
}

export const DEFAULT_ORDER_FILTERS: OrderFilters = {
  orderStatus: [],
  q: '',
  supplier: '',
  agencyId: null,
  createdFrom: null,
  createdTo: null,
  sort: 'orderStatus',
  direction: 'asc',
  page: 1,
  pageSize: 20,
};

/** Dates and counts start with the newest or largest; names and the order status ascending. */
const firstDirection = (sort: OrderSort): Direction => (sort === 'createdAt' || sort === 'lastOrderDate' || sort === 'units' ? 'desc' : 'asc');

export function parseOrderFilters(params: RawParams): OrderFilters {
  const sort = oneOf(ORDER_SORTS, first(params, 'sort')) ?? DEFAULT_ORDER_FILTERS.sort;
  const pageSize = Number(first(params, 'pageSize'));
  return {
    orderStatus: [...new Set(all(params, 'orderStatus').flatMap((s) => oneOf(ORDER_STATUSES, s) ?? []))],
    q: (first(params, 'q') ?? '').slice(0, 100),
    supplier: (first(params, 'supplier') ?? '').slice(0, 100),
    agencyId: id(first(params, 'agencyId')),
    createdFrom: isoDay(first(params, 'createdFrom')),
    createdTo: isoDay(first(params, 'createdTo')),
    sort,
    direction: oneOf(['asc', 'desc'] as const, first(params, 'direction')) ?? (first(params, 'sort') ? firstDirection(sort) : DEFAULT_ORDER_FILTERS.direction),
    page: positive(first(params, 'page'), 100_000) ?? 1,
    pageSize: (PAGE_SIZES as readonly number[]).includes(pageSize) ? pageSize : DEFAULT_ORDER_FILTERS.pageSize,
  };
}

function filterEntries(f: OrderFilters): [string, string][] {
  const entries: [string, string][] = f.orderStatus.map((s) => ['orderStatus', s]);
  const single = { q: f.q || null, supplier: f.supplier || null, agencyId: f.agencyId, createdFrom: f.createdFrom, createdTo: f.createdTo };
  for (const [key, value] of Object.entries(single)) if (value !== null) entries.push([key, String(value)]);
  return entries;
}

const sorted = (f: OrderFilters) => f.sort !== DEFAULT_ORDER_FILTERS.sort || f.direction !== DEFAULT_ORDER_FILTERS.direction;

/** The address of a view: defaults left out. */
export function toOrderSearchParams(f: OrderFilters): URLSearchParams {
  const params = new URLSearchParams(filterEntries(f));
  if (sorted(f)) {
    params.set('sort', f.sort);
    params.set('direction', f.direction);
  }
  if (f.pageSize !== DEFAULT_ORDER_FILTERS.pageSize) params.set('pageSize', String(f.pageSize));
  if (f.page > 1) params.set('page', String(f.page));
  return params;
}

/** The list endpoint's query (with page) or the export's (with locale): filters and sort explicit. */
export function toOrderApiQuery(f: OrderFilters, extra: { page: true } | { locale: string }): URLSearchParams {
  const params = new URLSearchParams(filterEntries(f));
  params.set('sort', f.sort);
  params.set('direction', f.direction);
  if ('page' in extra) {
    params.set('page', String(f.page));
    params.set('pageSize', String(f.pageSize));
  } else params.set('locale', extra.locale);
  return params;
}

export function ordersHref(f: OrderFilters): string {
  const query = toOrderSearchParams(f).toString();
  return query ? `/orders?${query}` : '/orders';
}

/** A changed filter starts again from the first page; a changed page keeps the filters. */
export const withOrderFilters = (f: OrderFilters, patch: Partial<OrderFilters>): OrderFilters => ({ ...f, ...patch, page: patch.page ?? 1 });

export function orderSortedBy(f: OrderFilters, sort: OrderSort): OrderFilters {
  const direction = f.sort === sort ? (f.direction === 'asc' ? 'desc' : 'asc') : firstDirection(sort);
  return { ...f, sort, direction, page: 1 };
}

export const isOrderFiltered = (f: OrderFilters) => filterEntries(f).length > 0;
