'use client';

import { useTranslations } from 'next-intl';
import { useFormat } from '@/lib/format/use-format';
import type { PricedAnswer } from '@/lib/cart/types';
import type { PortalErrorItem } from '@/lib/client/portal-fetch';
import { Alert } from '../ui/alert';
import { Placeholder } from '../ui/skeleton';
import { Spinner } from '../ui/spinner';
import { useErrorText } from '@/lib/client/use-error-text';

interface Props {
  status: 'idle' | 'loading' | 'ready' | 'failed' | 'stale';
  prices: PricedAnswer | null;
  errors: PortalErrorItem[];
  durationMonths: number;
  /** the broken cart rules that keep the prices from updating, in words */
  staleBecause?: string[];
}

/**
 * Monthly payment and total from the API, with how they add up; commission
 * only when the API gives it. Before the first prices arrive it shows their
 * shape, line for line (never 0,00 €); while a cart rule is broken it keeps the last prices,
 * marked out of date, and says which rule to fix.
 */
export function PriceSummary({ status, prices, errors, durationMonths, staleBecause = [] }: Props) {
  const t = useTranslations('cart.prices');
  const format = useFormat();
  const errorText = useErrorText();
  // Before the first prices: the same lines with grey bars in place of the amounts, so the panel keeps its size when they arrive.
  const waiting = !prices && status !== 'failed' && status !== 'stale';
  const rows: [string, number | null][] = [
    [t('products'), prices?.productsAmount ?? null],
    [t('accessories'), prices?.accessoriesAmount ?? null],
    [t('services'), prices?.servicesAmount ?? null],
    [t('shipping'), prices?.shippingCost ?? null],
    [t('financed'), prices?.financedAmount ?? null],
  ];
  return (
    <section
      aria-labelledby="price-summary"
      aria-busy={status === 'loading'}
      className="rounded-lg border border-slate-200 bg-white p-4"
      data-testid="price-summary"
    >
      <div className="mb-3 flex items-center justify-between gap-2">
        <h3 id="price-summary" className="text-base font-semibold text-ink">
          {t('title')}
        </h3>
        {status === 'loading' && <Spinner label={t('updating')} />}
      </div>
      {status === 'failed' && errors.length > 0 && (
        <Alert>
          <ul className="ml-4 list-disc">
            {errors.map((error, index) => (
              <li key={`${error.field}-${index}`}>{errorText(error)}</li>
            ))}
          </ul>
        </Alert>
      )}
      {status === 'stale' && (
        <div className="mb-3" data-testid="prices-stale">
          <Alert tone="warning">
            <p className="font-medium">{prices ? t('staleTitle') : t('waitingFor')}</p>
            <ul className="ml-4 list-disc">
              {staleBecause.map((text, index) => (
                <li key={index}>{text}</li>
              ))}
            </ul>
          </Alert>
        </div>
      )}
      {(prices || waiting) && (
        <div
          className={status === 'failed' || status === 'stale' ? 'opacity-50' : undefined}
          data-stale={status === 'stale' || undefined}
          data-testid={prices ? undefined : 'prices-loading'}
        >
          {!prices && <span className="sr-only">{t('updating')}</span>}
          <dl className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-1">
            <div className="rounded-md bg-primary-light p-3">
              <dt className="text-xs font-medium text-primary-dark">{t('monthly')}</dt>
              {prices ? (
                <dd className="text-2xl font-bold text-ink" data-testid="monthly-payment">
                  {format.money(prices.monthlyPayment)}
                </dd>
              ) : (
                <dd className="text-2xl font-bold">
                  <Placeholder className="w-40" />
                </dd>
              )}
            </div>
            <div className="rounded-md bg-slate-50 p-3">
              <dt className="text-xs font-medium text-ink-muted">{t('total', { months: durationMonths })}</dt>
              {prices ? (
                <dd className="text-xl font-bold text-ink" data-testid="total-value">
                  {format.money(prices.totalValue)}
                </dd>
              ) : (
                <dd className="text-xl font-bold">
                  <Placeholder className="w-36" />
                </dd>
              )}
            </div>
          </dl>
          <dl className="mt-3 grid grid-cols-[minmax(0,1fr)_auto] gap-x-4 gap-y-1 text-sm">
            {rows.map(([label, value]) => (
              <div key={label} className="contents">
                <dt className="text-ink-muted">{label}</dt>
                <dd className="text-right text-ink">{value === null ? <Placeholder className="w-20" /> : format.money(value)}</dd>
              </div>
            ))}
            {/* staff and administrators, who use the cart most, see the commission: its line is kept for it too */}
            {waiting && (
              <div className="contents">
                <dt>
                  <Placeholder className="w-32" />
                </dt>
                <dd className="text-right">
                  <Placeholder className="w-20" />
                </dd>
              </div>
            )}
            {prices?.commission && (
              <div className="contents" data-testid="commission">
                <dt className="text-ink-muted">{t('commission', { percent: format.percent(prices.commission.percent / 100) })}</dt>
                <dd className="text-right font-medium text-ink">{format.money(prices.commission.amount)}</dd>
              </div>
            )}
          </dl>
          <p className="mt-2 text-xs text-ink-muted">{t('vatExcluded')}</p>
        </div>
      )}
    </section>
  );
}
