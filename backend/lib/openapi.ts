// Shared OpenAPI pieces: the error body and the bearer security scheme.
import { z } from '@hono/zod-openapi';

export const ErrorBodySchema = z
  .object({
    errors: z.array(
      z.object({
        field: z.string().optional().openapi({ description: 'Dotted path of the offending input field' }),
        code: z.string().openapi({ description: 'Stable code, see core/error-codes.ts' }),
        message: z.string().openapi({ description: 'Italian, or English when Accept-Language prefers en' }),
      }),
    ),
  })
  .openapi('ErrorBody');

export const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: ErrorBodySchema } },
});

export const BEARER = 'bearerAuth';
export const bearerSecurity = [{ [BEARER]: [] }];
