// The /users view: the API's own query (UserListQuerySchema) as URL state,
// read and written by lib/list-state.ts.
import type { UserSort } from '../../core/domain/user-admin';
import { UserListQuerySchema } from '../../core/schemas/user-admin';
import { type ListState, type RawParams, listDefaultsOf, listHref, listStateOf, searchOf, sortedBy } from '../list-state';

export type UserFilters = ListState<typeof UserListQuerySchema>;

export const DEFAULT_USER_FILTERS: UserFilters = listDefaultsOf(UserListQuerySchema);

/** Dates start with the newest; names A to Z. */
const firstDirection = (sort: UserSort) => (sort === 'createdAt' ? 'desc' : 'asc');

export const parseUserFilters = (params: RawParams): UserFilters => listStateOf(UserListQuerySchema, params);
export const userApiQuery = (f: UserFilters) => searchOf(UserListQuerySchema, f, 'api');
export const usersHref = (f: UserFilters) => listHref('/users', UserListQuerySchema, f);
export const usersSortedBy = (f: UserFilters, sort: UserSort) => sortedBy(f, sort, firstDirection);

/** Whether anything narrows the list (the reset link and the empty state's wording). */
export const hasUserFilters = (f: UserFilters) => Boolean(f.q || f.role || f.agencyId || f.areaLeaderId) || f.deactivated !== undefined;
