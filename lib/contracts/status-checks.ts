import type { z } from 'zod';
import type { ContractStatus } from '../../core/domain/contracts';
import { StatusBodySchema } from '../../core/schemas/contracts';
import { type FieldIssue, formChecks } from '../validation/form-checks';

// The contract's status changer checks: a status chosen, the written reason of
// an override, then the API's own body schema. Loaded when the form is first
// checked: zod stays out of the contract page's first load.

/** What the form holds: the status chosen ('' for none yet), the texts as typed. */
export interface StatusFormValues {
  status: ContractStatus | '';
  note: string;
  overrideReason: string;
}

export type StatusBody = z.output<typeof StatusBodySchema>;

/**
 * The API's body: the note when one is written, the reason only for a move
 * that steps past its facts (`overridable`, docs/domain.md "Overrides"). Each
 * refusal's message is a key of `validation` or `errors`.
 */
export const statusChecks = (overridable: readonly ContractStatus[]) =>
  formChecks<StatusFormValues, StatusBody>(async ({ status, note, overrideReason }) => {
    const overriding = status !== '' && overridable.includes(status);
    const missing: FieldIssue[] = [];
    if (status === '') missing.push({ path: ['status'], message: 'required' });
    if (overriding && !overrideReason.trim()) missing.push({ path: ['overrideReason'], message: 'required' });
    if (missing.length) return { issues: missing };
    const result = await StatusBodySchema.safeParseAsync({ status, ...(note.trim() ? { note } : {}), ...(overriding ? { overrideReason } : {}) });
    if (result.success) return { data: result.data };
    return { issues: result.error.issues.map((issue) => ({ path: [String(issue.path[0])], message: 'invalid_value' })) };
  });
