import { type SupportTicketFields, SupportTicketFieldsSchema } from '../../core/schemas/tickets';
import { isTime, pickupDateProblem } from '../../core/tickets/pickup';
import { formChecks } from '../validation/form-checks';
import { MESSAGE_KEYS, blankIsRequired } from './check-messages';
import { ADDRESS_PARTS, type SupportFormInput, type SupportFormValues, pickupAtDelivery } from './support-form';

// The support form's checks: the API's own field schema, plus the rules it
// checks across fields or against today (the pick-up window and day). Loaded
// when the form is first checked: zod stays out of the page's first load.

const OPTIONAL = ['segni', 'note', 'telefonoConsegna', 'telefonoRitiro', 'noteRitiro'] as const;

function blankToNull(values: SupportFormValues): Record<string, string | null> {
  const copy: Record<string, string | null> = { ...values };
  for (const key of OPTIONAL) if (values[key].trim() === '') copy[key] = null;
  return copy;
}

/** The form's checks; the values they hand on are the API's body fields, normalised. */
export function supportFormChecks(today: string) {
  const schema = SupportTicketFieldsSchema.superRefine((values, ctx) => {
    if (isTime(values.orarioDa) && isTime(values.orarioA) && values.orarioDa >= values.orarioA) {
      ctx.addIssue({ code: 'custom', path: ['orarioA'], message: 'pickup_window_invalid' });
    }
    if (pickupDateProblem(values.dataRitiro, today) === 'pickup_in_past') ctx.addIssue({ code: 'custom', path: ['dataRitiro'], message: 'pickup_in_past' });
  });
  return formChecks<SupportFormInput, SupportTicketFields>(async (input) => {
    const { samePickup, ...fields } = input;
    const values = samePickup ? pickupAtDelivery(fields) : fields;
    const result = await schema.safeParseAsync(blankToNull(values), MESSAGE_KEYS);
    if (result.success) return { data: result.data };
    const hidden = new Set<PropertyKey>(samePickup ? ADDRESS_PARTS.map((part) => `${part}Ritiro`) : []);
    return { issues: blankIsRequired(values, result.error.issues).filter((issue) => !hidden.has(issue.path[0]!)) };
  });
}
