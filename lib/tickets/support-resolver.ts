import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import { type SupportTicketFields, SupportTicketFieldsSchema } from '../../core/schemas/tickets';
import { isTime, pickupDateProblem } from '../../core/tickets/pickup';
import { ADDRESS_PARTS, type SupportFormContext, type SupportFormValues, blankIsRequired, pickupAtDelivery } from './support-form';

// The support form's checks: the API's own field schema, plus the rules it
// checks across fields or against today (the pick-up window and day). Loaded
// when the form is first checked: zod stays out of the page's first load.

const OPTIONAL = ['segni', 'note', 'telefonoConsegna', 'telefonoRitiro', 'noteRitiro'] as const;

function blankToNull(values: SupportFormValues): Record<string, string | null> {
  const copy: Record<string, string | null> = { ...values };
  for (const key of OPTIONAL) if (values[key].trim() === '') copy[key] = null;
  return copy;
}

/**
 * The form's resolver: errors are message keys (an error code of its own, else
 * `required` for a blank field, `validation_failed` otherwise); the values it
 * hands on are the API's body fields, normalised.
 */
export function supportFormResolver(today: string): Resolver<SupportFormValues, SupportFormContext, SupportTicketFields> {
  const schema = SupportTicketFieldsSchema.superRefine((values, ctx) => {
    if (isTime(values.orarioDa) && isTime(values.orarioA) && values.orarioDa >= values.orarioA) {
      ctx.addIssue({ code: 'custom', path: ['orarioA'], message: 'pickup_window_invalid' });
    }
    if (pickupDateProblem(values.dataRitiro, today) === 'pickup_in_past') ctx.addIssue({ code: 'custom', path: ['dataRitiro'], message: 'pickup_in_past' });
  });
  const resolve = zodResolver(schema, { error: (issue) => (issue.code === 'too_small' ? 'required' : 'validation_failed') });
  return async (raw, context, options) => {
    const same = context?.samePickup ?? false;
    const values = same ? pickupAtDelivery(raw) : raw;
    const result = blankIsRequired(values, (await resolve(blankToNull(values) as never, context, options as never)) as { errors: Record<string, unknown> });
    if (same) for (const part of ADDRESS_PARTS) delete result.errors[`${part}Ritiro`];
    return result as never;
  };
}
