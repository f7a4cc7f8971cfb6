'use client';

import { useTranslations } from 'next-intl';
import { type FormEvent, useState } from 'react';
import type { z } from 'zod';
import { RATE_FACTOR_RANGE } from '@/core/domain/rates';
import type { RateFactorSchema } from '@/core/schemas/rates';
import { useRouter } from '@/i18n/navigation';
import { PortalError, portalFetch } from '@/lib/client/portal-fetch';
import { useErrorText } from '@/lib/client/use-error-text';
import { useFormat } from '@/lib/format/use-format';
import { Alert } from '../ui/alert';
import { Button } from '../ui/button';
import { GridInput } from '../ui/grid-input';
import { ScrollRegion } from '../ui/scroll-region';

type Factor = z.infer<typeof RateFactorSchema>;

/** "0,0322" or "0.0322" as a number; anything else NaN (the schema then refuses it). */
const factorOf = (text: string) => (/^\d+([.,]\d{1,6})?$/.test(text.trim()) ? Number(text.trim().replace(',', '.')) : Number.NaN);

/** The providers' rate factors: per provider a grid of durations × amount bands; only the changed ones are sent. */
export function RateFactorsForm({ factors, editable }: { factors: Factor[]; editable: boolean }) {
  const t = useTranslations('settings.rates');
  const format = useFormat();
  const errorText = useErrorText();
  const router = useRouter();
  const [texts, setTexts] = useState<Record<number, string>>(Object.fromEntries(factors.map((f) => [f.id, String(f.factor)])));
  const [invalid, setInvalid] = useState<Set<number>>(new Set());
  const [message, setMessage] = useState<{ tone: 'info' | 'error'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const providers = [...new Map(factors.map((f) => [f.providerCode, f.providerName]))];
  const bands = [...new Set(factors.map((f) => f.bandMaxCents))].sort((a, b) => (a ?? Infinity) - (b ?? Infinity));
  const durations = [...new Set(factors.map((f) => f.durationMonths))].sort((a, b) => a - b);
  const range = { min: format.number(RATE_FACTOR_RANGE.min, 6), max: format.number(RATE_FACTOR_RANGE.max, 6) };
  const bandLabel = (band: number | null) =>
    band === null ? t('bandTop', { amount: format.moneyWhole((bands.at(-2) ?? 0) / 100) }) : t('bandUpTo', { amount: format.moneyWhole(band / 100) });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const changed = factors.filter((f) => texts[f.id] !== String(f.factor)).map((f) => ({ id: f.id, factor: factorOf(texts[f.id] ?? '') }));
    // The API's schema (zod) is fetched on the first save, not with the page.
    const { RateFactorsUpdateSchema } = await import('@/core/schemas/rates');
    const wrong = new Set(changed.filter((c) => !RateFactorsUpdateSchema.shape.factors.element.safeParse(c).success).map((c) => c.id));
    setInvalid(wrong);
    if (wrong.size > 0) return setMessage({ tone: 'error', text: t('invalid', { count: wrong.size, ...range }) });
    if (changed.length === 0) return setMessage({ tone: 'info', text: t('unchanged') });
    setBusy(true);
    try {
      await portalFetch('/api/SystemParameters/RateFactors', { method: 'PUT', json: RateFactorsUpdateSchema.parse({ factors: changed }) });
      setMessage({ tone: 'info', text: t('saved', { count: changed.length }) });
      router.refresh();
    } catch (error) {
      setMessage({ tone: 'error', text: errorText(PortalError.from(error)) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4" aria-label={t('label')}>
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
                            name={`factor-${factor.id}`}
                            inputMode="decimal"
                            aria-label={t('cell', { provider: code, months, band: bandLabel(band) })}
                            value={texts[factor.id] ?? ''}
                            onChange={(e) => setTexts((v) => ({ ...v, [factor.id]: e.target.value }))}
                            disabled={!editable}
                            maxLength={10}
                            invalid={invalid.has(factor.id)}
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
