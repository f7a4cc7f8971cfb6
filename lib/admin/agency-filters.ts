// The /agencies view: the API's own query (AgencyListQuerySchema) as URL
// state, read and written by lib/list-state.ts.
import { AgencyListQuerySchema } from '../../core/schemas/agencies';
import { type ListState, type RawParams, listDefaultsOf, listHref, listStateOf, searchOf, sortedBy } from '../list-state';

export type AgencyFilters = ListState<typeof AgencyListQuerySchema>;
export type AgencySort = AgencyFilters['sort'];

export const DEFAULT_AGENCY_FILTERS: AgencyFilters = listDefaultsOf(AgencyListQuerySchema);

/** Names start A to Z, dates with the newest. */
const firstDirection = (sort: AgencySort) => (sort === 'name' ? 'asc' : 'desc');

export const parseAgencyFilters = (params: RawParams): AgencyFilters => listStateOf(AgencyListQuerySchema, params);
export const agencyApiQuery = (f: AgencyFilters) => searchOf(AgencyListQuerySchema, f, 'api');
export const agenciesHref = (f: AgencyFilters) => listHref('/agencies', AgencyListQuerySchema, f);
export const agenciesSortedBy = (f: AgencyFilters, sort: AgencySort) => sortedBy(f, sort, firstDirection);
/** Whether anything narrows the list (the reset link and the empty state's wording). */
export const hasAgencyFilters = (f: AgencyFilters) => Boolean(f.q) || f.deactivated !== undefined;
