'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { Link } from '@/i18n/navigation';
import { cartWideIssues, issuesOfLine, issuesShown, accessoriesPercent } from '@/lib/cart/issues-shown';
import { removeLine, restoreLine, setAccessoryQuantity, setLineQuantity, setServiceQuantity } from '@/lib/cart/quote-ops';
import { setContractType, setDuration } from '@/lib/cart/quote-terms';
import type { PricedAnswer, QuoteLine, Rendered } from '@/lib/cart/types';
import { Alert } from '../ui/alert';
import { Button } from '../ui/button';
import { useCart } from './cart-provider';
import { ContractSettings } from './contract-settings';
import { LineCard } from './line-card';
import { PriceSummary } from './price-summary';
import { StepNav } from './step-nav';
import { useErrorText } from '@/lib/client/use-error-text';
import { usePrices } from './use-prices';
import { useLiveCartIssues } from './use-cart-rules';

/** /cart/accessories-and-services: quantities, accessories and services per model, contract type and duration. */
export function AccessoriesStep({ renderedPrices }: { renderedPrices: Rendered<PricedAnswer> | null }) {
  const t = useTranslations('cart');
  const routes = useTranslations('routes');
  const errorText = useErrorText();
  const { quote, update, info, durations } = useCart();
  const issues = useLiveCartIssues();
  const prices = usePrices(quote.lines.length > 0 && issues.length === 0, renderedPrices);
  const wide = cartWideIssues(issues);
  // One list of what the step shows: the blocker counts it, the price panel names it.
  const shown = issuesShown(issues, quote.lines.length);
  const percent = accessoriesPercent(quote, info);
  // Quantity 0 takes the product out of the quote; one click puts it back.
  const [removed, setRemoved] = useState<{ line: QuoteLine; index: number; name: string } | null>(null);
  const undoButton = useRef<HTMLButtonElement>(null);
  useEffect(() => undoButton.current?.focus(), [removed]);
  const setQuantity = (index: number, quantity: number) => {
    const line = quote.lines[index];
    if (quantity > 0 || !line) return update((q) => setLineQuantity(q, index, quantity));
    setRemoved({ line, index, name: info.models[line.modelId]?.name ?? t('line.unknownModel') });
    update((q) => removeLine(q, index));
  };
  const undo = () => {
    if (removed) update((q) => restoreLine(q, removed.index, removed.line));
    setRemoved(null);
  };
  const undoNotice = removed && (
    <div role="status" className="flex flex-wrap items-center justify-between gap-3 rounded-md border border-sky-200 bg-sky-50 px-3 py-2 text-sm text-sky-900">
      <span>{t('line.removed', { name: removed.name })}</span>
      <Button ref={undoButton} variant="secondary" onClick={undo}>
        {t('line.undo')}
      </Button>
    </div>
  );

  if (quote.lines.length === 0) {
    return (
      <div className="flex flex-col gap-4">
        {undoNotice}
        <div className="rounded-lg border border-dashed border-slate-300 bg-white p-8 text-center" data-testid="empty-cart">
          <p className="text-base font-semibold text-ink">{t('empty.title')}</p>
          <p className="mt-1 text-sm text-ink-muted">{t('empty.text')}</p>
          <Link
            href="/products"
            className="mt-4 inline-block rounded-md bg-primary px-4 py-2 text-sm font-semibold text-primary-contrast hover:bg-primary-dark"
          >
            {t('empty.action')}
          </Link>
        </div>
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
      {undoNotice}
      {wide.map((issue) => (
        <Alert key={issue.code} tone={issue.code === 'accessories_over_limit' ? 'warning' : 'error'}>
          <span data-testid={`issue-${issue.code}`}>
            {errorText(issue)}
            {issue.code === 'accessories_over_limit' && percent !== null && ` ${t('accessoriesShare', { percent })}`}
          </span>
        </Alert>
      ))}
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-[minmax(0,1fr)_20rem]">
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
              onQuantity={(quantity) => setQuantity(index, quantity)}
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
          <PriceSummary {...prices} durationMonths={quote.durationMonths} staleBecause={[...new Set(shown.map((issue) => errorText(issue)))]} />
        </div>
      </div>
      <StepNav
        back={{ href: '/products', label: routes('productList') }}
        next={{ href: '/cart/virtual-land-stories', label: routes('cartStories') }}
        blockers={shown.length > 0 ? [t('fixRules', { count: shown.length })] : []}
      />
    </div>
  );
}
