// The /agencies view as URL state: search, state, sort and page.
import { type Direction } from '../contracts/filters';
import { type RawParams, first, oneOf } from '../url-state';

export const AGENCY_SORTS = ['name', 'createdAt'] as const;
export type AgencySort = (typeof AGENCY_SORTS)[number];
export const AGENCY_STATES = ['all', 'active', 'deactivated'] as const;

export interface AgencyFilters {
  q: string;
  state: (typeof AGENCY_STATES)[number];
  sort: AgencySort;
  direction: Direction;
  page: number;
  pageSize: number;
}

const firstDirection = (sort: AgencySort): Direction => (sort === 'name' ? 'asc' : 'desc');

export function parseAgencyFilters(params: RawParams): AgencyFilters {
  const sort = oneOf(AGENCY_SORTS, first(params, 'sort')) ?? 'name';
  const page = first(params, 'page');
  return {
    q: (first(params, 'q') ?? '').slice(0, 100),
    state: oneOf(AGENCY_STATES, first(params, 'state')) ?? 'all',
    sort,
    direction: oneOf(['asc', 'desc'] as const, first(params, 'direction')) ?? firstDirection(sort),
    page: page && /^\d{1,6}$/.test(page) && Number(page) >= 1 ? Number(page) : 1,
    pageSize: 20,
  };
}

export function agenciesHref(f: AgencyFilters): string {
  const params = new URLSearchParams();
  if (f.q) params.set('q', f.q);
  if (f.state !== 'all') params.set('state', f.state);
  if (f.sort !== 'name' || f.direction !== 'asc') {
    params.set('sort', f.sort);
    params.set('direction', f.direction);
  }
  if (f.page > 1) params.set('page', String(f.page));
  const query = params.toString();
  return query ? `/agencies?${query}` : '/agencies';
}

export function agencyApiQuery(f: AgencyFilters): URLSearchParams {
  const params = new URLSearchParams({ sort: f.sort, direction: f.direction, page: String(f.page), pageSize: String(f.pageSize) });
  if (f.q) params.set('q', f.q);
  if (f.state !== 'all') params.set('deactivated', String(f.state === 'deactivated'));
  return params;
}

export function agenciesSortedBy(f: AgencyFilters, sort: AgencySort): AgencyFilters {
  const direction = f.sort === sort ? (f.direction === 'asc' ? 'desc' : 'asc') : firstDirection(sort);
  return { ...f, sort, direction, page: 1 };
}
