// The ticket life cycle as a table: which move each side may make, the
// customer's 30-day reopening window, deletion and internal notes.
import { describe, expect, it } from 'vitest';
import { REOPEN_WINDOW_DAYS, TICKET_STATUSES, type TicketStatus } from '@/core/domain/tickets';
import { ROLES } from '@/core/roles';
import {
  canDeleteTicket,
  canWriteInternalNotes,
  nextTicketStatuses,
  resolvedAtAfter,
  ticketActorOf,
  ticketMoveProblem,
  withinReopenWindow,
} from '@/core/tickets/transitions';

const DAY = 86_400_000;
const now = new Date('2026-06-15T10:00:00Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * DAY);

describe('who acts on tickets', () => {
  it('the back office is the superadministrator and the administrator; the customer answers; nobody else takes part', () => {
    expect(ticketActorOf('superAdministrator')).toBe('backOffice');
    expect(ticketActorOf('administrator')).toBe('backOffice');
    expect(ticketActorOf('customer')).toBe('customer');
    for (const role of ROLES.filter((r) => !['superAdministrator', 'administrator', 'customer'].includes(r))) expect(ticketActorOf(role), role).toBeNull();
    expect(ticketActorOf(null)).toBeNull();
  });
});

describe('the transition table', () => {
  const recently = daysAgo(1);
  const table: Record<TicketStatus, { backOffice: TicketStatus[]; customer: TicketStatus[] }> = {
    open: { backOffice: ['inProgress'], customer: [] },
    inProgress: { backOffice: ['waitingForCustomer', 'resolved'], customer: [] },
    waitingForCustomer: { backOffice: ['inProgress', 'resolved'], customer: ['inProgress'] },
    resolved: { backOffice: ['closed', 'inProgress'], customer: ['closed', 'open'] },
    closed: { backOffice: [], customer: ['open'] },
  };

  it('offers each side exactly its moves from every status', () => {
    for (const from of TICKET_STATUSES) {
      expect(nextTicketStatuses(from, 'backOffice', recently, now), `backOffice from ${from}`).toEqual(table[from].backOffice);
      expect(nextTicketStatuses(from, 'customer', recently, now), `customer from ${from}`).toEqual(table[from].customer);
    }
  });

  it('refuses every other move, staying put included', () => {
    for (const from of TICKET_STATUSES) {
      for (const to of TICKET_STATUSES) {
        for (const actor of ['backOffice', 'customer'] as const) {
          const allowed = table[from][actor].includes(to);
          expect(ticketMoveProblem({ from, to, actor, resolvedAt: recently, now }), `${actor} ${from}→${to}`).toBe(
            allowed ? null : 'update_status_failed_wrong_status_selected',
          );
        }
      }
    }
  });
});

describe('reopening', () => {
  it(`is open for ${REOPEN_WINDOW_DAYS} days after the resolution, the last day included`, () => {
    expect(withinReopenWindow(daysAgo(REOPEN_WINDOW_DAYS), now)).toBe(true);
    expect(withinReopenWindow(new Date(daysAgo(REOPEN_WINDOW_DAYS).getTime() - 1), now)).toBe(false);
    expect(withinReopenWindow(null, now)).toBe(false);
  });

  it('answers reopen_period_over after the window, for a resolved and for a closed ticket', () => {
    for (const from of ['resolved', 'closed'] as const) {
      expect(ticketMoveProblem({ from, to: 'open', actor: 'customer', resolvedAt: daysAgo(31), now })).toBe('reopen_period_over');
      expect(ticketMoveProblem({ from, to: 'open', actor: 'customer', resolvedAt: daysAgo(29), now })).toBeNull();
    }
    expect(nextTicketStatuses('closed', 'customer', daysAgo(31), now)).toEqual([]);
    expect(nextTicketStatuses('resolved', 'customer', daysAgo(31), now)).toEqual(['closed']);
  });

  it('keeps the resolution time on closing and clears it when work starts again', () => {
    const resolved = daysAgo(3);
    expect(resolvedAtAfter('resolved', null, now)).toEqual(now);
    expect(resolvedAtAfter('closed', resolved, now)).toEqual(resolved);
    expect(resolvedAtAfter('closed', null, now)).toEqual(now);
    expect(resolvedAtAfter('open', resolved, now)).toBeNull();
    expect(resolvedAtAfter('inProgress', resolved, now)).toBeNull();
  });
});

describe('deleting and internal notes', () => {
  it('only administrators delete, and only an open ticket', () => {
    for (const status of TICKET_STATUSES) {
      expect(canDeleteTicket('administrator', status), status).toBe(status === 'open');
      expect(canDeleteTicket('superAdministrator', status), status).toBe(status === 'open');
      expect(canDeleteTicket('customer', status), status).toBe(false);
      expect(canDeleteTicket('agency_admin', status), status).toBe(false);
    }
  });

  it('only the back office writes internal notes', () => {
    expect(canWriteInternalNotes('administrator')).toBe(true);
    expect(canWriteInternalNotes('customer')).toBe(false);
    expect(canWriteInternalNotes('agent')).toBe(false);
  });
});
