import type { FieldIssue } from '../validation/form-checks';

// What the ticket forms' checks (loaded when a form is first checked) share.

/** Errors are message keys: an error code of its own, else `required` for a blank field, `validation_failed` otherwise. */
export const MESSAGE_KEYS = { error: (issue: { code?: string }) => (issue.code === 'too_small' ? 'required' : 'validation_failed') };

/** A blank field with an error is a missing one: `required` says so better than its pattern's code (invalid_phone…). */
export function blankIsRequired(values: Record<string, unknown>, issues: readonly FieldIssue[]): FieldIssue[] {
  return issues.map((issue) => {
    const value = issue.path.length === 1 ? values[String(issue.path[0])] : undefined;
    return typeof value === 'string' && value.trim() === '' ? { ...issue, message: 'required' } : issue;
  });
}
