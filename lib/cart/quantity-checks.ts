import * as z from 'zod';
import { MAX_QUANTITY } from '../../core/schemas/pricing';

// The model page's quantity picker's check: a whole number from 1 to the
// API's largest quantity, as typed. Loaded when the form is first checked:
// zod stays out of the page's first load.

/** What the form holds: the quantity as typed. */
export interface QuantityValues {
  quantity: string;
}

/** Every refusal says the one message the picker has always said (a key of `errors`). */
const REFUSED = 'quantity_below_one';

export const quantityChecks = z.object({
  quantity: z.string().trim().regex(/^\d+$/, REFUSED).transform(Number).pipe(z.number().int(REFUSED).min(1, REFUSED).max(MAX_QUANTITY, REFUSED)),
});
