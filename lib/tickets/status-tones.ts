import type { TicketStatus } from '../../core/domain/tickets';
import type { Tone } from '../contracts/status-tones';

/** A ticket's status as a badge colour, by what it asks of people (lib/contracts/status-tones.ts). */
export const TICKET_STATUS_TONES: Record<TicketStatus, Tone> = {
  open: 'info',
  inProgress: 'progress',
  waitingForCustomer: 'warning',
  resolved: 'success',
  closed: 'neutral',
};
