import { type SupportTicketFields, SupportTicketFieldsSchema } from '../../core/schemas/tickets';
import { isTime, pickupDateProblem } from '../../core/tickets/pickup';
import type { SchemaLike } from '../client/use-light-form';
import { ADDRESS_PARTS, type SupportFormInput, type SupportFormValues, blankIsRequired, pickupAtDelivery } from './support-form';

// The support form's checks: the API's own field schema, plus the rules it
// checks across fields or against today (the pick-up window and day). Loaded
// when the form is first checked: zod stays out of the page's first load.

const OPTIONAL = ['segni', 'note', 'telefonoConsegna', 'telefonoRitiro', 'noteRitiro'] as const;

/** Errors are message keys: an error code of its own, else `required` for a blank field, `validation_failed` otherwise. */
export const MESSAGE_KEYS = { error: (issue: { code?: string }) => (issue.code === 'too_small' ? 'required' : 'validation_failed') };

function blankToNull(values: SupportFormValues): Record<string, string | null> {
  const copy: Record<string, string | null> = { ...values };
  for (const key of OPTIONAL) if (values[key].trim() === '') copy[key] = null;
  return copy;
}

/** The form's checks; the values they hand on are the API's body fields, normalised. */
export function supportFormChecks(today: string): SchemaLike<SupportTicketFields> {
  const schema = SupportTicketFieldsSchema.superRefine((values, ctx) => {
    if (isTime(values.orarioDa) && isTime(values.orarioA) && values.orarioDa >= values.orarioA) {
      ctx.addIssue({ code: 'custom', path: ['orarioA'], message: 'pickup_window_invalid' });
    }
    if (pickupDateProblem(values.dataRitiro, today) === 'pickup_in_past') ctx.addIssue({ code: 'custom', path: ['dataRitiro'], message: 'pickup_in_past' });
  });
  return {
    async safeParseAsync(input) {
      const { samePickup, ...fields } = input as SupportFormInput;
      const values = samePickup ? pickupAtDelivery(fields) : fields;
      const result = await schema.safeParseAsync(blankToNull(values), MESSAGE_KEYS);
      if (result.success) return result;
      const hidden = new Set<PropertyKey>(samePickup ? ADDRESS_PARTS.map((part) => `${part}Ritiro`) : []);
      const issues = blankIsRequired(values, result.error.issues).filter((issue) => !hidden.has(issue.path[0]!));
      return { success: false, error: { issues } };
    },
  };
}
