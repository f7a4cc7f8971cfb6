import type { z } from 'zod';
import { RATE_FACTOR_DECIMALS } from '../../core/domain/rates';
import { RateFactorsUpdateSchema } from '../../core/schemas/rates';
import { groupedAmountInput } from '../client/decimal-input';
import { formChecks } from '../validation/form-checks';
import { type RateFactorsFormValues, cellName } from './rate-factors-form';

// The rate factors form's checks: the API's own body schema over the factors
// that changed, each read the page language's way ("0,0322" in Italian,
// "0.0322" in English). Loaded when the form is first checked: zod stays out
// of the page's first load.

type Body = z.output<typeof RateFactorsUpdateSchema>;

/** `shown`: each factor's text as the form first showed it; only the ones typed differently are sent. */
export function rateFactorsChecks(shown: Readonly<Record<number, string>>, locale: string) {
  const row = RateFactorsUpdateSchema.shape.factors.element;
  return formChecks<RateFactorsFormValues, Body>(async (values) => {
    const changed = Object.entries(shown)
      .filter(([id, text]) => values[cellName(Number(id))] !== text)
      .map(([id]) => {
        const text = values[cellName(Number(id))] ?? '';
        return { id: Number(id), factor: groupedAmountInput(text, locale, Number.MAX_SAFE_INTEGER, RATE_FACTOR_DECIMALS) ?? Number.NaN };
      });
    const wrong = changed.filter((factor) => !row.safeParse(factor).success);
    if (wrong.length > 0) return { issues: wrong.map((factor) => ({ path: [cellName(factor.id)], message: 'invalid' })) };
    return { data: { factors: changed } };
  });
}
