import { PARAMETER_KEYS, type ParameterKey, scoresInOrder } from '../../core/domain/system-parameters';
import { SystemParametersUpdateSchema } from '../../core/schemas/system-parameters';
import { formChecks } from '../validation/form-checks';

// The system parameters form's checks: the API's own body schema (each value a
// whole number in its range) and its rule across two of them (scoreKO not
// above scoreProviderSC). Loaded when the form is first checked: zod stays
// out of the page's first load.

/** What the form holds: the values as typed. */
export type SystemParametersFormValues = Record<ParameterKey, string>;

/** Message keys of `settings`: a value out of its range, or the scores out of order. */
export const systemParametersChecks = formChecks<SystemParametersFormValues, Record<ParameterKey, number>>(async (values) => {
  const body = Object.fromEntries(PARAMETER_KEYS.map((key) => [key, /^\d{1,5}$/.test(values[key].trim()) ? Number(values[key].trim()) : Number.NaN])) as Record<
    ParameterKey,
    number
  >;
  const result = await SystemParametersUpdateSchema.safeParseAsync(body);
  if (!result.success) return { issues: result.error.issues.map((issue) => ({ path: [String(issue.path[0])], message: 'outOfRange' })) };
  if (!scoresInOrder(body)) return { issues: [{ path: ['scoreKO'], message: 'scoresOrder' }] };
  return { data: body };
});
