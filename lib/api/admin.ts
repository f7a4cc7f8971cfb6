import 'server-only';
import type { z } from 'zod';
import type { AgencyDetailSchema, AgencyListSchema } from '@/core/schemas/agencies';
import type { FamilyAdminListSchema, FamilyDetailSchema } from '@/core/schemas/catalogue-admin';
import type { GuaranteeFeesSchema, RateFactorsSchema } from '@/core/schemas/rates';
import type { SystemParametersSchema } from '@/core/schemas/system-parameters';
import type { UserDetailSchema, UserFormOptionsSchema, UserListSchema } from '@/core/schemas/user-admin';
import type { Locale } from '@/i18n/routing';
import { type AgencyFilters, agencyApiQuery } from '../admin/agency-filters';
import { type UserFilters, userApiQuery } from '../admin/user-filters';
import type { PortalSession } from '../session';
import { apiJson } from '../upstream';

// Typed reads of the administration API (users, agencies, families, system parameters) for server components.

export type UserPage = z.infer<typeof UserListSchema>;
export type UserDetail = z.infer<typeof UserDetailSchema>;
export type UserFormOptions = z.infer<typeof UserFormOptionsSchema>;
export type AgencyPage = z.infer<typeof AgencyListSchema>;
export type AgencyDetail = z.infer<typeof AgencyDetailSchema>;
export type FamilyAdminList = z.infer<typeof FamilyAdminListSchema>;
export type FamilyDetail = z.infer<typeof FamilyDetailSchema>;
export type SystemParameters = z.infer<typeof SystemParametersSchema>;
export type RateFactors = z.infer<typeof RateFactorsSchema>;
export type GuaranteeFees = z.infer<typeof GuaranteeFeesSchema>;

const auth = (session: PortalSession, locale?: Locale) => ({ accessToken: session.accessToken, agencyId: session.agencyId, acceptLanguage: locale });

export const getUsers = (session: PortalSession, filters: UserFilters) => apiJson<UserPage>(`/api/User?${userApiQuery(filters)}`, auth(session));
export const getUser = (session: PortalSession, id: number) => apiJson<UserDetail>(`/api/User/${id}`, auth(session));
export const getUserOptions = (session: PortalSession) => apiJson<UserFormOptions>('/api/User/Options', auth(session));

export const getAgencies = (session: PortalSession, filters: AgencyFilters) => apiJson<AgencyPage>(`/api/Agency?${agencyApiQuery(filters)}`, auth(session));
export const getAgency = (session: PortalSession, id: number) => apiJson<AgencyDetail>(`/api/Agency/${id}`, auth(session));

export const getFamiliesAdmin = (session: PortalSession) => apiJson<FamilyAdminList>('/api/Anagra/ProductFamilies/Admin', auth(session));
export const getFamily = (session: PortalSession, id: number) => apiJson<FamilyDetail>(`/api/Anagra/ProductFamilies/${id}`, auth(session));
export const getSystemParameters = (session: PortalSession) => apiJson<SystemParameters>('/api/SystemParameters', auth(session));
export const getRateFactors = (session: PortalSession) => apiJson<RateFactors>('/api/SystemParameters/RateFactors', auth(session));
export const getGuaranteeFees = (session: PortalSession) => apiJson<GuaranteeFees>('/api/OneriAccessori', auth(session));
