// Ticket vocabulary (docs/domain.md, "Tickets") shared by the API and the portal.

/** open → inProgress → waitingForCustomer → resolved → closed; the table is core/tickets/transitions.ts. */
export const TICKET_STATUSES = ['open', 'inProgress', 'waitingForCustomer', 'resolved', 'closed'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];

/** A support request on a product, or a request to extend its guarantee. */
export const TICKET_KINDS = ['support', 'extendedWarranty'] as const;
export type TicketKind = (typeof TICKET_KINDS)[number];

/**
 * What a ticket's history records: its opening, each status change, a note on
 * its own, a deletion, and a warranty offer's steps (made, accepted, declined,
 * confirmed: core/tickets/warranty-offer.ts).
 */
export const TICKET_EVENTS = ['created', 'status', 'deleted', 'note', 'offer', 'offerAccepted', 'offerDeclined', 'offerConfirmed'] as const;
export type TicketEvent = (typeof TICKET_EVENTS)[number];

/** The orders the back office's ticket list can be sorted in. */
export const TICKET_SORTS = ['createdAt', 'lastStatusChangeAt', 'number', 'status', 'company'] as const;
export type TicketSort = (typeof TICKET_SORTS)[number];

/** A customer may reopen a ticket this many days after it was resolved. */
export const REOPEN_WINDOW_DAYS = 30;

/** Photos of the damage and PDFs: at most this many per ticket, each at most ATTACHMENT_MAX_BYTES. */
export const MAX_ATTACHMENTS = 5;
export const ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;
/** What an attachment may be, judged by its bytes (SVG is refused: it can carry scripts). */
export const ATTACHMENT_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'] as const;
export type AttachmentType = (typeof ATTACHMENT_TYPES)[number];

/** The questions of the extended-warranty questionnaire are yes/no or free text. */
export const QUESTION_KINDS = ['yesNo', 'text'] as const;
export type QuestionKind = (typeof QUESTION_KINDS)[number];

/** A questionnaire's limits: at most this many questions, each worded in at most this many characters per language. */
export const MAX_WARRANTY_QUESTIONS = 30;
export const MAX_QUESTION_TEXT = 300;

/** Why an extension is not possible (the answer names one). */
export const EXTENSION_REFUSALS = ['topTier', 'contractNotActive', 'questionnaire', 'noPrice'] as const;
export type ExtensionRefusal = (typeof EXTENSION_REFUSALS)[number];

/** Contracts in force: their products are the ones a customer can open tickets on. */
export const TICKETABLE_CONTRACT_STATUSES = ['active', 'closing'] as const;

/** A ticket's page in the portal (without the locale): under its product, by kind. */
export function ticketPagePath(kind: TicketKind, customerId: number, productId: number, ticketId: number): string {
  return `/${kind === 'support' ? 'tickets' : 'estendotickets'}/${customerId}/${productId}/${ticketId}`;
}
