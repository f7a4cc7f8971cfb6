'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { MODEL_CATEGORIES } from '@/core/domain/catalogue';
import { COVER_YEARS_RANGE, FEE_MAX_CENTS, FREE_ACCIDENTS_MAX } from '@/core/domain/rates';
import type { GuaranteeFeeSchema } from '@/core/schemas/rates';
import { useRouter } from '@/i18n/navigation';
import { FEE_COLUMNS, type FeeColumn, type GuaranteeFeesFormValues, feeCellName } from '@/lib/admin/guarantee-fees-form';
import { lazyZodResolver } from '@/lib/client/lazy-zod-resolver';
import { portalApi } from '@/lib/client/portal-api';
import { PortalError } from '@/lib/client/portal-fetch';
import { useErrorText } from '@/lib/client/use-error-text';
import { useFormat } from '@/lib/format/use-format';
import { Alert } from '../ui/alert';
import { Button } from '../ui/button';
import { GridInput } from '../ui/grid-input';
import { ScrollRegion } from '../ui/scroll-region';

type Fee = z.infer<typeof GuaranteeFeeSchema>;
type Body = { fees: { id: number }[] };

/** The guarantee tiers' fees per model category; only the changed rows are sent, each checked with the API's schema first. */
export function GuaranteeFeesForm({ fees, editable }: { fees: Fee[]; editable: boolean }) {
  const t = useTranslations('settings.fees');
  const categories = useTranslations('families.categories');
  const errorText = useErrorText();
  const format = useFormat();
  const locale = useLocale();
  const router = useRouter();
  // Amounts in euros as the page's language writes them ("1.250,5" in Italian); blank: unlimited cover, no theft deductible.
  const euros = (cents: number | null) => (cents === null ? '' : format.number(cents / 100));
  const shown: Record<number, Record<FeeColumn, string>> = Object.fromEntries(
    fees.map((fee) => [
      fee.id,
      {
        handlingFee: euros(fee.handlingFeeCents),
        freeAccidents: String(fee.freeAccidents),
        accidentalCoverYears: fee.accidentalCoverYears === null ? '' : String(fee.accidentalCoverYears),
        theftDeductible: euros(fee.theftDeductibleCents),
        theftDeductibleAfter36: euros(fee.theftDeductibleAfterMonth36MaxCents),
      },
    ]),
  );
  const [message, setMessage] = useState<{ tone: 'info' | 'error'; text: string } | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting: busy },
  } = useForm<GuaranteeFeesFormValues, unknown, Body>({
    // The checks (the API's body schema) arrive when the form is first checked, not with the page.
    resolver: lazyZodResolver(() => import('@/lib/admin/guarantee-fees-checks').then((module) => module.guaranteeFeesChecks(shown, locale))),
    defaultValues: Object.fromEntries(fees.flatMap((fee) => FEE_COLUMNS.map((column) => [feeCellName(column, fee.id), shown[fee.id]![column]]))),
  });
  const rowInvalid = (id: number) => FEE_COLUMNS.some((column) => errors[feeCellName(column, id)]);

  async function submit(body: Body) {
    if (body.fees.length === 0) return setMessage({ tone: 'info', text: t('unchanged') });
    try {
      await portalApi.put('/api/OneriAccessori', { json: body });
      setMessage({ tone: 'info', text: t('saved') });
      router.refresh();
    } catch (error) {
      setMessage({ tone: 'error', text: errorText(PortalError.from(error)) });
    }
  }

  /** One message for the rows refused (each of their cells carries the error): `found`, the errors by cell name. */
  const refused = (found: object) => {
    const rows = new Set(Object.keys(found).map((name) => name.slice(name.lastIndexOf('-') + 1)));
    setMessage({ tone: 'error', text: t('invalid', { count: rows.size }) });
  };

  return (
    <form noValidate onSubmit={handleSubmit(submit, refused)} className="flex flex-col gap-4" aria-label={t('label')}>
      <p className="text-sm text-ink-muted">
        {t('hint', { feeMax: format.number(FEE_MAX_CENTS / 100), free: FREE_ACCIDENTS_MAX, yearsMin: COVER_YEARS_RANGE.min, yearsMax: COVER_YEARS_RANGE.max })}
      </p>
      {message && <Alert tone={message.tone}>{message.text}</Alert>}
      {MODEL_CATEGORIES.filter((category) => fees.some((f) => f.category === category)).map((category) => (
        <ScrollRegion key={category} label={t('categoryTable', { category: categories(category) })}>
          <table className="w-full min-w-[36rem] text-sm" data-testid={`fees-${category}`}>
            <caption className="mb-1 text-left font-semibold text-ink">{categories(category)}</caption>
            <thead>
              <tr className="text-left text-xs text-ink-muted">
                <th scope="col" className="py-1 pr-2 font-medium">
                  {t('tier')}
                </th>
                {FEE_COLUMNS.map((column) => (
                  <th key={column} scope="col" className="py-1 pr-2 font-medium">
                    {t(column)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {fees
                .filter((f) => f.category === category)
                .map((fee) => (
                  <tr key={fee.id}>
                    <th scope="row" className="py-1 pr-2 text-left font-medium text-ink">
                      {fee.tier}
                    </th>
                    {FEE_COLUMNS.map((column) => (
                      <td key={column} className="py-1 pr-2">
                        <GridInput
                          inputMode={column === 'freeAccidents' || column === 'accidentalCoverYears' ? 'numeric' : 'decimal'}
                          aria-label={t('cell', { tier: fee.tier, category: categories(category), column: t(column) })}
                          placeholder={column === 'accidentalCoverYears' ? t('unlimited') : column === 'theftDeductible' ? t('none') : undefined}
                          disabled={!editable}
                          maxLength={9}
                          invalid={rowInvalid(fee.id)}
                          {...register(feeCellName(column, fee.id))}
                        />
                      </td>
                    ))}
                  </tr>
                ))}
            </tbody>
          </table>
        </ScrollRegion>
      ))}
      {editable && (
        <div className="flex justify-end">
          <Button type="submit" disabled={busy}>
            {t('save')}
          </Button>
        </div>
      )}
    </form>
  );
}
