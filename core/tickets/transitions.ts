// The ticket life cycle (docs/domain.md, "Tickets") as data and pure
// functions: which status may follow which, and who may make the move. The
// back office (superadministrators, administrators) handles a ticket; the
// customer answers it, confirms its closing or reopens it within
// REOPEN_WINDOW_DAYS of its resolution. The API and the detail page ask the
// same functions.
import { REOPEN_WINDOW_DAYS, type TicketStatus } from '../domain/tickets';
import { type Role, isAdminRole } from '../roles';

export type TicketActor = 'backOffice' | 'customer';

const BACK_OFFICE: readonly TicketActor[] = ['backOffice'];
const CUSTOMER: readonly TicketActor[] = ['customer'];
const BOTH: readonly TicketActor[] = ['backOffice', 'customer'];

type Table = Record<TicketStatus, Partial<Record<TicketStatus, readonly TicketActor[]>>>;

export const TICKET_TRANSITIONS: Table = {
  open: { inProgress: BACK_OFFICE },
  inProgress: { waitingForCustomer: BACK_OFFICE, resolved: BACK_OFFICE },
  // The customer's answer puts the ticket back in the back office's hands.
  waitingForCustomer: { inProgress: BOTH, resolved: BACK_OFFICE },
  // Confirmed by either side; the customer may reopen it, the back office take it up again.
  resolved: { closed: BOTH, open: CUSTOMER, inProgress: BACK_OFFICE },
  closed: { open: CUSTOMER },
};

/** Moves back to open: allowed to the customer only within the window after the resolution. */
const REOPENINGS: readonly TicketStatus[] = ['resolved', 'closed'];

/** Who a role acts as on tickets; null: the role has no part in them. */
export function ticketActorOf(role: Role | null | undefined): TicketActor | null {
  if (isAdminRole(role)) return 'backOffice';
  return role === 'customer' ? 'customer' : null;
}

const DAY_MS = 86_400_000;

/** Whether the reopening window after a resolution is still open at `now`. */
export function withinReopenWindow(resolvedAt: Date | null, now: Date): boolean {
  return resolvedAt !== null && now.getTime() - resolvedAt.getTime() <= REOPEN_WINDOW_DAYS * DAY_MS;
}

export interface TicketMove {
  from: TicketStatus;
  to: TicketStatus;
  actor: TicketActor;
  /** when the ticket was last resolved (null: never, or reopened since) */
  resolvedAt: Date | null;
  now: Date;
}

/** null when the move is allowed, else the error code the API answers with (409). */
export function ticketMoveProblem({
  from,
  to,
  actor,
  resolvedAt,
  now,
}: TicketMove): 'update_status_failed_wrong_status_selected' | 'reopen_period_over' | null {
  if (!TICKET_TRANSITIONS[from][to]?.includes(actor)) return 'update_status_failed_wrong_status_selected';
  if (to === 'open' && REOPENINGS.includes(from) && !withinReopenWindow(resolvedAt, now)) return 'reopen_period_over';
  return null;
}

/** The statuses an actor may pick next (the detail page offers exactly these). */
export function nextTicketStatuses(from: TicketStatus, actor: TicketActor, resolvedAt: Date | null, now: Date): TicketStatus[] {
  return (Object.keys(TICKET_TRANSITIONS[from]) as TicketStatus[]).filter((to) => ticketMoveProblem({ from, to, actor, resolvedAt, now }) === null);
}

/** When the ticket counts as resolved after a move: set on resolving, kept on closing, cleared when work starts again. */
export function resolvedAtAfter(to: TicketStatus, previous: Date | null, now: Date): Date | null {
  if (to === 'resolved') return now;
  if (to === 'closed') return previous ?? now;
  return null;
}

/** Deleting is the back office's, and only while nobody has started on the ticket. */
export function canDeleteTicket(role: Role | null | undefined, status: TicketStatus): boolean {
  return isAdminRole(role) && status === 'open';
}

/** Only the back office writes notes the customer does not see. */
export function canWriteInternalNotes(role: Role | null | undefined): boolean {
  return ticketActorOf(role) === 'backOffice';
}
