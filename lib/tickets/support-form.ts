import type { SupportTicketFields } from '../../core/schemas/tickets';
import type { AddressPrefill } from './prefill';

// The support form's values and what its checks share; the checks themselves
// (the API's own field schema, zod) are in support-resolver.ts, which the page
// loads when the form is first checked (lib/client/lazy-resolver.ts).

/** What the form holds: text in every field (blank optional fields are sent as null). */
export type SupportFormValues = { [K in keyof SupportTicketFields]-?: string };

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
