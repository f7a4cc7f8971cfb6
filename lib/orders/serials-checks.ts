import { SerialsBodySchema } from '../../core/schemas/orders';
import { formChecks } from '../validation/form-checks';
import { ORDER_MESSAGE_KEYS } from './order-message-keys';
import { type SerialsFormValues, type UnitChange, type UnitFacts, cellOf, serialChanges } from './serials-form';

// The units editor's checks: the API's own body schema over the changes the
// form makes. Loaded when the form is first checked: zod stays out of the
// page's first load.

/** The changes to send (none: nothing to save), or each refusal beside its cell. */
export function serialsChecks(units: readonly UnitFacts[]) {
  return formChecks(async (values: SerialsFormValues): Promise<{ data: UnitChange[] } | { issues: { path: string[]; message: string }[] }> => {
    const changes = serialChanges(units, values);
    if (changes.length === 0) return { data: changes };
    const result = await SerialsBodySchema.safeParseAsync({ units: changes }, ORDER_MESSAGE_KEYS);
    if (result.success) return { data: changes };
    return {
      issues: result.error.issues.map((issue) => ({ path: cellOf(changes, issue.path)?.split('.') ?? ['units'], message: issue.message })),
    };
  });
}
