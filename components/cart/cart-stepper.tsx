import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';

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

/**
 * Where the agent is in the quote. Steps of the cart are links once the
 * quote has products; the current one is marked for assistive technology.
 * With `complete` (the cart steps know the quote) a step shows as done only
 * when its data is; without it (the catalogue pages) the steps before the
 * current one are.
 */
export function CartStepper({
  current,
  hasProducts = true,
  complete,
}: {
  current: CartStepId;
  hasProducts?: boolean;
  complete?: Partial<Record<CartStepId, boolean>>;
}) {
  const routes = useTranslations('routes');
  const t = useTranslations('cart');
  const currentIndex = CART_STEPS.findIndex((step) => step.id === current);
  const isDone = (id: CartStepId, index: number) => (complete ? Boolean(complete[id]) : index < currentIndex);
  return (
    <nav aria-label={t('steps')} className="mb-6">
      <ol className="flex flex-wrap items-center gap-1 text-xs sm:text-sm">
        {CART_STEPS.map((step, index) => {
          const state = index === currentIndex ? 'current' : isDone(step.id, index) ? 'done' : 'todo';
          const linkable = step.href !== null && index !== currentIndex && (index < 2 || hasProducts);
          const badge = (
            <span
              aria-hidden
              className={`flex h-6 w-6 shrink-0 items-center justify-center rounded-full text-xs font-bold ${
                state === 'current'
                  ? 'bg-primary text-primary-contrast'
                  : state === 'done'
                    ? 'bg-primary-light text-primary-dark'
                    : 'bg-slate-200 text-ink-muted'
              }`}
            >
              {state === 'done' ? '✓' : index + 1}
            </span>
          );
          const label = <span className={state === 'current' ? 'font-semibold text-ink' : 'text-ink-muted'}>{routes(step.titleKey)}</span>;
          return (
            <li key={step.id} className="flex items-center gap-1" data-step={step.id} data-state={state}>
              {linkable ? (
                <Link href={step.href!} prefetch={false} className="flex items-center gap-2 rounded-md px-2 py-1 hover:bg-slate-100">
                  {badge}
                  {label}
                  {state === 'done' && <span className="sr-only">{t('stepDone')}</span>}
                </Link>
              ) : (
                <span className="flex items-center gap-2 px-2 py-1" aria-current={state === 'current' ? 'step' : undefined}>
                  {badge}
                  {label}
                </span>
              )}
              {index < CART_STEPS.length - 1 && (
                <span aria-hidden className="text-slate-300">
                  ›
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
