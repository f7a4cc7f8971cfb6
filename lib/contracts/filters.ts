// The /contracts view: the API's own query (ContractListQuerySchema) as URL
// state, read and written by lib/list-state.ts; the export takes its filters
// and sort. One narrowing of the page's own: the provider is one the page
// offers (provider-filter.ts).
import { ContractExportQuerySchema, ContractListQuerySchema } from '../../core/schemas/contracts';
import { type ListState, type RawParams, isNarrowed, listDefaultsOf, listHref, listStateOf, searchOf, sortedBy as sortedByOf, withFilter } from '../list-state';
import { ProviderFilter } from './provider-filter';

export type { RawParams };

const ContractViewSchema = ContractListQuerySchema.extend({ provider: ProviderFilter });

export type ContractFilters = ListState<typeof ContractViewSchema>;
export type ContractSort = ContractFilters['sort'];
/** Current, archived or all contracts, in the order the toggle offers them. */
export const ARCHIVED_VIEWS = ['false', 'true', 'all'] as const satisfies readonly ContractFilters['archived'][];

export const DEFAULT_FILTERS: ContractFilters = listDefaultsOf(ContractViewSchema);

/** Text columns start ascending, dates and amounts descending (newest, largest first). */
const firstDirection = (sort: ContractSort) => (sort === 'number' || sort === 'company' || sort === 'status' ? 'asc' : 'desc');

export const parseContractFilters = (params: RawParams): ContractFilters => listStateOf(ContractViewSchema, params);
/** The address's query of a view: defaults left out. */
export const toSearchParams = (f: ContractFilters) => searchOf(ContractViewSchema, f);
/** The list endpoint's query: filters, sort and page explicit. */
export const toApiQuery = (f: ContractFilters) => searchOf(ContractListQuerySchema, f, 'api');
/** The export's query: the filters and sort of the list, every page, in a language. */
export const toExportQuery = (f: ContractFilters, locale: 'it' | 'en') => searchOf(ContractExportQuerySchema, { ...f, locale }, 'api');
export const hrefOf = (path: string, f: ContractFilters) => listHref(path, ContractViewSchema, f);
export const withFilters = (f: ContractFilters, patch: Partial<ContractFilters>) => withFilter(f, patch);
export const sortedBy = (f: ContractFilters, sort: ContractSort) => sortedByOf(f, sort, firstDirection);
/** Whether anything narrows the list; the archived view is a view, not a filter (the empty state says which it is). */
export const isFiltered = (f: ContractFilters) => isNarrowed(ContractViewSchema, { ...f, archived: DEFAULT_FILTERS.archived });
