import 'server-only';
import type { Locale } from '@/i18n/routing';
import { type AgencyFilters, agencyApiQuery } from '../admin/agency-filters';
import { type UserFilters, userApiQuery } from '../admin/user-filters';
import type { PortalSession } from '../server/session';
import { api, type ApiAnswer } from '../upstream';

// Typed reads of the administration API (users, agencies, families, system parameters) for server components.

export type UserPage = ApiAnswer<'GET', '/api/User'>;
export type UserDetail = ApiAnswer<'GET', '/api/User/{userId}'>;
export type UserFormOptions = ApiAnswer<'GET', '/api/User/Options'>;
export type AgencyPage = ApiAnswer<'GET', '/api/Agency'>;
export type AgencyDetail = ApiAnswer<'GET', '/api/Agency/{agencyId}'>;
export type FamilyAdminList = ApiAnswer<'GET', '/api/Anagra/ProductFamilies/Admin'>;
export type FamilyDetail = ApiAnswer<'GET', '/api/Anagra/ProductFamilies/{familyId}'>;
export type SystemParameters = ApiAnswer<'GET', '/api/SystemParameters'>;
export type RateFactors = ApiAnswer<'GET', '/api/SystemParameters/RateFactors'>;
export type GuaranteeFees = ApiAnswer<'GET', '/api/OneriAccessori'>;

const auth = (session: PortalSession, locale?: Locale) => ({ accessToken: session.accessToken, agencyId: session.agencyId, acceptLanguage: locale });

export const getUsers = (session: PortalSession, filters: UserFilters) => api.get('/api/User', { ...auth(session), query: userApiQuery(filters) });
export const getUser = (session: PortalSession, id: number) => api.get('/api/User/{userId}', { ...auth(session), params: { userId: id } });
export const getUserOptions = (session: PortalSession) => api.get('/api/User/Options', auth(session));

export const getAgencies = (session: PortalSession, filters: AgencyFilters) => api.get('/api/Agency', { ...auth(session), query: agencyApiQuery(filters) });
export const getAgency = (session: PortalSession, id: number) => api.get('/api/Agency/{agencyId}', { ...auth(session), params: { agencyId: id } });

export const getFamiliesAdmin = (session: PortalSession) => api.get('/api/Anagra/ProductFamilies/Admin', auth(session));
export const getFamily = (session: PortalSession, id: number) =>
  api.get('/api/Anagra/ProductFamilies/{familyId}', { ...auth(session), params: { familyId: id } });
export const getSystemParameters = (session: PortalSession) => api.get('/api/SystemParameters', auth(session));
export const getRateFactors = (session: PortalSession) => api.get('/api/SystemParameters/RateFactors', auth(session));
export const getGuaranteeFees = (session: PortalSession) => api.get('/api/OneriAccessori', auth(session));
