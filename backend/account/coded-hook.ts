// The request hook of the account and sign-up routes: the app's 400 body, but
// a field failing a SPEC §5 rule answers that rule's own code (invalid_email,
// invalid_password…), carried by the field schema as its issue message.
import type { Context } from 'hono';
import type { ZodError } from 'zod';
import { isErrorCode } from '../../core/error-codes';
import { ApiError, errorResponse } from '../lib/errors';
import { issuesToDetails } from '../lib/validation';

export function codedHook(result: { success: boolean; error?: ZodError; data?: unknown }, c: Context) {
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
