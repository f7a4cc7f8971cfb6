import 'server-only';
import { parseId } from '../../core/ids';
import type { Locale } from '@/i18n/routing';
import { getProductSupport, getProductTickets } from '../api/tickets';
import { pageRead } from '../api/page-read';
import type { PortalSession } from '../session';

/** The ids of a product's ticket page, or null for an address that names none (a 404). */
export function productIds(customerId: string, productId: string): { customerId: number; productId: number } | null {
  const customer = parseId(customerId);
  const product = parseId(productId);
  return customer === null || product === null ? null : { customerId: customer, productId: product };
}

/** A product's page: the product with its prefill (404 outside the caller's scope) and the requests on it. */
export async function readProductPage(session: PortalSession, locale: Locale, ids: { customerId: number; productId: number }) {
  const [support, tickets] = await Promise.all([
    pageRead(getProductSupport(session, ids.customerId, ids.productId), locale),
    pageRead(getProductTickets(session, ids.productId), locale),
  ]);
  return { ...support, tickets: tickets.items };
}
