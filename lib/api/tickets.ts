import 'server-only';
import { type TicketFilters, toTicketApiQuery } from '../tickets/filters';
import type { PortalSession } from '../server/session';
import { api, type ApiAnswer } from '../upstream';

// Typed reads of the tickets API for server components, with the session's
// token; the API applies the caller's scope (another company's answers 404).

export type TicketPage = ApiAnswer<'GET', '/api/Ticket'>;
export type TicketProducts = ApiAnswer<'GET', '/api/Ticket/Products'>;
export type ProductSupport = ApiAnswer<'GET', '/api/Ticket/Products/{customerId}/{productId}'>;
export type Questionnaire = ApiAnswer<'GET', '/api/Ticket/estendo-questions/{contractProductId}'>;
export type TicketDetail = ApiAnswer<'GET', '/api/Ticket/{ticketId}'>;
export type Questionnaires = ApiAnswer<'GET', '/api/Ticket/EstendoQuestionnaires'>;

const auth = (session: PortalSession) => ({ accessToken: session.accessToken, agencyId: session.agencyId });

export function getTickets(session: PortalSession, filters: TicketFilters): Promise<TicketPage> {
  return api.get('/api/Ticket', { ...auth(session), query: toTicketApiQuery(filters) });
}

/** The requests on one product, newest first (a product rarely has many). */
export function getProductTickets(session: PortalSession, productId: number): Promise<TicketPage> {
  return api.get('/api/Ticket', { ...auth(session), query: { productId, pageSize: 100 } });
}

export function getTicketProducts(session: PortalSession): Promise<TicketProducts> {
  return api.get('/api/Ticket/Products', auth(session));
}

export function getProductSupport(session: PortalSession, customerId: number, productId: number): Promise<ProductSupport> {
  return api.get('/api/Ticket/Products/{customerId}/{productId}', { ...auth(session), params: { customerId, productId } });
}

/** The questions come in the page's language. */
export function getQuestionnaire(session: PortalSession, productId: number, locale: string): Promise<Questionnaire> {
  return api.get('/api/Ticket/estendo-questions/{contractProductId}', { ...auth(session), params: { contractProductId: productId }, acceptLanguage: locale });
}

/** The questionnaire's questions come in the page's language. */
export function getTicket(session: PortalSession, ticketId: number, locale: string): Promise<TicketDetail> {
  return api.get('/api/Ticket/{ticketId}', { ...auth(session), params: { ticketId }, acceptLanguage: locale });
}

/** Every category's questionnaire in both languages, with its history (administrators). */
export function getQuestionnaires(session: PortalSession): Promise<Questionnaires> {
  return api.get('/api/Ticket/EstendoQuestionnaires', auth(session));
}
