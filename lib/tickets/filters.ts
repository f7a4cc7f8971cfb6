// The back office's /tickets view: the API's own query (TicketListQuerySchema)
// as URL state, read and written by lib/list-state.ts.
import type { TicketSort } from '../../core/domain/tickets';
import { TicketListQuerySchema } from '../../core/schemas/tickets';
import { type ListState, type RawParams, isNarrowed, listDefaultsOf, listHref, listStateOf, searchOf, sortedBy, withFilter } from '../list-state';

export type TicketFilters = ListState<typeof TicketListQuerySchema>;

export const DEFAULT_TICKET_FILTERS: TicketFilters = listDefaultsOf(TicketListQuerySchema);

/** Dates start with the newest; numbers, statuses and names ascending. */
const firstDirection = (sort: TicketSort) => (sort === 'createdAt' || sort === 'lastStatusChangeAt' ? 'desc' : 'asc');

export const parseTicketFilters = (params: RawParams): TicketFilters => listStateOf(TicketListQuerySchema, params);
/** The list endpoint's query: filters, sort and page explicit. */
export const toTicketApiQuery = (f: TicketFilters) => searchOf(TicketListQuerySchema, f, 'api');
export const ticketsHref = (f: TicketFilters) => listHref('/tickets', TicketListQuerySchema, f);
export const withTicketFilters = (f: TicketFilters, patch: Partial<TicketFilters>) => withFilter(f, patch);
export const ticketSortedBy = (f: TicketFilters, sort: TicketSort) => sortedBy(f, sort, firstDirection);
export const isTicketFiltered = (f: TicketFilters) => isNarrowed(TicketListQuerySchema, f);
