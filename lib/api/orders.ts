import 'server-only';
import { type OrderFilters, toOrderApiQuery } from '../orders/filters';
import type { PortalSession } from '../server/session';
import { api, type ApiAnswer } from '../upstream';

// Typed reads of the orders API for server components, with the session's
// token; the API applies the caller's scope (404 outside it).

export type OrderPage = ApiAnswer<'GET', '/api/Agency/{agencyId}/Orders'>;
export type OrderDetail = ApiAnswer<'GET', '/api/Agency/{agencyId}/Orders/{contractId}'>;

const auth = (session: PortalSession) => ({ accessToken: session.accessToken, agencyId: session.agencyId });

export function getOrders(session: PortalSession, filters: OrderFilters): Promise<OrderPage> {
  return api.get('/api/Agency/{agencyId}/Orders', { ...auth(session), params: { agencyId: String(session.agencyId) }, query: toOrderApiQuery(filters) });
}

export function getOrder(session: PortalSession, contractId: number): Promise<OrderDetail> {
  return api.get('/api/Agency/{agencyId}/Orders/{contractId}', { ...auth(session), params: { agencyId: String(session.agencyId), contractId } });
}
