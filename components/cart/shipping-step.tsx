'use client';

import { useTranslations } from 'next-intl';
import { useFormat } from '@/lib/format/use-format';
import { Suspense, lazy, useEffect, useId, useState } from 'react';
import { productUnits, setShippingMode } from '@/lib/cart/quote-terms';
import { SHIPPING_MODES } from '@/core/domain/contracts';
import { useCart } from './cart-provider';
import { PriceSummary } from './price-summary';
import { ReadinessPanel } from './readiness-panel';
import { StepNav } from './step-nav';
import { SubmitPanel } from './submit-panel';
import { usePrices } from './use-prices';
import { useErrorText } from '@/lib/client/use-error-text';
import type { PricedAnswer, Rendered } from '@/lib/cart/types';
import { useLiveCartIssues, useLiveReadiness, useLiveShippingIssues } from './use-cart-rules';

// The destinations' form checks with zod: it loads with its chunk when the agent picks several destinations.
// Only with several destinations; React.lazy rather than next/dynamic, whose own code would outweigh the editor's.
const DestinationsEditor = lazy(() => import('./destinations-editor').then((module) => ({ default: module.DestinationsEditor })));

/** /cart/shipping-management: where the goods go and what it costs, the readiness check and the submit. */
export function ShippingStep({ renderedPrices }: { renderedPrices: Rendered<PricedAnswer> | null }) {
  const t = useTranslations('cart.shipping');
  const routes = useTranslations('routes');
  const format = useFormat();
  const id = useId();
  const errorText = useErrorText();
  const { quote, update, agency } = useCart();
  const [showAll, setShowAll] = useState(false);
  const units = productUnits(quote);
  const status = useLiveReadiness();
  const unitIssues = useLiveShippingIssues();
  const blocking = [...useLiveCartIssues(), ...unitIssues];
  const prices = usePrices(quote.lines.length > 0 && blocking.length === 0, renderedPrices);
  const cost = quote.shipping.mode === 'pickup' ? 0 : units * agency.shippingUnitCost;
  // The step is done only once the agent has opened it (lib/cart/readiness.ts): its default mode asks for nothing.
  const visited = quote.shipping.visited;
  useEffect(() => {
    if (!visited) update((q) => ({ ...q, shipping: { ...q.shipping, visited: true } }));
  }, [visited, update]);

  return (
    <div className="flex flex-col gap-4">
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="flex flex-col gap-4">
          <fieldset className="rounded-lg border border-slate-200 bg-white p-4">
            <legend className="px-1 text-base font-semibold text-ink">{t('modeTitle')}</legend>
            <div className="flex flex-col gap-2">
              {SHIPPING_MODES.map((mode) => (
                <label key={mode} className="flex items-start gap-2 text-sm">
                  <input
                    type="radio"
                    name={`${id}-mode`}
                    checked={quote.shipping.mode === mode}
                    onChange={() =>
                      update((q) => {
                        const next = setShippingMode(q, mode);
                        // A first destination receives every product, ready to be split.
                        return mode === 'multipleDestinations' && next.shipping.destinations.length === 0
                          ? {
                              ...next,
                              shipping: {
                                ...next.shipping,
                                destinations: [{ units, contactName: '', phone: '', address: '', postalCode: '', town: '', province: '' }],
                              },
                            }
                          : next;
                      })
                    }
                    className="mt-0.5 h-4 w-4"
                  />
                  <span>
                    <span className="font-medium text-ink">{t(`mode.${mode}`)}</span>
                    <span className="block text-xs text-ink-muted">{t(`modeHint.${mode}`, { min: agency.shippingMaxUnits })}</span>
                  </span>
                </label>
              ))}
            </div>
            <p className="mt-3 text-sm text-ink" data-testid="shipping-cost">
              {quote.shipping.mode === 'pickup' ? t('costFree') : t('cost', { unit: format.money(agency.shippingUnitCost), units, total: format.money(cost) })}
            </p>
          </fieldset>

          {quote.shipping.mode === 'multipleDestinations' && (
            <section aria-labelledby={`${id}-destinations`} className="rounded-lg border border-slate-200 bg-white p-4">
              <h3 id={`${id}-destinations`} className="mb-3 text-base font-semibold text-ink">
                {t('destinationsTitle')}
              </h3>
              <Suspense fallback={null}>
                <DestinationsEditor
                  destinations={quote.shipping.destinations}
                  onChange={(destinations) => update((q) => ({ ...q, shipping: { ...q.shipping, destinations } }))}
                  unitIssues={unitIssues}
                  productUnits={units}
                  minUnits={agency.shippingMaxUnits}
                  showAll={showAll}
                />
              </Suspense>
            </section>
          )}

          <div className="flex flex-col gap-1 rounded-lg border border-slate-200 bg-white p-4">
            <label htmlFor={`${id}-notes`} className="text-sm font-semibold text-ink">
              {t('notes')}
            </label>
            <textarea
              id={`${id}-notes`}
              rows={3}
              maxLength={1500}
              value={quote.notes}
              onChange={(event) => update((q) => ({ ...q, notes: event.target.value }))}
              className="rounded-md border border-slate-300 px-3 py-2 text-sm shadow-sm outline-none focus:ring-2 focus:ring-primary"
            />
          </div>
        </div>
        <div className="flex flex-col gap-4 lg:sticky lg:top-20 lg:self-start">
          <PriceSummary {...prices} durationMonths={quote.durationMonths} staleBecause={blocking.map((issue) => errorText(issue))} />
        </div>
      </div>
      <ReadinessPanel readiness={status} />
      <div onFocusCapture={() => setShowAll(true)} onPointerDownCapture={() => setShowAll(true)}>
        <SubmitPanel blocked={status.missing.length > 0} />
      </div>
      <StepNav back={{ href: '/cart/customer-info', label: routes('cartCustomerInfo') }} />
    </div>
  );
}
