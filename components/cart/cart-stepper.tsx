import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { Link } from '@/i18n/navigation';
import { STEP_BADGE as BADGE } from '../ui/step-badge';

/** The steps of a quote in order, with their route titles (messages `routes`). */
export const CART_STEPS = [
  { id: 'productList', titleKey: 'productList', href: '/products' },
  { id: 'modelSelection', titleKey: 'modelSelection', href: null },
  { id: 'accessories', titleKey: 'cartAccessories', href: '/cart/accessories-and-services' },
  { id: 'stories', titleKey: 'cartStories', href: '/cart/virtual-land-stories' },
  { id: 'recap', titleKey: 'cartRecap', href: '/cart/recap' },
  { id: 'customerInfo', titleKey: 'cartCustomerInfo', href: '/cart/customer-info' },
  { id: 'shipping', titleKey: 'cartShipping', href: '/cart/shipping-management' },
] as const;

export type CartStepId = (typeof CART_STEPS)[number]['id'];

/** Steps from here on open only once the quote has a product. */
const FIRST_STEP_NEEDING_PRODUCTS = 2;

/**
 * Where the agent is in the quote, rendered on the server. Each step carries
 * its state (`data-state`: current, done, todo) and whether it is a link
 * (`data-linkable`); the classes follow those attributes. On the catalogue
 * pages the steps before the current one are done and every step is a link.
 * On the cart steps a step is done only while the quote holds its data and
 * the later steps are links only while it has a product: the browser sets
 * both as the agent edits (`liveStates`, live-cart-stepper.tsx), so no more
 * of the stepper than that runs there.
 */
export function CartStepper({ current, liveStates }: { current: CartStepId; liveStates?: (items: ReactNode[]) => ReactNode }) {
  const routes = useTranslations('routes');
  const t = useTranslations('cart');
  const currentIndex = CART_STEPS.findIndex((step) => step.id === current);
  const items = CART_STEPS.map((step, index) => {
    const isCurrent = index === currentIndex;
    const state = isCurrent ? 'current' : index < currentIndex ? 'done' : 'todo';
    const content = (
      <>
        <span aria-hidden className={BADGE}>
          <span className="group-data-[state=done]:hidden">{index + 1}</span>
          <span className="hidden group-data-[state=done]:inline">✓</span>
        </span>
        <span className="text-ink-muted group-data-[state=current]:font-semibold group-data-[state=current]:text-ink">{routes(step.titleKey)}</span>
      </>
    );
    const canLink = step.href !== null && !isCurrent;
    return (
      <li
        key={step.id}
        className="group flex items-center gap-1"
        data-step={step.id}
        data-state={state}
        data-linkable={canLink}
        data-needs-products={index >= FIRST_STEP_NEEDING_PRODUCTS || undefined}
      >
        {canLink && (
          <Link
            href={step.href!}
            prefetch={false}
            className="flex items-center gap-2 rounded-md px-2 py-1 hover:bg-slate-100 group-data-[linkable=false]:hidden"
          >
            {content}
            <span className="sr-only hidden group-data-[state=done]:inline">{t('stepDone')}</span>
          </Link>
        )}
        <span
          className={`items-center gap-2 px-2 py-1 ${canLink ? 'hidden group-data-[linkable=false]:flex' : 'flex'}`}
          aria-current={isCurrent ? 'step' : undefined}
        >
          {content}
        </span>
        {index < CART_STEPS.length - 1 && (
          <span aria-hidden className="text-slate-300">
            ›
          </span>
        )}
      </li>
    );
  });
  return (
    <nav aria-label={t('steps')} className="mb-6">
      <ol className="flex flex-wrap items-center gap-1 text-xs sm:text-sm">{liveStates ? liveStates(items) : items}</ol>
    </nav>
  );
}
