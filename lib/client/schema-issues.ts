import type { z } from 'zod';

/**
 * The fields a shared request schema refused, first issue each: a form
 * checks with the API's own schema before sending and says which fields to fix.
 */
export function refusedFields<T>(result: z.ZodSafeParseResult<T>): Set<string> {
  if (result.success) return new Set();
  return new Set(result.error.issues.map((issue) => String(issue.path[0] ?? '')));
}
