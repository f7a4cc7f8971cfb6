// The body of every error answer: { errors: [{ field?, code, message }] }.
import { z } from 'zod';

export const ErrorBodySchema = z
  .object({
    errors: z.array(
      z.object({
        field: z.string().optional().meta({ description: 'Dotted path of the offending input field' }),
        code: z.string().meta({ description: 'Stable code, see core/error-codes.ts' }),
        message: z.string().meta({ description: 'Italian, or English when Accept-Language prefers en' }),
      }),
    ),
  })
  .meta({ id: 'ErrorBody' });
