// The body of every error answer: { errors: [{ field?, code, message }] }.
import { z } from 'zod';

/** One error: also a cell's error in an import report. */
export const ApiErrorItemSchema = z.object({
  field: z.string().optional().meta({ description: 'Dotted path of the offending input field' }),
  code: z.string().meta({ description: 'Stable code, see core/error-codes.ts' }),
  message: z.string().meta({ description: 'Italian, or English when Accept-Language prefers en' }),
});

export const ErrorBodySchema = z.object({ errors: z.array(ApiErrorItemSchema) }).meta({ id: 'ErrorBody' });
