import 'server-only';
import type { z } from 'zod';
import type {
  ProductSupportSchema,
  QuestionnaireSchema,
  QuestionnairesSchema,
  TicketDetailSchema,
  TicketListSchema,
  TicketProductListSchema,
} from '@/core/schemas/tickets-answers';
import { type TicketFilters, toTicketApiQuery } from '../tickets/filters';
import type { PortalSession } from '../session';
import { apiJson } from '../upstream';

// Typed reads of the tickets API for server components, with the session's
// token; the API applies the caller's scope (another company's answers 404).

export type TicketPage = z.infer<typeof TicketListSchema>;
export type TicketProducts = z.infer<typeof TicketProductListSchema>;
export type ProductSupport = z.infer<typeof ProductSupportSchema>;
export type Questionnaire = z.infer<typeof QuestionnaireSchema>;
export type TicketDetail = z.infer<typeof TicketDetailSchema>;
export type Questionnaires = z.infer<typeof QuestionnairesSchema>;

const auth = (session: PortalSession) => ({ accessToken: session.accessToken, agencyId: session.agencyId });

export function getTickets(session: PortalSession, filters: TicketFilters): Promise<TicketPage> {
  return apiJson<TicketPage>(`/api/Ticket?${toTicketApiQuery(filters)}`, auth(session));
}

/** The requests on one product, newest first (a product rarely has many). */
export function getProductTickets(session: PortalSession, productId: number): Promise<TicketPage> {
  return apiJson<TicketPage>(`/api/Ticket?productId=${productId}&pageSize=100`, auth(session));
}

export function getTicketProducts(session: PortalSession): Promise<TicketProducts> {
  return apiJson<TicketProducts>('/api/Ticket/Products', auth(session));
}

export function getProductSupport(session: PortalSession, customerId: number, productId: number): Promise<ProductSupport> {
  return apiJson<ProductSupport>(`/api/Ticket/Products/${customerId}/${productId}`, auth(session));
}

/** The questions come in the page's language. */
export function getQuestionnaire(session: PortalSession, productId: number, locale: string): Promise<Questionnaire> {
  return apiJson<Questionnaire>(`/api/Ticket/estendo-questions/${productId}`, { ...auth(session), acceptLanguage: locale });
}

/** The questionnaire's questions come in the page's language. */
export function getTicket(session: PortalSession, ticketId: number, locale: string): Promise<TicketDetail> {
  return apiJson<TicketDetail>(`/api/Ticket/${ticketId}`, { ...auth(session), acceptLanguage: locale });
}

/** Every category's questionnaire in both languages, with its history (administrators). */
export function getQuestionnaires(session: PortalSession): Promise<Questionnaires> {
  return apiJson<Questionnaires>('/api/Ticket/EstendoQuestionnaires', auth(session));
}
