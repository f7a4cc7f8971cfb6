// The /end-of-term view: the API's own query (EndOfTermListQuerySchema) as URL
// state, read and written by lib/list-state.ts; the export takes its filters and sort.
import { EndOfTermExportQuerySchema, EndOfTermListQuerySchema } from '../../core/schemas/end-of-term';
import { type ListState, type RawParams, isNarrowed, listDefaultsOf, listHref, listStateOf, searchOf, sortedBy, withFilter } from '../list-state';
import type { EndOfTermSort } from '../../core/end-of-term/outcomes';

export type EndOfTermFilters = ListState<typeof EndOfTermListQuerySchema>;

export const DEFAULT_END_OF_TERM_FILTERS: EndOfTermFilters = listDefaultsOf(EndOfTermListQuerySchema);

/** Every column starts ascending: the nearest deadline or end first, numbers and names A to Z. */
const firstDirection = () => 'asc' as const;

export const parseEndOfTermFilters = (params: RawParams): EndOfTermFilters => listStateOf(EndOfTermListQuerySchema, params);
/** The list endpoint's query: filters, sort and page explicit. */
export const toEndOfTermApiQuery = (f: EndOfTermFilters) => searchOf(EndOfTermListQuerySchema, f, 'api');
/** The export's query: the filters and sort of the list, every page, in a language. */
export const toEndOfTermExportQuery = (f: EndOfTermFilters, locale: 'it' | 'en') => searchOf(EndOfTermExportQuerySchema, { ...f, locale }, 'api');
export const endOfTermHref = (f: EndOfTermFilters) => listHref('/end-of-term', EndOfTermListQuerySchema, f);
export const withEndOfTermFilters = (f: EndOfTermFilters, patch: Partial<EndOfTermFilters>) => withFilter(f, patch);
export const endOfTermSortedBy = (f: EndOfTermFilters, sort: EndOfTermSort) => sortedBy(f, sort, firstDirection);
export const isEndOfTermFiltered = (f: EndOfTermFilters) => isNarrowed(EndOfTermListQuerySchema, f);
