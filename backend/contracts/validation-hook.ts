// The request hook of the contracts, customers and orders routes: the app's
// 400 body (required / validation_failed per field), except that a field
// failing a SPEC §5 pattern answers that pattern's own code (invalid_iban…),
// which the field schema carries as its issue message (./fields.ts).
import type { Context } from 'hono';
import type { ZodError } from 'zod';
import { isErrorCode } from '../../core/error-codes';
import { ApiError, errorResponse } from '../lib/errors';
import { issuesToDetails } from '../lib/validation';

export function codedValidationHook(result: { success: boolean; error?: ZodError; data?: unknown }, c: Context) {
  if (result.success || !result.error) return undefined;
  const coded = new Map<string, string>();
  for (const issue of result.error.issues) {
    const field = issue.path.map(String).join('.');
    if (!coded.has(field) && isErrorCode(issue.message)) coded.set(field, issue.message);
  }
  const details = issuesToDetails(result.error, result.data).map((detail) => {
    const code = detail.code === 'validation_failed' ? coded.get(detail.field ?? '') : undefined;
    return code && isErrorCode(code) ? { ...detail, code } : detail;
  });
  return errorResponse(c, new ApiError(400, details));
}
