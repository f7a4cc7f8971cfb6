'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { RATE_FACTOR_DECIMALS, RATE_FACTOR_RANGE } from '@/core/domain/rates';
import type { RateFactorSchema } from '@/core/schemas/rates';
import { useRouter } from '@/i18n/navigation';
import { type RateFactorsFormValues, cellName } from '@/lib/admin/rate-factors-form';
import { lazyZodResolver } from '@/lib/client/lazy-zod-resolver';
import { portalApi } from '@/lib/client/portal-api';
import { PortalError } from '@/lib/client/portal-fetch';
import { useErrorText } from '@/lib/client/use-error-text';
import { useFormat } from '@/lib/format/use-format';
import { Alert } from '../ui/alert';
import { Button } from '../ui/button';
import { GridInput } from '../ui/grid-input';
import { ScrollRegion } from '../ui/scroll-region';

type Factor = z.infer<typeof RateFactorSchema>;

/** The providers' rate factors: per provider a grid of durations × amount bands; only the changed ones are sent. */
export function RateFactorsForm({ factors, editable }: { factors: Factor[]; editable: boolean }) {
  const t = useTranslations('settings.rates');
  const format = useFormat();
  const errorText = useErrorText();
  const router = useRouter();
  const locale = useLocale();
  // Each factor as the page's language writes it ("0,0465" in Italian).
  const shown = Object.fromEntries(factors.map((f) => [f.id, format.number(f.factor, RATE_FACTOR_DECIMALS)]));
  const [message, setMessage] = useState<{ tone: 'info' | 'error'; text: string } | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting: busy },
  } = useForm<RateFactorsFormValues, unknown, { factors: { id: number; factor: number }[] }>({
    // The checks (the API's body schema) arrive when the form is first checked, not with the page.
    resolver: lazyZodResolver(() => import('@/lib/admin/rate-factors-checks').then((module) => module.rateFactorsChecks(shown, locale))),
    defaultValues: Object.fromEntries(factors.map((f) => [cellName(f.id), shown[f.id]!])),
  });

  const providers = [...new Map(factors.map((f) => [f.providerCode, f.providerName]))];
  const bands = [...new Set(factors.map((f) => f.bandMaxCents))].sort((a, b) => (a ?? Infinity) - (b ?? Infinity));
  const durations = [...new Set(factors.map((f) => f.durationMonths))].sort((a, b) => a - b);
  const range = { min: format.number(RATE_FACTOR_RANGE.min, 6), max: format.number(RATE_FACTOR_RANGE.max, 6) };
  const bandLabel = (band: number | null) =>
    band === null ? t('bandTop', { amount: format.moneyWhole((bands.at(-2) ?? 0) / 100) }) : t('bandUpTo', { amount: format.moneyWhole(band / 100) });

  async function submit(body: { factors: { id: number; factor: number }[] }) {
    if (body.factors.length === 0) return setMessage({ tone: 'info', text: t('unchanged') });
    try {
      await portalApi.put('/api/SystemParameters/RateFactors', { json: body });
      setMessage({ tone: 'info', text: t('saved', { count: body.factors.length }) });
      router.refresh();
    } catch (error) {
      setMessage({ tone: 'error', text: errorText(PortalError.from(error)) });
    }
  }

  const refused = (found: object) => setMessage({ tone: 'error', text: t('invalid', { count: Object.keys(found).length, ...range }) });

  return (
    <form noValidate onSubmit={handleSubmit(submit, refused)} className="flex flex-col gap-4" aria-label={t('label')}>
      <p className="text-sm text-ink-muted">{t('hint', range)}</p>
      {message && <Alert tone={message.tone}>{message.text}</Alert>}
      {providers.map(([code, name]) => (
        <ScrollRegion key={code} label={t('providerTable', { provider: name })}>
          <table className="w-full min-w-[28rem] text-sm" data-testid={`rates-${code}`}>
            <caption className="mb-1 text-left font-semibold text-ink">{name}</caption>
            <thead>
              <tr className="text-left text-xs text-ink-muted">
                <th scope="col" className="py-1 pr-2 font-medium">
                  {t('duration')}
                </th>
                {bands.map((band) => (
                  <th key={band ?? 'top'} scope="col" className="py-1 pr-2 font-medium">
                    {bandLabel(band)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {durations.map((months) => (
                <tr key={months}>
                  <th scope="row" className="py-1 pr-2 text-left font-medium text-ink">
                    {t('months', { months })}
                  </th>
                  {bands.map((band) => {
                    const factor = factors.find((f) => f.providerCode === code && f.durationMonths === months && f.bandMaxCents === band);
                    return (
                      <td key={band ?? 'top'} className="py-1 pr-2">
                        {factor && (
                          <GridInput
                            inputMode="decimal"
                            aria-label={t('cell', { provider: code, months, band: bandLabel(band) })}
                            disabled={!editable}
                            maxLength={10}
                            invalid={Boolean(errors[cellName(factor.id)])}
                            {...register(cellName(factor.id))}
                          />
                        )}
                      </td>
                    );
                  })}
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
