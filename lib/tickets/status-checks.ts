import type { z } from 'zod';
import type { TicketStatus } from '../../core/domain/tickets';
import { TicketStatusBodySchema } from '../../core/schemas/tickets';
import { formChecks } from '../validation/form-checks';

// The ticket's status change checks: a status chosen, then the API's own body
// schema. Loaded when the form is first checked: zod stays out of the ticket
// page's first load.

/** What the form holds: the status chosen ('' for none yet), the note as typed, the internal tick. */
export interface TicketStatusFormValues {
  status: TicketStatus | '';
  note: string;
  internal: boolean;
}

export type TicketStatusBody = z.output<typeof TicketStatusBodySchema>;

/** A blank note is none (null); `internalNotes` says whether the caller may keep a note from the customer. Each refusal's message is an error code. */
export const ticketStatusChecks = (internalNotes: boolean) =>
  formChecks<TicketStatusFormValues, TicketStatusBody>(async ({ status, note, internal }) => {
    if (status === '') return { issues: [{ path: ['status'], message: 'required' }] };
    const result = await TicketStatusBodySchema.safeParseAsync({ status, note: note.trim() || null, internal: internalNotes && internal });
    if (result.success) return { data: result.data };
    return { issues: result.error.issues.map((issue) => ({ path: [String(issue.path[0])], message: 'invalid_value' })) };
  });
