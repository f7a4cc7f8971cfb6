import type { SupportTicketFields } from '../../core/schemas/tickets';
import type { AddressPrefill } from './prefill';

// The support form's values and what its checks share; the checks themselves
// (the API's own field schema, zod) are in support-checks.ts, which the page
// loads when the form is first checked (lib/client/lazy-zod-resolver.ts).

/** What the form holds: text in every field (blank optional fields are sent as null). */
export type SupportFormValues = { [K in keyof SupportTicketFields]-?: string };

/** The form's fields and its "same address" box: ticked, the pick-up address is the delivery's and its hidden fields carry no errors. */
export type SupportFormInput = SupportFormValues & { samePickup: boolean };

/** The nine parts of an address; the pick-up's are the delivery's with …Ritiro for …Consegna. */
export const ADDRESS_PARTS = ['nome', 'via', 'citta', 'provincia', 'cap', 'nazione', 'cellulare', 'telefono', 'email'] as const;

/** The pick-up address made the delivery's (the form's "same address" box). */
export function pickupAtDelivery(values: SupportFormValues): SupportFormValues {
  const copy = { ...values };
  for (const part of ADDRESS_PARTS) copy[`${part}Ritiro`] = values[`${part}Consegna`];
  return copy;
}

/** The form's first values: the addresses from the product's prefill (one address for both), the pick-up on `pickupDay`. */
export function supportFormDefaults(prefill: AddressPrefill, pickupDay: string): SupportFormInput {
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
    // The courier usually collects where the product goes back to.
    samePickup: true,
  } as SupportFormInput;
}
