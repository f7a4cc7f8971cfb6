import type { ModelCategory, WarehouseStatus } from '../../core/domain/catalogue';
import type { z } from 'zod';
import { ModelCreateBodySchema } from '../../core/schemas/catalogue-admin';
import { formChecks } from '../validation/form-checks';

// The model form's checks: the API's own body schema (the EAN's check digit
// too) over what the form holds (euros become cents). Loaded when the form is
// first checked: zod stays out of the page's first load.

/** What the form holds: texts as typed, the list price as DecimalField gives it (null blank, NaN unreadable). */
export interface ModelFormValues {
  name: string;
  brand: string;
  partNumber: string;
  ean: string;
  iceCatId: string;
  listPrice: number | null;
  warehouseStatus: WarehouseStatus;
  category: ModelCategory;
  flexEligible: boolean;
}

/** Each refusal names its form field; the form words it. */
export const modelChecks = formChecks<ModelFormValues, z.output<typeof ModelCreateBodySchema>>(async ({ listPrice, ...values }) => {
  const result = await ModelCreateBodySchema.safeParseAsync({
    ...values,
    partNumber: values.partNumber.trim(),
    ean: values.ean.trim() || null,
    iceCatId: values.iceCatId.trim() || null,
    listPriceCents: listPrice === null ? Number.NaN : Math.round(listPrice * 100),
  });
  if (result.success) return { data: result.data };
  return {
    issues: result.error.issues.map((issue) => {
      const field = String(issue.path[0]);
      return { path: [field === 'listPriceCents' ? 'listPrice' : field], message: field };
    }),
  };
});
