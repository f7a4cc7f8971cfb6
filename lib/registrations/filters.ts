// The /registrations view: the API's own query (RegistrationListQuerySchema)
// as URL state, read and written by lib/list-state.ts.
import { type REGISTRATION_SORTS, RegistrationListQuerySchema } from '../../core/schemas/registrations';
import { type ListState, type RawParams, listHref, listStateOf, searchOf, sortedBy } from '../list-state';

export type RegistrationSort = (typeof REGISTRATION_SORTS)[number];
export type RegistrationFilters = ListState<typeof RegistrationListQuerySchema>;

/** The newest sign-up first; names A to Z. */
const firstDirection = (sort: RegistrationSort) => (sort === 'createdAt' ? 'desc' : 'asc');

export const parseRegistrationFilters = (params: RawParams): RegistrationFilters => listStateOf(RegistrationListQuerySchema, params);
export const registrationApiQuery = (f: RegistrationFilters) => searchOf(RegistrationListQuerySchema, f, 'api');
export const registrationsHref = (f: RegistrationFilters) => listHref('/registrations', RegistrationListQuerySchema, f);
export const registrationsSortedBy = (f: RegistrationFilters, sort: RegistrationSort) => sortedBy(f, sort, firstDirection);
