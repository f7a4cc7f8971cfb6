import 'server-only';
import { notFound } from 'next/navigation';
import type { TicketKind } from '../../core/domain/tickets';
import { parseId } from '../../core/ids';
import type { Locale } from '@/i18n/routing';
import { type TicketDetail, getProductSupport, getProductTickets, getTicket } from '../api/tickets';
import { pageRead } from '../api/page-read';
import type { PortalSession } from '../server/session';

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

/**
 * A ticket's page under its product: the ticket, or a 404 when the address
 * names another product, company or kind than the ticket's own.
 */
export async function readTicketPage(
  session: PortalSession,
  locale: Locale,
  kind: TicketKind,
  raw: { customerId: string; productId: string; ticketId: string },
): Promise<TicketDetail> {
  const ids = productIds(raw.customerId, raw.productId);
  const ticketId = parseId(raw.ticketId);
  if (ids === null || ticketId === null) notFound();
  const ticket = await pageRead(getTicket(session, ticketId, locale), locale);
  if (ticket.kind !== kind || ticket.customer.id !== ids.customerId || ticket.product.id !== ids.productId) notFound();
  return ticket;
}
