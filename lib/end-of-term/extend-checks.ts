import { z } from 'zod';
import { ExtendBodySchema } from '../../core/schemas/end-of-term';

// The extension form's check: a duration chosen among those offered, then the
// API's own body schema. Loaded when the form is first checked.

export interface ExtendFormValues {
  durationMonths: string;
}

export const extendChecks = ExtendBodySchema.extend({ durationMonths: z.coerce.number<string>().pipe(ExtendBodySchema.shape.durationMonths) });
