// Status changes and deletion (docs/domain.md, "Tickets"). The table and the
// reopening window are core/tickets/transitions.ts; the UPDATE moves the
// ticket only if nobody moved or deleted it meanwhile, and every change is
// written to the history with who, when and the note.
import { and, eq, isNull } from 'drizzle-orm';
import type { TicketStatus } from '../../core/domain/tickets';
import { holds } from '../../core/capabilities';
import { canDeleteTicket, resolvedAtAfter, ticketActorOf, ticketMoveProblem } from '../../core/tickets/transitions';
import type { Viewer } from '../auth/actor';
import { ticketEvents, tickets } from '../db/schema';
import { ApiError } from '../http/errors';
import type { AppDeps } from '../deps';
import { emitWebhookEvent } from '../webhooks/outbox';
import { findTicket } from './detail';

export interface StatusChange {
  status: TicketStatus;
  note: string | null;
  internal: boolean;
}

/** The ticket before and after, for the notification. */
export async function changeTicketStatus(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  viewer: Viewer,
  id: number,
  change: StatusChange,
): Promise<{ from: TicketStatus; to: TicketStatus }> {
  const ticket = await findTicket(deps.db, viewer, id);
  const actor = ticketActorOf(viewer.actor.role);
  if (!actor) throw new ApiError(403, 'forbidden');
  if (change.internal && !holds({ role: viewer.actor.role }, 'tickets.note.internal')) throw new ApiError(403, 'forbidden');
  const now = deps.clock();
  const problem =
    ticket.deletedAt === null
      ? ticketMoveProblem({ from: ticket.status, to: change.status, actor, resolvedAt: ticket.resolvedAt, now })
      : 'update_status_failed_wrong_status_selected';
  if (problem) throw new ApiError(409, problem);

  await deps.db.transaction(async (tx) => {
    const moved = await tx
      .update(tickets)
      .set({ status: change.status, resolvedAt: resolvedAtAfter(change.status, ticket.resolvedAt, now), lastStatusChangeAt: now, updatedAt: now })
      .where(and(eq(tickets.id, id), eq(tickets.status, ticket.status), isNull(tickets.deletedAt)))
      .returning({ id: tickets.id });
    if (moved.length === 0) throw new ApiError(409, 'update_status_failed_wrong_status_selected');
    await tx.insert(ticketEvents).values({
      ticketId: id,
      event: 'status',
      fromStatus: ticket.status,
      toStatus: change.status,
      byId: viewer.actor.userId,
      at: now,
      note: change.note,
      internal: change.note !== null && change.internal,
    });
    await emitWebhookEvent(
      tx,
      ticket.agencyId,
      {
        type: 'ticket.status_changed',
        data: {
          ticketId: id,
          ticketNumber: ticket.number,
          contractId: ticket.contractId,
          from: ticket.status,
          to: change.status,
          changedAt: now.toISOString(),
        },
      },
      now,
    );
  });
  return { from: ticket.status, to: change.status };
}

/** A soft delete: the ticket leaves the lists and keeps its history, with the deletion in it. */
export async function deleteTicket(deps: Pick<AppDeps, 'db' | 'clock'>, viewer: Viewer, id: number): Promise<void> {
  const ticket = await findTicket(deps.db, viewer, id);
  if (!canDeleteTicket(viewer.actor.role, ticket.status)) {
    throw ticketActorOf(viewer.actor.role) === 'backOffice' ? new ApiError(409, 'ticket_not_deletable') : new ApiError(403, 'forbidden');
  }
  if (ticket.deletedAt !== null) throw new ApiError(409, 'ticket_not_deletable');
  const now = deps.clock();
  await deps.db.transaction(async (tx) => {
    const deleted = await tx
      .update(tickets)
      .set({ deletedAt: now, deletedById: viewer.actor.userId, updatedAt: now })
      .where(and(eq(tickets.id, id), eq(tickets.status, 'open'), isNull(tickets.deletedAt)))
      .returning({ id: tickets.id });
    if (deleted.length === 0) throw new ApiError(409, 'ticket_not_deletable');
    await tx.insert(ticketEvents).values({ ticketId: id, event: 'deleted', fromStatus: 'open', toStatus: 'open', byId: viewer.actor.userId, at: now });
  });
}
