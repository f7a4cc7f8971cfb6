// One ticket as its detail page shows it (docs/domain.md, "Tickets"): the
// summary, the request as sent, the product's tier, the history (customers
// never receive internal notes), the attachments, and what the caller may do
// now. Out of scope answers 404; a deleted ticket is the back office's only.
import { and, asc, eq } from 'drizzle-orm';
import type { TicketDetail } from '../../core/schemas/tickets-answers';
import { MAX_ATTACHMENTS } from '../../core/domain/tickets';
import { holds } from '../../core/capabilities';
import { offerStateAfter } from '../../core/tickets/warranty-offer';
import { canDeleteTicket, nextTicketStatuses, ticketActorOf } from '../../core/tickets/transitions';
import type { Viewer } from '../auth/actor';
import { ticketScope } from '../auth/data-scope';
import type { Database } from '../db/client';
import { type Ticket, ticketAttachments, ticketEvents, tickets, users } from '../db/schema';
import { cleanFileName } from '../files/file-name';
import { ApiError } from '../http/errors';
import type { Locale } from '../i18n';
import { offerChoicesFor, offerOpen } from './offer';
import { tiersOf } from './products';
import { selectTickets, toSummary, userRef } from './list';

/** The ticket row in the caller's scope; 404 outside it, and for customers once deleted. */
export async function findTicket(db: Database, viewer: Viewer, id: number): Promise<Ticket> {
  const [row] = await db
    .select()
    .from(tickets)
    .where(and(eq(tickets.id, id), ticketScope(viewer)));
  if (!row || (row.deletedAt !== null && ticketActorOf(viewer.actor.role) !== 'backOffice')) throw new ApiError(404, 'not_found');
  return row;
}

async function historyOf(db: Database, ticketId: number, backOffice: boolean) {
  const rows = await db
    .select({
      id: ticketEvents.id,
      event: ticketEvents.event,
      fromStatus: ticketEvents.fromStatus,
      toStatus: ticketEvents.toStatus,
      byId: users.id,
      byName: users.username,
      at: ticketEvents.at,
      note: ticketEvents.note,
      internal: ticketEvents.internal,
    })
    .from(ticketEvents)
    .leftJoin(users, eq(users.id, ticketEvents.byId))
    .where(eq(ticketEvents.ticketId, ticketId))
    .orderBy(asc(ticketEvents.at), asc(ticketEvents.id));
  return rows.map((row) => {
    // The change itself is the customer's to see; an internal note is not.
    const hidden = row.internal && !backOffice;
    return {
      id: row.id,
      event: row.event,
      fromStatus: row.fromStatus,
      toStatus: row.toStatus,
      by: userRef(row.byId, row.byName),
      at: row.at.toISOString(),
      note: hidden ? null : row.note,
      internal: hidden ? false : row.internal,
    };
  });
}

export async function attachmentsOf(db: Database, ticketId: number) {
  const rows = await db
    .select({
      id: ticketAttachments.id,
      fileName: ticketAttachments.fileName,
      contentType: ticketAttachments.contentType,
      size: ticketAttachments.size,
      byId: users.id,
      byName: users.username,
      createdAt: ticketAttachments.createdAt,
    })
    .from(ticketAttachments)
    .leftJoin(users, eq(users.id, ticketAttachments.uploadedById))
    .where(eq(ticketAttachments.ticketId, ticketId))
    .orderBy(asc(ticketAttachments.id));
  return rows.map(({ byId, byName, createdAt, ...row }) => ({
    ...row,
    // Cleaned again: rows stored before names were cleaned show clean too.
    fileName: cleanFileName(row.fileName, row.contentType),
    uploadedBy: userRef(byId, byName),
    createdAt: createdAt.toISOString(),
  }));
}

/** The offer as the page shows it: the tiers, the prices and where it stands (what it was priced on stays in the API). */
async function offerOf(db: Database, ticket: Ticket): Promise<TicketDetail['offer']> {
  const offer = ticket.offer;
  if (!offer) return null;
  const [by] = await db.select({ id: users.id, username: users.username }).from(users).where(eq(users.id, offer.offeredById));
  return {
    state: offer.state,
    fromTier: offer.fromTier,
    toTier: offer.toTier,
    extraMonthly: offer.extraMonthly,
    monthlyBefore: offer.monthlyBefore,
    monthlyAfter: offer.monthlyAfter,
    offeredBy: by ?? null,
    offeredAt: offer.offeredAt,
    answeredAt: offer.answeredAt,
    confirmedAt: offer.confirmedAt,
  };
}

export async function loadTicketDetail(db: Database, viewer: Viewer, id: number, locale: Locale, now: Date): Promise<TicketDetail> {
  const ticket = await findTicket(db, viewer, id);
  const actor = ticketActorOf(viewer.actor.role);
  const backOffice = actor === 'backOffice';
  const [[summaryRow], history, attachments, tiers, offer, offerChoices] = await Promise.all([
    selectTickets(db).where(eq(tickets.id, id)),
    historyOf(db, id, backOffice),
    attachmentsOf(db, id),
    tiersOf(db, [ticket.contractId]),
    offerOf(db, ticket),
    offerChoicesFor(db, viewer, ticket),
  ]);
  const summary = toSummary(summaryRow!);
  const live = ticket.deletedAt === null;
  const holder = { role: viewer.actor.role };
  const warranty = ticket.warranty
    ? {
        request: ticket.warranty.request,
        answers: ticket.warranty.answers.map((a) => ({ questionId: a.questionId, question: locale === 'en' ? a.textEn : a.textIt, answer: a.answer })),
        outcome: ticket.warranty.outcome,
      }
    : null;
  return {
    ...summary,
    product: { ...summary.product, partNumber: summaryRow!.partNumber, tier: tiers.get(ticket.contractProductId) ?? null },
    support: ticket.support,
    warranty,
    resolvedAt: ticket.resolvedAt?.toISOString() ?? null,
    deletedAt: ticket.deletedAt?.toISOString() ?? null,
    history,
    attachments,
    nextStatuses: live && actor ? nextTicketStatuses(ticket.status, actor, ticket.resolvedAt, now) : [],
    offer,
    offerChoices,
    actions: {
      delete: live && canDeleteTicket(viewer.actor.role, ticket.status),
      attach: live && ticket.status !== 'closed' && attachments.length < MAX_ATTACHMENTS,
      internalNotes: holds(holder, 'tickets.note.internal'),
      note: live && holds(holder, 'tickets.notes.write'),
      answerOffer: offerOpen(ticket) && holds(holder, 'tickets.warrantyOffer.accept') && offerStateAfter(offer?.state ?? null, 'accept') !== null,
      confirmOffer: offerOpen(ticket) && holds(holder, 'tickets.warrantyOffer.confirm') && offerStateAfter(offer?.state ?? null, 'confirm') !== null,
    },
  };
}
