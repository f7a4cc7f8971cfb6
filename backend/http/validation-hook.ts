// The app's one validation hook (defaultHook of every route): a 400 with one
// item per field, worded by core/schemas/issues.ts (`required`, a rule's own
// code, else `validation_failed`).
import type { Context } from 'hono';
import type { ZodError } from 'zod';
import { issuesToDetails } from '../../core/schemas/issues';
import { ApiError, answerError } from './errors';

/**
 * @hono/zod-validator passes the raw input as `data` also when parsing
 * failed, which tells a missing field from a wrong one (zod 4 leaves the
 * input out of its issues).
 */
export function validationHook(result: { success: boolean; error?: ZodError; data?: unknown }, c: Context) {
  if (result.success || !result.error) return undefined;
  return answerError(c, new ApiError(400, issuesToDetails(result.error, result.data)));
}
