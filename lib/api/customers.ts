import 'server-only';
import type { z } from 'zod';
import type { CustomerDetailSchema, CustomerListSchema, CustomerSummarySchema } from '@/core/schemas/customers';
import { type CustomerFilters, customerApiQuery } from '../contracts/customer-filters';
import type { Locale } from '@/i18n/routing';
import type { PortalSession } from '../session';
import { apiJson } from '../upstream';

// Typed reads of the customers API for server components, in the caller's scope.

export type CustomerSummary = z.infer<typeof CustomerSummarySchema>;
export type CustomerDetail = z.infer<typeof CustomerDetailSchema>;
export type CustomerPage = z.infer<typeof CustomerListSchema>;

const auth = (session: PortalSession, locale?: Locale) => ({ accessToken: session.accessToken, agencyId: session.agencyId, acceptLanguage: locale });

export function getCustomers(session: PortalSession, filters: CustomerFilters): Promise<CustomerPage> {
  return apiJson<CustomerPage>(`/api/Agency/${session.agencyId}/Customers?${customerApiQuery(filters)}`, auth(session));
}

/** The business type's name comes in the page's language. */
export function getCustomer(session: PortalSession, customerId: number, locale: Locale): Promise<CustomerDetail> {
  return apiJson<CustomerDetail>(`/api/Agency/${session.agencyId}/Customers/${customerId}`, auth(session, locale));
}
