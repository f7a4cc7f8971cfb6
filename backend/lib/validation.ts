// Maps zod issues to the 400 body of DESIGN §8: one item per field, `required`
// when the value is missing or blank, `validation_failed` otherwise.
import type { Context } from 'hono';
import type { ZodError } from 'zod';
import { ApiError, type ErrorDetail, errorResponse } from './errors';

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
  const byField = new Map<string, ErrorDetail>();
  for (const issue of error.issues) {
    const field = issue.path.map(String).join('.');
    if (byField.has(field)) continue;
    const required = issue.path.length > 0 && isBlank(valueAt(input, issue.path));
    byField.set(field, {
      ...(field ? { field } : {}),
      code: required ? 'required' : 'validation_failed',
    });
  }
  return [...byField.values()];
}

/**
 * The defaultHook of every OpenAPIHono route. @hono/zod-validator passes the
 * raw input as `data` also when parsing failed, which tells a missing field
 * from a wrong one (zod 4 leaves the input out of its issues).
 */
export function validationHook(result: { success: boolean; error?: ZodError; data?: unknown }, c: Context) {
  if (result.success || !result.error) return undefined;
  return errorResponse(c, new ApiError(400, issuesToDetails(result.error, result.data)));
}
