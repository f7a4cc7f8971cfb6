import type { z } from 'zod';
import type { AddressPrefillSchema } from '../../core/schemas/tickets-answers';

/** The address a ticket form starts from (the product's shipping contact, else the company's). */
export type AddressPrefill = z.infer<typeof AddressPrefillSchema>;
