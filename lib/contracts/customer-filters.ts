// The /customers view: the API's own query (CustomerListQuerySchema) as URL
// state, read and written by lib/list-state.ts.
import type { CUSTOMER_SORTS } from '../../core/domain/customers';
import { CustomerListQuerySchema } from '../../core/schemas/customers';
import { type ListState, type RawParams, listDefaultsOf, listHref, listStateOf, searchOf, sortedBy } from '../list-state';

export type CustomerSort = (typeof CUSTOMER_SORTS)[number];
export type CustomerFilters = ListState<typeof CustomerListQuerySchema>;

export const DEFAULT_CUSTOMER_FILTERS: CustomerFilters = listDefaultsOf(CustomerListQuerySchema);

/** Names start A to Z; dates and counts with the newest or largest. */
const firstDirection = (sort: CustomerSort) => (sort === 'name' ? 'asc' : 'desc');

export const parseCustomerFilters = (params: RawParams): CustomerFilters => listStateOf(CustomerListQuerySchema, params);
export const customerApiQuery = (f: CustomerFilters) => searchOf(CustomerListQuerySchema, f, 'api');
export const customersHref = (basePath: string, f: CustomerFilters) => listHref(basePath, CustomerListQuerySchema, f);
export const customersSortedBy = (f: CustomerFilters, sort: CustomerSort) => sortedBy(f, sort, firstDirection);
