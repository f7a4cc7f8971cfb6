import 'server-only';
import { type CustomerFilters, customerApiQuery } from '../contracts/customer-filters';
import type { Locale } from '@/i18n/routing';
import type { PortalSession } from '../server/session';
import { api, type ApiAnswer } from '../upstream';

// Typed reads of the customers API for server components, in the caller's scope.

export type CustomerPage = ApiAnswer<'GET', '/api/Agency/{agencyId}/Customers'>;
export type CustomerSummary = CustomerPage['items'][number];
export type CustomerDetail = ApiAnswer<'GET', '/api/Agency/{agencyId}/Customers/{customerId}'>;

const auth = (session: PortalSession, locale?: Locale) => ({ accessToken: session.accessToken, agencyId: session.agencyId, acceptLanguage: locale });

export function getCustomers(session: PortalSession, filters: CustomerFilters): Promise<CustomerPage> {
  return api.get('/api/Agency/{agencyId}/Customers', { ...auth(session), params: { agencyId: String(session.agencyId) }, query: customerApiQuery(filters) });
}

/** The business type's name comes in the page's language. */
export function getCustomer(session: PortalSession, customerId: number, locale: Locale): Promise<CustomerDetail> {
  return api.get('/api/Agency/{agencyId}/Customers/{customerId}', { ...auth(session, locale), params: { agencyId: String(session.agencyId), customerId } });
}
