'use client';

import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import type { CartStep, Readiness } from '@/lib/cart/readiness';

const STEP_HREF: Record<CartStep, string> = {
  products: '/products',
  accessories: '/cart/accessories-and-services',
  customerInfo: '/cart/customer-info',
  shipping: '/cart/shipping-management',
};

/** Before submitting: what is still missing, each with a way to the step that fixes it. */
export function ReadinessPanel({ readiness }: { readiness: Readiness }) {
  const t = useTranslations('cart.readiness');
  const ready = readiness.missing.length === 0;
  return (
    <section
      aria-labelledby="readiness-title"
      className={`rounded-lg border p-4 ${ready ? 'border-emerald-200 bg-emerald-50' : 'border-amber-200 bg-amber-50'}`}
      data-testid="readiness"
    >
      <h3 id="readiness-title" className="text-base font-semibold text-ink">
        {t('title')}
      </h3>
      {ready ? (
        <p className="mt-1 text-sm text-emerald-900">{t('ready')}</p>
      ) : (
        <ul className="mt-2 ml-5 list-disc text-sm text-amber-900">
          {readiness.missing.map((item) => (
            <li key={item.key}>
              {t(`missing.${item.key}`, { count: item.count ?? 0 })}{' '}
              {item.step !== 'shipping' && (
                <Link href={STEP_HREF[item.step]} className="font-semibold underline">
                  {t('fix')}
                </Link>
              )}
            </li>
          ))}
        </ul>
      )}
      {readiness.draft && <p className="mt-2 text-sm text-ink">{t('draft')}</p>}
    </section>
  );
}
