// The /orders view: the API's own query (OrderListQuerySchema) as URL state,
// read and written by lib/list-state.ts; the export takes its filters and sort.
import type { OrderSort } from '../../core/domain/orders';
import { OrderExportQuerySchema, OrderListQuerySchema } from '../../core/schemas/orders';
import { type ListState, type RawParams, isNarrowed, listDefaultsOf, listHref, listStateOf, searchOf, sortedBy, withFilter } from '../list-state';

export type OrderFilters = ListState<typeof OrderListQuerySchema>;

export const DEFAULT_ORDER_FILTERS: OrderFilters = listDefaultsOf(OrderListQuerySchema);

/** Dates and counts start with the newest or largest; names and the order status ascending. */
const firstDirection = (sort: OrderSort) => (sort === 'createdAt' || sort === 'lastOrderDate' || sort === 'units' ? 'desc' : 'asc');

export const parseOrderFilters = (params: RawParams): OrderFilters => listStateOf(OrderListQuerySchema, params);
/** The list endpoint's query: filters, sort and page explicit. */
export const toOrderApiQuery = (f: OrderFilters) => searchOf(OrderListQuerySchema, f, 'api');
/** The export's query: the filters and sort of the list, every page, in a language. */
export const toOrderExportQuery = (f: OrderFilters, locale: 'it' | 'en') => searchOf(OrderExportQuerySchema, { ...f, locale }, 'api');
export const ordersHref = (f: OrderFilters) => listHref('/orders', OrderListQuerySchema, f);
export const withOrderFilters = (f: OrderFilters, patch: Partial<OrderFilters>) => withFilter(f, patch);
export const orderSortedBy = (f: OrderFilters, sort: OrderSort) => sortedBy(f, sort, firstDirection);
export const isOrderFiltered = (f: OrderFilters) => isNarrowed(OrderListQuerySchema, f);
