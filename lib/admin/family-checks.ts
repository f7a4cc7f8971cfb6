import type { z } from 'zod';
import { FamilyCreateBodySchema, FamilyUpdateBodySchema } from '../../core/schemas/catalogue-admin';
import { formChecks } from '../validation/form-checks';

// The family forms' checks: the API's own body schemas over what the forms
// hold. Loaded when a form is first checked: zod stays out of the page's first
// load. Each refusal names its field; the forms word it.

export interface FamilyFormValues {
  name: string;
  /** as typed */
  sortOrder: string;
}

const refusals = (error: z.ZodError) => error.issues.map((issue) => ({ path: [String(issue.path[0])], message: String(issue.path[0]) }));

/** A new family: its name. */
export const newFamilyChecks = FamilyCreateBodySchema.pick({ name: true });

/** A family's name and place in the catalogue's order. */
export const familyChecks = formChecks<FamilyFormValues, z.output<typeof FamilyUpdateBodySchema>>(async (values) => {
  const order = values.sortOrder.trim();
  const result = await FamilyUpdateBodySchema.safeParseAsync({ name: values.name, sortOrder: /^\d{1,5}$/.test(order) ? Number(order) : Number.NaN });
  return result.success ? { data: result.data } : { issues: refusals(result.error) };
});
