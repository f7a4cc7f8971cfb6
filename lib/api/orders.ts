import 'server-only';
import type { z } from 'zod';
import type { OrderDetailSchema, OrderListSchema } from '@/core/schemas/orders';
import { type OrderFilters, toOrderApiQuery } from '../orders/filters';
import type { PortalSession } from '../session';
import { apiJson } from '../upstream';

// Typed reads of the orders API for server components, with the session's
// token; the API applies the caller's scope (404 outside it).

export type OrderPage = z.infer<typeof OrderListSchema>;
export type OrderDetail = z.infer<typeof OrderDetailSchema>;

const auth = (session: PortalSession) => ({ accessToken: session.accessToken, agencyId: session.agencyId });

export function getOrders(session: PortalSession, filters: OrderFilters): Promise<OrderPage> {
  return apiJson<OrderPage>(`/api/Agency/${session.agencyId}/Orders?${toOrderApiQuery(filters)}`, auth(session));
}

export function getOrder(session: PortalSession, contractId: number): Promise<OrderDetail> {
  return apiJson<OrderDetail>(`/api/Agency/${session.agencyId}/Orders/${contractId}`, auth(session));
}
