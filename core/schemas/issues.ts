// A zod failure as the API's error items: one per field, `required` when the
// value is missing or blank, `unknown_field` for a key the schema does not
// take, `validation_failed` otherwise, except that a
// field failing a rule with its own error code (invalid_iban, invalid_email…),
// which the field schema carries as its issue message (fields.ts), gives that
// code. The API's validation hook answers these; a form that validates with
// the same schema shows the same messages.
import type { ZodError } from 'zod';
import { type RuleViolation, isErrorCode } from '../error-codes';

function valueAt(root: unknown, path: readonly PropertyKey[]): unknown {
  let value = root;
  for (const key of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

const isBlank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

export function issuesToDetails(error: Pick<ZodError, 'issues'>, input: unknown): RuleViolation[] {
  const coded = new Map<string, string>();
  const byField = new Map<string, RuleViolation>();
  for (const issue of error.issues) {
    // A key the schema does not take (a strict query, a strict body): one item naming each.
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys)
        byField.set([...issue.path, key].map(String).join('.'), { field: [...issue.path, key].map(String).join('.'), code: 'unknown_field' });
      continue;
    }
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
