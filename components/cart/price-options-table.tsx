'use client';

import { useTranslations } from 'next-intl';
import { useFormat } from '@/lib/format/use-format';
import { fromKey, optionsKey } from '@/lib/cart/answer-keys';
import type { CartBody } from '@/lib/cart/cart-body';
import { priceOptions } from '@/lib/cart/client-api';
import type { PriceOptions, Rendered } from '@/lib/cart/types';
import { applyOption, singleTier } from '@/lib/cart/quote-terms';
import { GUARANTEE_TIERS, type GuaranteeTier } from '@/core/domain/catalogue';
import { Alert } from '../ui/alert';
import { Placeholder } from '../ui/skeleton';
import { useCart } from './cart-provider';
import { useLiveAnswer } from './use-live-answer';
import { useErrorText } from '@/lib/client/use-error-text';
import { ScrollRegion } from '../ui/scroll-region';

const RANK: Record<GuaranteeTier, 'good' | 'better' | 'best'> = { SILVER: 'good', GOLD: 'better', PLATINUM: 'best' };

const ask = (key: string, signal: AbortSignal) => priceOptions(...fromKey<CartBody>(key), signal);

/** Good / better / best: guarantee tiers × durations; one click applies a tier to every unit and the duration to every line. */
export function PriceOptionsTable({ rendered }: { rendered: Rendered<PriceOptions> | null }) {
  const t = useTranslations('cart.options');
  const format = useFormat();
  const errorText = useErrorText();
  const { agencyId, quote, update, durations } = useCart();
  const answer = useLiveAnswer('options', optionsKey(agencyId, quote), ask, rendered, 0);
  const table = answer.value;
  const failed = answer.status === 'failed';

  const chosenTier = singleTier(quote);

  return (
    <section aria-labelledby="price-options" className="rounded-lg border border-slate-200 bg-white p-4">
      <h3 id="price-options" className="text-base font-semibold text-ink">
        {t('title')}
      </h3>
      <p className="mb-3 text-sm text-ink-muted">{t('hint')}</p>
      {failed && <Alert>{t('failed')}</Alert>}
      {(table || !failed) && (
        <ScrollRegion label={t('title')}>
          {!table && <OptionsSkeleton label={t('loading')} durations={durations} />}
          {table && (
            <table className="w-full min-w-[30rem] border-collapse text-sm" data-testid="price-options">
              <thead>
                <tr>
                  <th scope="col" className="px-2 py-2 text-left font-medium text-ink-muted">
                    {t('tier')}
                  </th>
                  {table.durations.map((months) => (
                    <th key={months} scope="col" className="px-2 py-2 text-center font-medium text-ink-muted">
                      {t('months', { months })}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {table.tiers.map((tier) => (
                  <tr key={tier} className="border-t border-slate-100">
                    <th scope="row" className="px-2 py-2 text-left">
                      <span className="block text-xs uppercase tracking-wide text-ink-muted">{t(`rank.${RANK[tier]}`)}</span>
                      <span className="font-semibold text-ink">{tier}</span>
                    </th>
                    {table.durations.map((months) => {
                      const option = table.options.find((o) => o.tier === tier && o.durationMonths === months);
                      const chosen = chosenTier === tier && quote.durationMonths === months;
                      if (!option || option.monthlyPayment === null) {
                        const reason = option?.errors[0];
                        return (
                          <td key={months} className="px-2 py-2 text-center text-xs text-ink-muted" title={reason ? errorText(reason) : undefined}>
                            {t('notAvailable')}
                          </td>
                        );
                      }
                      return (
                        <td key={months} className="p-1">
                          <button
                            type="button"
                            aria-pressed={chosen}
                            onClick={() => update((q) => applyOption(q, tier, months))}
                            className={`w-full rounded-md border px-2 py-2 text-center transition ${
                              chosen ? 'border-primary bg-primary text-primary-contrast' : 'border-slate-200 hover:border-primary hover:bg-primary-light'
                            }`}
                          >
                            <span className="sr-only">{t('choose', { tier, months })} </span>
                            <span className="block font-semibold">{format.money(option.monthlyPayment)}</span>
                            <span className={`block text-xs ${chosen ? '' : 'text-ink-muted'}`}>
                              {t('totalOf', { amount: format.money(option.totalValue ?? 0) })}
                            </span>
                          </button>
                        </td>
                      );
                    })}
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </ScrollRegion>
      )}
    </section>
  );
}

/** The table's shape while the options load: its header, a row per tier and a cell per duration, so nothing below moves when they arrive. */
function OptionsSkeleton({ label, durations }: { label: string; durations: number[] }) {
  const t = useTranslations('cart.options');
  return (
    <>
      <span role="status" className="sr-only">
        {label}
      </span>
      <table aria-hidden className="w-full min-w-[30rem] border-collapse text-sm">
        <thead>
          <tr>
            <th className="px-2 py-2 text-left font-medium text-ink-muted">{t('tier')}</th>
            {durations.map((months) => (
              <th key={months} className="px-2 py-2 text-center font-medium text-ink-muted">
                {t('months', { months })}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {GUARANTEE_TIERS.map((tier) => (
            <tr key={tier} className="border-t border-slate-100">
              <th className="px-2 py-2 text-left">
                <span className="block text-xs uppercase tracking-wide text-ink-muted">{t(`rank.${RANK[tier]}`)}</span>
                <span className="font-semibold text-ink">{tier}</span>
              </th>
              {durations.map((months) => (
                <td key={months} className="p-1">
                  <div className="rounded-md border border-slate-200 px-2 py-2 text-center">
                    <span className="block font-semibold">
                      <Placeholder className="w-16" />
                    </span>
                    <span className="block text-xs">
                      <Placeholder className="w-20" />
                    </span>
                  </div>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
