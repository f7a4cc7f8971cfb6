'use client';

import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import { cartIssues, cartWideIssues, issuesOfLine, accessoriesPercent } from '@/lib/cart/rules';
import { removeLine, setAccessoryQuantity, setContractType, setDuration, setLineQuantity, setServiceQuantity } from '@/lib/cart/quote-ops';
import { Alert } from '../ui/alert';
import { useCart } from './cart-provider';
import { ContractSettings } from './contract-settings';
import { LineCard } from './line-card';
import { PriceSummary } from './price-summary';
import { StepNav } from './step-nav';
import { useErrorText } from '@/lib/client/use-error-text';
import { usePrices } from './use-prices';

/** /cart/accessories-and-services: quantities, accessories and services per model, contract type and duration. */
export function AccessoriesStep() {
  const t = useTranslations('cart');
  const routes = useTranslations('routes');
  const errorText = useErrorText();
  const { agencyId, quote, update, info, agency, durations } = useCart();
  const issues = cartIssues(quote, info, agency);
  const prices = usePrices(agencyId, quote, quote.lines.length > 0 && issues.length === 0);
  const wide = cartWideIssues(issues);
  const percent = accessoriesPercent(quote, info);

  if (quote.lines.length === 0) {
    return (
      <div className="rounded-lg border border-dashed border-slate-300 bg-white p-8 text-center" data-testid="empty-cart">
        <p className="text-base font-semibold text-ink">{t('empty.title')}</p>
        <p className="mt-1 text-sm text-ink-muted">{t('empty.text')}</p>
        <Link href="/products" className="mt-4 inline-block rounded-md bg-primary px-4 py-2 text-sm font-semibold text-primary-contrast hover:bg-primary-dark">
          {t('empty.action')}
        </Link>
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-4">
      <ContractSettings
        contractType={quote.contractType}
        durationMonths={quote.durationMonths}
        durations={durations}
        onContractType={(type) => update((q) => setContractType(q, type))}
        onDuration={(months) => update((q) => setDuration(q, months))}
      />
      {wide.map((issue) => (
        <Alert key={issue.code} tone={issue.code === 'accessories_over_limit' ? 'warning' : 'error'}>
          <span data-testid={`issue-${issue.code}`}>
            {errorText(issue)}
            {issue.code === 'accessories_over_limit' && percent !== null && ` ${t('accessoriesShare', { percent })}`}
          </span>
        </Alert>
      ))}
      <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="flex flex-col gap-4">
          {quote.lines.map((line, index) => (
            <LineCard
              key={line.modelId}
              line={line}
              model={info.models[line.modelId]}
              accessories={info.accessories[line.modelId] ?? []}
              services={info.services[line.modelId] ?? []}
              contractType={quote.contractType}
              issues={issuesOfLine(issues, index)}
              onQuantity={(quantity) => update((q) => setLineQuantity(q, index, quantity))}
              onAccessory={(accessoryId, quantity) => update((q) => setAccessoryQuantity(q, index, accessoryId, quantity))}
              onService={(tier, quantity) => update((q) => setServiceQuantity(q, index, tier, quantity))}
              onRemove={() => update((q) => removeLine(q, index))}
            />
          ))}
          <Link href="/products" className="self-start text-sm font-medium text-primary hover:underline">
            + {t('addModel')}
          </Link>
        </div>
        <div className="lg:sticky lg:top-20 lg:self-start">
          <PriceSummary {...prices} durationMonths={quote.durationMonths} />
        </div>
      </div>
      <StepNav
        back={{ href: '/products', label: routes('productList') }}
        next={{ href: '/cart/virtual-land-stories', label: routes('cartStories') }}
        blockers={issues.length > 0 ? [t('fixRules', { count: issues.length })] : []}
      />
    </div>
  );
}
