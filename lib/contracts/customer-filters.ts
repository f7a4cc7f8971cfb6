import type { Direction, RawParams } from './filters';

// The /customers view as URL state: search, sort and page.

import { CUSTOMER_SORTS } from '../../core/domain/customers';

export { CUSTOMER_SORTS };
export type CustomerSort = (typeof CUSTOMER_SORTS)[number];

export interface CustomerFilters {
  q: string;
  sort: CustomerSort;
  direction: Direction;
  page: number;
  pageSize: number;
}

export const DEFAULT_CUSTOMER_FILTERS: CustomerFilters = { q: '', sort: 'name', direction: 'asc', page: 1, pageSize: 20 };

const firstDirection = (sort: CustomerSort): Direction => (sort === 'name' ? 'asc' : 'desc');

function first(params: RawParams, key: string): string | null {
  const value = params instanceof URLSearchParams ? params.get(key) : [params[key] ?? []].flat()[0];
  return value?.trim() || null;
}

export function parseCustomerFilters(params: RawParams): CustomerFilters {
  const rawSort = first(params, 'sort');
  const sort = (CUSTOMER_SORTS as readonly string[]).includes(rawSort ?? '') ? (rawSort as CustomerSort) : 'name';
  const direction = first(params, 'direction');
  const page = first(params, 'page');
  return {
    q: (first(params, 'q') ?? '').slice(0, 100),
    sort,
    direction: direction === 'asc' || direction === 'desc' ? direction : firstDirection(sort),
    page: page && /^\d{1,6}$/.test(page) && Number(page) >= 1 ? Number(page) : 1,
    pageSize: DEFAULT_CUSTOMER_FILTERS.pageSize,
  };
}

export function customerSearchParams(f: CustomerFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (f.q) params.set('q', f.q);
  if (f.sort !== 'name' || f.direction !== 'asc') {
    params.set('sort', f.sort);
    params.set('direction', f.direction);
  }
  if (f.page > 1) params.set('page', String(f.page));
  return params;
}

export function customerApiQuery(f: CustomerFilters): URLSearchParams {
  const params = new URLSearchParams({ sort: f.sort, direction: f.direction, page: String(f.page), pageSize: String(f.pageSize) });
  if (f.q) params.set('q', f.q);
  return params;
}

export function customersHref(basePath: string, f: CustomerFilters): string {
  const query = customerSearchParams(f).toString();
  return query ? `${basePath}?${query}` : basePath;
}

export function customersSortedBy(f: CustomerFilters, sort: CustomerSort): CustomerFilters {
  const direction = f.sort === sort ? (f.direction === 'asc' ? 'desc' : 'asc') : firstDirection(sort);
  return { ...f, sort, direction, page: 1 };
}
