// The app's one validation hook (defaultHook of every route): a 400 with one
// item per field, `required` when the value is missing or blank,
// `validation_failed` otherwise; except that a field failing a rule with its
// own error code (invalid_iban, invalid_email…), which the field schema
// carries as its issue message (core/schemas/fields.ts), answers that code.
import type { Context } from 'hono';
import type { ZodError } from 'zod';
import { isErrorCode } from '../../core/error-codes';
import { ApiError, type ErrorDetail, answerError } from './errors';

function valueAt(root: unknown, path: readonly PropertyKey[]): unknown {
  let value = root;
  for (const key of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

const isBlank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

export function issuesToDetails(error: ZodError, input: unknown): ErrorDetail[] {
  const coded = new Map<string, string>();
  const byField = new Map<string, ErrorDetail>();
  for (const issue of error.issues) {
    const field = issue.path.map(String).join('.');
    if (!coded.has(field) && isErrorCode(issue.message)) coded.set(field, issue.message);
    if (byField.has(field)) continue;
    const required = issue.path.length > 0 && isBlank(valueAt(input, issue.path));
    byField.set(field, { ...(field ? { field } : {}), code: required ? 'required' : 'validation_failed' });
  }
  return [...byField.values()].map((detail) => {
    const code = detail.code === 'validation_failed' ? coded.get(detail.field ?? '') : undefined;
    return code && isErrorCode(code) ? { ...detail, code } : detail;
  });
}

/**
 * @hono/zod-validator passes the raw input as `data` also when parsing
 * failed, which tells a missing field from a wrong one (zod 4 leaves the
 * input out of its issues).
 */
export function validationHook(result: { success: boolean; error?: ZodError; data?: unknown }, c: Context) {
  if (result.success || !result.error) return undefined;
  return answerError(c, new ApiError(400, issuesToDetails(result.error, result.data)));
}
