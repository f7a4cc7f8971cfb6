import type { z } from 'zod';
import { AccessoryCreateBodySchema } from '../../core/schemas/model-extras';
import { formChecks } from '../validation/form-checks';

// The accessory form's checks: the API's own body schema over what the form
// holds (euros become cents). Loaded when the form is first checked: zod stays
// out of the page's first load.

/** What the form holds: the price as DecimalField gives it (null blank, NaN unreadable). */
export interface AccessoryFormValues {
  name: string;
  partNumber: string;
  price: number | null;
}

/** Each refusal names its form field; the form words it (the message is the API's field). */
export const accessoryChecks = formChecks<AccessoryFormValues, z.output<typeof AccessoryCreateBodySchema>>(async (values) => {
  const result = await AccessoryCreateBodySchema.safeParseAsync({
    name: values.name,
    partNumber: values.partNumber.trim(),
    priceCents: values.price === null ? Number.NaN : Math.round(values.price * 100),
  });
  if (result.success) return { data: result.data };
  return {
    issues: result.error.issues.map((issue) => {
      const field = String(issue.path[0]);
      return { path: [field === 'priceCents' ? 'price' : field], message: field };
    }),
  };
});
