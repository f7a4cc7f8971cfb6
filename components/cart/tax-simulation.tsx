'use client';

import { useTranslations } from 'next-intl';
import { useFormat } from '@/lib/format/use-format';
import { useId, useState } from 'react';
import { fromKey, taxKey } from '@/lib/cart/answer-keys';
import { MAX_TAXABLE_INCOME } from '@/core/pricing/limits';
import { taxSavings } from '@/lib/cart/client-api';
import type { PricedAnswer, Rendered, TaxSavings, TaxSavingsBody } from '@/lib/cart/types';
import { Alert } from '../ui/alert';
import { DecimalField } from '../ui/decimal-field';
import { useCart } from './cart-provider';
import { useLiveAnswer } from './use-live-answer';

const ask = (key: string, signal: AbortSignal) => taxSavings(...fromKey<TaxSavingsBody>(key), signal);

interface Props {
  /** the prices shown: the saving is of their monthly payment over their duration, so a new duration asks once, with its payment */
  priced: Pick<PricedAnswer, 'monthlyPayment' | 'durationMonths'> | null;
  rendered: Rendered<TaxSavings> | null;
}

/** The tax saving of the fees at the customer's IRPEF average rate; the taxable income is editable (docs/domain.md). */
export function TaxSimulation({ priced, rendered }: Props) {
  const t = useTranslations('cart.tax');
  const format = useFormat();
  const id = useId();
  const { agencyId, quote, update } = useCart();
  // What the field reads (null blank, NaN unreadable); only a readable income goes into the quote.
  const [income, setIncome] = useState<number | null>(quote.taxableIncome);
  const valid = income !== null && Number.isFinite(income);
  const key =
    valid && priced ? taxKey(agencyId, { taxableIncome: income, monthlyPayment: priced.monthlyPayment, durationMonths: priced.durationMonths }) : null;
  const answer = useLiveAnswer('tax', key, ask, rendered, 300);
  const result = answer.value;
  const failed = answer.status === 'failed';

  const rows: [string, string][] = result
    ? [
        [t('averageRate'), format.percent(result.averageRatePercent / 100)],
        [t('yearlyFees'), format.money(result.yearlyFees)],
        [t('yearlySaving'), format.money(result.yearlyTaxSaving)],
        [t('yearlyNetCost'), format.money(result.yearlyNetCost)],
        [t('totalSaving', { months: priced?.durationMonths ?? quote.durationMonths }), format.money(result.totalTaxSaving)],
      ]
    : [];

  return (
    <section aria-labelledby={`${id}-title`} className="rounded-lg border border-slate-200 bg-white p-4">
      <h3 id={`${id}-title`} className="mb-3 text-base font-semibold text-ink">
        {t('title')}
      </h3>
      <DecimalField
        name="taxableIncome"
        label={t('income')}
        max={MAX_TAXABLE_INCOME}
        value={income}
        onChange={(next) => {
          setIncome(next);
          if (next !== null && Number.isFinite(next)) update((q) => ({ ...q, taxableIncome: next }));
        }}
        error={valid ? undefined : t('invalidIncome')}
        // no example under it: its own message, when it is wrong, says how to write an amount
        hint=""
        className="w-48"
      />
      {/* The five lines' height is kept from the start, so the sections below stay put when the simulation arrives. */}
      <div className="mt-3 flex min-h-[7.25rem] flex-col gap-3">
        {failed && <Alert>{t('failed')}</Alert>}
        {!priced && <p className="text-sm text-ink-muted">{t('waiting')}</p>}
        {result && priced && (
          <dl className="grid grid-cols-[minmax(0,1fr)_auto] gap-x-4 gap-y-1 text-sm" data-testid="tax-simulation">
            {rows.map(([label, value]) => (
              <div key={label} className="contents">
                <dt className="text-ink-muted">{label}</dt>
                <dd className="text-right font-medium text-ink">{value}</dd>
              </div>
            ))}
          </dl>
        )}
      </div>
    </section>
  );
}
