import type { z } from 'zod';
import { FEE_MAX_CENTS } from '../../core/domain/rates';
import { GuaranteeFeesUpdateSchema } from '../../core/schemas/rates';
import { groupedAmountInput } from '../client/decimal-input';
import { formChecks } from '../validation/form-checks';
import { FEE_COLUMNS, type FeeColumn, type GuaranteeFeesFormValues, feeCellName } from './guarantee-fees-form';

// The guarantee fees form's checks: the API's own body schema over the rows
// that changed, amounts read the page language's way ("1.250,50" in Italian).
// Loaded when the form is first checked: zod stays out of the page's first load.

type Body = z.output<typeof GuaranteeFeesUpdateSchema>;

/** `shown`: each row's texts as the form first showed them, by fee id; only the rows typed differently are sent. */
export function guaranteeFeesChecks(shown: Readonly<Record<number, Record<FeeColumn, string>>>, locale: string) {
  const row = GuaranteeFeesUpdateSchema.shape.fees.element;
  const cents = (text: string) => {
    const euros = groupedAmountInput(text, locale, FEE_MAX_CENTS / 100);
    return euros === null ? Number.NaN : Math.round(euros * 100);
  };
  const whole = (text: string) => (/^\d{1,3}$/.test(text.trim()) ? Number(text.trim()) : Number.NaN);
  return formChecks<GuaranteeFeesFormValues, Body>(async (values) => {
    const texts = (id: number) => Object.fromEntries(FEE_COLUMNS.map((column) => [column, values[feeCellName(column, id)] ?? ''])) as Record<FeeColumn, string>;
    // A blank cover is unlimited, a blank theft deductible none.
    const changed = Object.entries(shown)
      .map(([id, before]) => ({ id: Number(id), before, now: texts(Number(id)) }))
      .filter(({ before, now }) => FEE_COLUMNS.some((column) => now[column] !== before[column]))
      .map(({ id, now }) => ({
        id,
        handlingFeeCents: cents(now.handlingFee),
        freeAccidents: whole(now.freeAccidents),
        accidentalCoverYears: now.accidentalCoverYears.trim() === '' ? null : whole(now.accidentalCoverYears),
        theftDeductibleCents: now.theftDeductible.trim() === '' ? null : cents(now.theftDeductible),
        theftDeductibleAfterMonth36MaxCents: cents(now.theftDeductibleAfter36),
      }));
    const wrong = changed.filter((fee) => !row.safeParse(fee).success);
    if (wrong.length > 0) return { issues: wrong.flatMap((fee) => FEE_COLUMNS.map((column) => ({ path: [feeCellName(column, fee.id)], message: 'invalid' }))) };
    return { data: { fees: changed } };
  });
}
