// The /users view as URL state: search, role, agency, area leader, state, sort and page.
import { parseId } from '../../core/ids';
import { USER_SORTS, type UserSort } from '../../core/domain/user-admin';
import { ROLES, type Role } from '../../core/roles';
import { type Direction } from '../contracts/filters';
import { type RawParams, first, oneOf } from '../url-state';

export const USER_STATES = ['all', 'active', 'deactivated'] as const;
export type UserState = (typeof USER_STATES)[number];

export interface UserFilters {
  q: string;
  role: Role | null;
  agencyId: number | null;
  areaLeaderId: number | null;
  state: UserState;
  sort: UserSort;
  direction: Direction;
  page: number;
  pageSize: number;
}

export const DEFAULT_USER_FILTERS: UserFilters = {
  q: '',
  role: null,
  agencyId: null,
  areaLeaderId: null,
  state: 'all',
  sort: 'username',
  direction: 'asc',
  page: 1,
  pageSize: 20,
};

const firstDirection = (sort: UserSort): Direction => (sort === 'createdAt' ? 'desc' : 'asc');

export function parseUserFilters(params: RawParams): UserFilters {
  const sort = oneOf(USER_SORTS, first(params, 'sort')) ?? 'username';
  const page = first(params, 'page');
  return {
    q: (first(params, 'q') ?? '').slice(0, 100),
    role: oneOf(ROLES, first(params, 'role')),
    agencyId: parseId(first(params, 'agencyId')),
    areaLeaderId: parseId(first(params, 'areaLeaderId')),
    state: oneOf(USER_STATES, first(params, 'state')) ?? 'all',
    sort,
    direction: oneOf(['asc', 'desc'] as const, first(params, 'direction')) ?? firstDirection(sort),
    page: page && /^\d{1,6}$/.test(page) && Number(page) >= 1 ? Number(page) : 1,
    pageSize: DEFAULT_USER_FILTERS.pageSize,
  };
}

/** The filters without sort and paging: what the address and the API share. */
function filterEntries(f: UserFilters): [string, string][] {
  const entries: [string, string][] = [];
  if (f.q) entries.push(['q', f.q]);
  if (f.role) entries.push(['role', f.role]);
  if (f.agencyId) entries.push(['agencyId', String(f.agencyId)]);
  if (f.areaLeaderId) entries.push(['areaLeaderId', String(f.areaLeaderId)]);
  return entries;
}

export function userSearchParams(f: UserFilters): URLSearchParams {
  const params = new URLSearchParams(filterEntries(f));
  if (f.state !== 'all') params.set('state', f.state);
  if (f.sort !== 'username' || f.direction !== 'asc') {
    params.set('sort', f.sort);
    params.set('direction', f.direction);
  }
  if (f.page > 1) params.set('page', String(f.page));
  return params;
}

export function userApiQuery(f: UserFilters): URLSearchParams {
  const params = new URLSearchParams(filterEntries(f));
  if (f.state !== 'all') params.set('deactivated', String(f.state === 'deactivated'));
  params.set('sort', f.sort);
  params.set('direction', f.direction);
  params.set('page', String(f.page));
  params.set('pageSize', String(f.pageSize));
  return params;
}

export function usersHref(f: UserFilters): string {
  const query = userSearchParams(f).toString();
  return query ? `/users?${query}` : '/users';
}

export function usersSortedBy(f: UserFilters, sort: UserSort): UserFilters {
  const direction = f.sort === sort ? (f.direction === 'asc' ? 'desc' : 'asc') : firstDirection(sort);
  return { ...f, sort, direction, page: 1 };
}

export const hasUserFilters = (f: UserFilters) => filterEntries(f).length > 0 || f.state !== 'all';
