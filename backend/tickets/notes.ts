// A note on its own (docs/domain.md, "Tickets"): the ticket keeps its status;
// the history records who, when and the note, internal (the back office's
// alone) or visible to the customer.
import { eq } from 'drizzle-orm';
import { holds } from '../../core/capabilities';
import type { TicketNoteBody } from '../../core/schemas/tickets';
import type { Viewer } from '../auth/actor';
import { ticketEvents, tickets } from '../db/schema';
import { ApiError } from '../http/errors';
import type { AppDeps } from '../deps';
import { findTicket } from './detail';

export async function addTicketNote(deps: Pick<AppDeps, 'db' | 'clock'>, viewer: Viewer, id: number, body: TicketNoteBody): Promise<void> {
  const ticket = await findTicket(deps.db, viewer, id);
  if (body.internal && !holds({ role: viewer.actor.role }, 'tickets.note.internal')) throw new ApiError(403, 'forbidden');
  if (ticket.deletedAt !== null) throw new ApiError(409, 'ticket_deleted');
  const now = deps.clock();
  await deps.db.transaction(async (tx) => {
    await tx.insert(ticketEvents).values({
      ticketId: id,
      event: 'note',
      fromStatus: ticket.status,
      toStatus: ticket.status,
      byId: viewer.actor.userId,
      at: now,
      note: body.note,
      internal: body.internal,
    });
    await tx.update(tickets).set({ updatedAt: now }).where(eq(tickets.id, id));
  });
}
