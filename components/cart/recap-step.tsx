'use client';

import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import { cartIssues } from '@/lib/cart/rules';
import type { ServiceInfo } from '@/lib/cart/types';
import { Alert } from '../ui/alert';
import { useCart } from './cart-provider';
import { GuaranteeTiers } from './guarantee-tiers';
import { PriceOptionsTable } from './price-options-table';
import { PriceSummary } from './price-summary';
import { RecapLines } from './recap-lines';
import { StepNav } from './step-nav';
import { TaxSimulation } from './tax-simulation';
import { usePrices } from './use-prices';
import { useErrorText } from '@/lib/client/use-error-text';

/** /cart/recap: the priced quote, good / better / best, the guarantee tiers compared and the tax simulation. */
export function RecapStep() {
  const t = useTranslations('cart');
  const routes = useTranslations('routes');
  const errorText = useErrorText();
  const { agencyId, quote, info, agency } = useCart();
  const issues = cartIssues(quote, info, agency);
  const prices = usePrices(agencyId, quote, quote.lines.length > 0 && issues.length === 0);
  // One comparison per product category in the quote: the tiers' prices and fees depend on it.
  const byCategory = new Map<string, ServiceInfo[]>();
  for (const line of quote.lines) {
    const model = info.models[line.modelId];
    if (model && !byCategory.has(model.category)) byCategory.set(model.category, info.services[line.modelId] ?? []);
  }

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
          <RecapLines quote={quote} info={info} prices={prices.prices} />
          <p className="text-sm text-ink-muted" data-testid="recap-shipping">
            {t('recap.shipping', { mode: t(`shipping.mode.${quote.shipping.mode}`) })}{' '}
            <Link href="/cart/shipping-management" className="font-medium text-primary hover:underline">
              {t('recap.changeShipping')}
            </Link>
          </p>
          <PriceOptionsTable />
        </div>
        <div className="flex flex-col gap-4 lg:sticky lg:top-20 lg:self-start">
          <PriceSummary {...prices} durationMonths={quote.durationMonths} staleBecause={issues.map((issue) => errorText(issue))} />
          <TaxSimulation monthlyPayment={prices.prices?.monthlyPayment ?? null} />
        </div>
      </div>
      <section aria-labelledby="tiers-compared" className="flex flex-col gap-4 rounded-lg border border-slate-200 bg-white p-4">
        <h3 id="tiers-compared" className="text-base font-semibold text-ink">
          {t('recap.tiersCompared')}
        </h3>
        {[...byCategory.entries()].map(([category, services]) => (
          <GuaranteeTiers key={category} services={services} caption={t(`category.${category}` as never)} />
        ))}
      </section>
      <StepNav
        back={{ href: '/cart/virtual-land-stories', label: routes('cartStories') }}
        next={{ href: '/cart/customer-info', label: routes('cartCustomerInfo') }}
        blockers={issues.length > 0 ? [t('fixRules', { count: issues.length })] : []}
      />
    </div>
  );
}
