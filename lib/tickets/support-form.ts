import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import { type SupportTicketFields, SupportTicketFieldsSchema } from '../../core/schemas/tickets';
import { isTime, pickupDateProblem } from '../../core/tickets/pickup';
import type { AddressPrefill } from './prefill';

// The support form's values and checks: the API's own field schema, plus the
// rules it checks across fields or against today (the pick-up window and day).

/** What the form holds: text in every field (blank optional fields are sent as null). */
export type SupportFormValues = { [K in keyof SupportTicketFields]-?: string };

const OPTIONAL = ['segni', 'note', 'telefonoConsegna', 'telefonoRitiro', 'noteRitiro'] as const;

function blankToNull(values: SupportFormValues): Record<string, string | null> {
  const copy: Record<string, string | null> = { ...values };
  for (const key of OPTIONAL) if (values[key].trim() === '') copy[key] = null;
  return copy;
}

/** A blank field with an error is a missing one: `required` says so better than its pattern's code (invalid_phone…). */
export function blankIsRequired<R extends { errors: Record<string, unknown> }>(values: Record<string, unknown>, result: R): R {
  for (const [name, error] of Object.entries(result.errors)) {
    const value = values[name];
    if (typeof value === 'string' && value.trim() === '' && error && typeof error === 'object' && 'message' in error) {
      result.errors[name] = { ...error, message: 'required' };
    }
  }
  return result;
}

/**
 * The form's resolver: errors are message keys (an error code of its own, else
 * `required` for a blank field, `validation_failed` otherwise); the values it
 * hands on are the API's body fields, normalised.
 */
/** The nine parts of an address; the pick-up's are the delivery's with …Ritiro for …Consegna. */
export const ADDRESS_PARTS = ['nome', 'via', 'citta', 'provincia', 'cap', 'nazione', 'cellulare', 'telefono', 'email'] as const;

/** The pick-up address made the delivery's (the form's "same address" box). */
export function pickupAtDelivery(values: SupportFormValues): SupportFormValues {
  const copy = { ...values };
  for (const part of ADDRESS_PARTS) copy[`${part}Ritiro`] = values[`${part}Consegna`];
  return copy;
}

/** What the form tells its resolver: with `samePickup` the pick-up address is the delivery's, and its hidden fields carry no errors. */
export interface SupportFormContext {
  samePickup: boolean;
}

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

/** The form's first values: the addresses from the product's prefill, the pick-up on `pickupDay`. */
export function supportFormDefaults(prefill: AddressPrefill, pickupDay: string): SupportFormValues {
  const address = (suffix: 'Consegna' | 'Ritiro') => ({
    [`nome${suffix}`]: prefill.nome,
    [`via${suffix}`]: prefill.via,
    [`citta${suffix}`]: prefill.citta,
    [`provincia${suffix}`]: prefill.provincia,
    [`cap${suffix}`]: prefill.cap,
    [`nazione${suffix}`]: prefill.nazione || 'Italia',
    [`cellulare${suffix}`]: prefill.cellulare,
    [`telefono${suffix}`]: prefill.telefono,
    [`email${suffix}`]: prefill.email,
  });
  return {
    problema: '',
    segni: '',
    note: '',
    ...address('Consegna'),
    ...address('Ritiro'),
    dataRitiro: pickupDay,
    orarioDa: '09:00',
    orarioA: '13:00',
    noteRitiro: '',
  } as SupportFormValues;
}
