'use client';

import { useTranslations } from 'next-intl';
import { Fragment, Suspense, lazy, type ReactNode } from 'react';
import { Link } from '@/i18n/navigation';
import { Alert } from '../ui/alert';
import { useCart } from './cart-provider';
import { PriceOptionsTable } from './price-options-table';
import { PriceSummary } from './price-summary';
import { RecapLines } from './recap-lines';
import { StepNav } from './step-nav';
import { usePrices } from './use-prices';
import { useLiveCartIssues } from './use-cart-rules';
import { useErrorText } from '@/lib/client/use-error-text';
import type { RenderedRecap } from '@/lib/cart/types';

// The tax simulation waits for the quote's price anyway: its code comes meanwhile, not with the page (the server renders it).
const TaxSimulation = lazy(() => import('./tax-simulation').then((module) => ({ default: module.TaxSimulation })));

/**
 * /cart/recap: the priced quote, good / better / best, the guarantee tiers
 * compared and the tax simulation. The tiers' tables come rendered from the
 * server, one per product category; those of the categories still in the
 * quote show.
 */
export function RecapStep({ tiersByCategory, rendered }: { tiersByCategory: Record<string, ReactNode>; rendered: RenderedRecap }) {
  const t = useTranslations('cart');
  const routes = useTranslations('routes');
  const errorText = useErrorText();
  const { quote, info } = useCart();
  const issues = useLiveCartIssues();
  const prices = usePrices(quote.lines.length > 0 && issues.length === 0, rendered.prices);
  const categories = new Set<string>(quote.lines.flatMap((line) => info.models[line.modelId]?.category ?? []));

  if (quote.lines.length === 0) {
    return (
      <Alert tone="info">
        {t('empty.text')}{' '}
        <Link href="/products" className="font-semibold underline">
          {t('empty.action')}
        </Link>
      </Alert>
    );
  }

  return (
    <div className="flex flex-col gap-4">
      {issues.length > 0 && (
        <Alert>
          {t('fixRules', { count: issues.length })}{' '}
          <Link href="/cart/accessories-and-services" className="font-semibold underline">
            {routes('cartAccessories')}
          </Link>
        </Alert>
      )}
      <div className="grid grid-cols-[minmax(0,1fr)] gap-4 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="flex flex-col gap-4">
          <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 rounded-lg border border-slate-200 bg-white p-4 text-sm" data-testid="recap-terms">
            <dt className="font-medium text-ink-muted">{t('recap.contractType')}</dt>
            <dd className="text-ink" data-testid="recap-contract-type">
              {t(`settings.type.${quote.contractType}`)}{' '}
              <Link href="/cart/accessories-and-services" className="font-medium text-primary hover:underline">
                {t('recap.changeContractType')}
              </Link>
            </dd>
            <dt className="font-medium text-ink-muted">{t('recap.provider')}</dt>
            {/* The priced answer names the provider; until it comes, its code. */}
            <dd className="text-ink" data-testid="recap-provider">
              {prices.prices?.provider.code === quote.providerCode ? prices.prices.provider.name : quote.providerCode}
            </dd>
          </dl>
          <RecapLines quote={quote} info={info} prices={prices.prices} />
          <p className="text-sm text-ink-muted" data-testid="recap-shipping">
            {t('recap.shipping', { mode: t(`shipping.mode.${quote.shipping.mode}`) })}{' '}
            <Link href="/cart/shipping-management" className="font-medium text-primary hover:underline">
              {t('recap.changeShipping')}
            </Link>
          </p>
          <PriceOptionsTable rendered={rendered.options} />
        </div>
        <div className="flex flex-col gap-4 lg:sticky lg:top-20 lg:self-start">
          <PriceSummary {...prices} durationMonths={quote.durationMonths} staleBecause={issues.map((issue) => errorText(issue))} />
          <Suspense fallback={<div aria-hidden className="min-h-[16rem] rounded-lg border border-slate-200 bg-white" />}>
            <TaxSimulation priced={prices.prices} rendered={rendered.tax} />
          </Suspense>
        </div>
      </div>
      <section aria-labelledby="tiers-compared" className="flex flex-col gap-4 rounded-lg border border-slate-200 bg-white p-4">
        <h3 id="tiers-compared" className="text-base font-semibold text-ink">
          {t('recap.tiersCompared')}
        </h3>
        {Object.entries(tiersByCategory).map(([category, tiers]) => categories.has(category) && <Fragment key={category}>{tiers}</Fragment>)}
      </section>
      <StepNav
        back={{ href: '/cart/virtual-land-stories', label: routes('cartStories') }}
        next={{ href: '/cart/customer-info', label: routes('cartCustomerInfo') }}
        blockers={issues.length > 0 ? [t('fixRules', { count: issues.length })] : []}
      />
    </div>
  );
}
