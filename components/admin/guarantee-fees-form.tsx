'use client';

import { useTranslations } from 'next-intl';
import { type FormEvent, useState } from 'react';
import type { z } from 'zod';
import { MODEL_CATEGORIES } from '@/core/domain/catalogue';
import { COVER_YEARS_RANGE, FEE_MAX_CENTS, FREE_ACCIDENTS_MAX } from '@/core/domain/rates';
import type { GuaranteeFeeSchema } from '@/core/schemas/rates';
import { useRouter } from '@/i18n/navigation';
import { decimalInput } from '@/lib/client/decimal-input';
import { PortalError, portalFetch } from '@/lib/client/portal-fetch';
import { useErrorText } from '@/lib/client/use-error-text';
import { useFormat } from '@/lib/format/use-format';
import { Alert } from '../ui/alert';
import { Button } from '../ui/button';
import { GridInput } from '../ui/grid-input';
import { ScrollRegion } from '../ui/scroll-region';

type Fee = z.infer<typeof GuaranteeFeeSchema>;
const COLUMNS = ['handlingFee', 'freeAccidents', 'accidentalCoverYears', 'theftDeductible', 'theftDeductibleAfter36'] as const;
type Column = (typeof COLUMNS)[number];

const euros = (cents: number | null) => (cents === null ? '' : String(cents / 100));
const textsOf = (fee: Fee): Record<Column, string> => ({
  handlingFee: euros(fee.handlingFeeCents),
  freeAccidents: String(fee.freeAccidents),
  accidentalCoverYears: fee.accidentalCoverYears === null ? '' : String(fee.accidentalCoverYears),
  theftDeductible: euros(fee.theftDeductibleCents),
  theftDeductibleAfter36: euros(fee.theftDeductibleAfterMonth36MaxCents),
});
const cents = (text: string) => {
  const value = decimalInput(text, FEE_MAX_CENTS / 100);
  return value === null ? Number.NaN : Math.round(value * 100);
};
const whole = (text: string) => (/^\d{1,3}$/.test(text.trim()) ? Number(text) : Number.NaN);

/** The body of one tier's row: blank cover years is unlimited, a blank theft deductible none. */
const bodyOf = (id: number, texts: Record<Column, string>) => ({
  id,
  handlingFeeCents: cents(texts.handlingFee),
  freeAccidents: whole(texts.freeAccidents),
  accidentalCoverYears: texts.accidentalCoverYears.trim() === '' ? null : whole(texts.accidentalCoverYears),
  theftDeductibleCents: texts.theftDeductible.trim() === '' ? null : cents(texts.theftDeductible),
  theftDeductibleAfterMonth36MaxCents: cents(texts.theftDeductibleAfter36),
});

/** The guarantee tiers' fees per model category; only the changed rows are sent, each checked with the API's schema first. */
export function GuaranteeFeesForm({ fees, editable }: { fees: Fee[]; editable: boolean }) {
  const t = useTranslations('settings.fees');
  const categories = useTranslations('families.categories');
  const errorText = useErrorText();
  const format = useFormat();
  const router = useRouter();
  const [texts, setTexts] = useState<Record<number, Record<Column, string>>>(Object.fromEntries(fees.map((f) => [f.id, textsOf(f)])));
  const [invalid, setInvalid] = useState<Set<number>>(new Set());
  const [message, setMessage] = useState<{ tone: 'info' | 'error'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const changed = fees.filter((f) => COLUMNS.some((c) => texts[f.id]![c] !== textsOf(f)[c])).map((f) => bodyOf(f.id, texts[f.id]!));
    // The API's schema (zod) is fetched on the first save, not with the page.
    const { GuaranteeFeesUpdateSchema } = await import('@/core/schemas/rates');
    const row = GuaranteeFeesUpdateSchema.shape.fees.element;
    const wrong = new Set(changed.filter((c) => !row.safeParse(c).success).map((c) => c.id));
    setInvalid(wrong);
    if (wrong.size > 0) return setMessage({ tone: 'error', text: t('invalid', { count: wrong.size }) });
    if (changed.length === 0) return setMessage({ tone: 'info', text: t('unchanged') });
    setBusy(true);
    try {
      await portalFetch('/api/OneriAccessori', { method: 'PUT', json: GuaranteeFeesUpdateSchema.parse({ fees: changed }) });
      setMessage({ tone: 'info', text: t('saved') });
      router.refresh();
    } catch (error) {
      setMessage({ tone: 'error', text: errorText(PortalError.from(error)) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4" aria-label={t('label')}>
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
                {COLUMNS.map((column) => (
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
                    {COLUMNS.map((column) => (
                      <td key={column} className="py-1 pr-2">
                        <GridInput
                          name={`${column}-${fee.id}`}
                          inputMode={column === 'freeAccidents' || column === 'accidentalCoverYears' ? 'numeric' : 'decimal'}
                          aria-label={t('cell', { tier: fee.tier, category: categories(category), column: t(column) })}
                          value={texts[fee.id]![column]}
                          placeholder={column === 'accidentalCoverYears' ? t('unlimited') : column === 'theftDeductible' ? t('none') : undefined}
                          onChange={(e) => setTexts((v) => ({ ...v, [fee.id]: { ...v[fee.id]!, [column]: e.target.value } }))}
                          disabled={!editable}
                          maxLength={9}
                          invalid={invalid.has(fee.id)}
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
