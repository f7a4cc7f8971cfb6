import type { z } from 'zod';
import type { TicketStatus } from '../../core/domain/tickets';
import { TicketNoteBodySchema, TicketStatusBodySchema } from '../../core/schemas/tickets';
import { formChecks } from '../validation/form-checks';

// The ticket's update checks: a new status with an optional note, or a note
// on its own (the status kept), then the API's own body schema. Loaded when
// the form is first checked: zod stays out of the ticket page's first load.

/** What the form holds: the status chosen ('' keeps the present one), the note as typed, the internal tick. */
export interface TicketStatusFormValues {
  status: TicketStatus | '';
  note: string;
  internal: boolean;
}

export type TicketStatusBody = z.output<typeof TicketStatusBodySchema>;
export type TicketNoteBody = z.output<typeof TicketNoteBodySchema>;

/** What the form sends: a status change (POST …/Status) or a note on its own (POST …/Notes). */
export type TicketUpdate = { kind: 'status'; body: TicketStatusBody } | { kind: 'note'; body: TicketNoteBody };

/**
 * A blank note is none (null); `internalNotes` says whether the caller may keep
 * a note from the customer, `canNote` whether a note may go without a status.
 * Each refusal's message is an error code.
 */
export const ticketStatusChecks = (internalNotes: boolean, canNote: boolean) =>
  formChecks<TicketStatusFormValues, TicketUpdate>(async ({ status, note, internal }) => {
    const text = note.trim();
    const keep = internalNotes && internal;
    if (status === '' && !canNote) return { issues: [{ path: ['status'], message: 'required' }] };
    if (status === '') {
      if (text === '') return { issues: [{ path: ['note'], message: 'note_or_status_required' }] };
      const result = await TicketNoteBodySchema.safeParseAsync({ note: text, internal: keep });
      if (result.success) return { data: { kind: 'note', body: result.data } };
      return { issues: [{ path: ['note'], message: 'invalid_value' }] };
    }
    const result = await TicketStatusBodySchema.safeParseAsync({ status, note: text || null, internal: keep });
    if (result.success) return { data: { kind: 'status', body: result.data } };
    return { issues: result.error.issues.map((issue) => ({ path: [String(issue.path[0])], message: 'invalid_value' })) };
  });
