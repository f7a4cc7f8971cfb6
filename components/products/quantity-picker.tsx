'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from '@/i18n/navigation';
import type { QuantityValues } from '@/lib/cart/quantity-checks';
import { lazyZodResolver } from '@/lib/client/lazy-zod-resolver';
import { PortalError } from '@/lib/client/portal-fetch';
import { Alert } from '../ui/alert';
import { Button } from '../ui/button';
import { FormField, borderOf } from '../ui/form-field';

interface Props {
  agencyId: number;
  modelId: number;
  modelName: string;
  /** the quantity already in the open quote, 0 when the model is not in it */
  inQuote: number;
}

/** The API's largest quantity (MAX_QUANTITY, core/schemas/pricing.ts, which brings zod with it): the buttons stop there. */
const MAX = 10_000;

/** choosing a quantity replaces the previous selection of this model in the open quote. */
export function QuantityPicker({ agencyId, modelId, modelName, inQuote }: Props) {
  const t = useTranslations('products.picker');
  const errors = useTranslations('errors');
  const inputId = useId();
  const [saved, setSaved] = useState(inQuote);
  const [outcome, setOutcome] = useState<'done' | 'failed' | null>(null);
  const nextStep = useRef<HTMLAnchorElement>(null);
  const {
    register,
    handleSubmit,
    getValues,
    setValue,
    formState: { errors: refused, isSubmitting: saving, isSubmitted },
  } = useForm<QuantityValues, unknown, { quantity: number }>({
    // The check (a whole number from 1 to the API's largest) arrives when the form is first checked, not with the page.
    resolver: lazyZodResolver(() => import('@/lib/cart/quantity-checks').then((module) => module.quantityChecks)),
    defaultValues: { quantity: String(inQuote || 1) },
  });
  const error = refused.quantity?.message ? errors(refused.quantity.message as 'quantity_below_one') : undefined;

  // Once saved, focus goes to the way on (the button it left stays, so focus never falls to the page).
  useEffect(() => {
    if (outcome === 'done') nextStep.current?.focus();
  }, [outcome]);

  async function save({ quantity }: { quantity: number }) {
    setOutcome(null);
    try {
      // The cart's calls load on the first save, not with the product's page.
      const { chooseQuantity } = await import('@/lib/cart/open-quote-writes');
      await chooseQuantity(agencyId, modelId, quantity);
      setSaved(quantity);
      setOutcome('done');
    } catch (failure) {
      // A 401 already sends the user to sign in.
      setOutcome(failure instanceof PortalError && failure.status === 401 ? null : 'failed');
    }
  }

  const step = (delta: number) => {
    const quantity = Number(getValues('quantity'));
    const next = Math.min(MAX, Math.max(1, (Number.isFinite(quantity) ? quantity : 1) + delta));
    // Once the form was checked, the new value is checked again, as typing does.
    setValue('quantity', String(next), { shouldValidate: isSubmitted });
    setOutcome(null);
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        // A second press while saving sends nothing more.
        if (saving) event.preventDefault();
        else void handleSubmit(save)(event);
      }}
      className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4"
      aria-labelledby={`${inputId}-title`}
    >
      <h3 id={`${inputId}-title`} className="text-base font-semibold text-ink">
        {t('title')}
      </h3>
      <FormField id={inputId} label={t('quantity')} hint={saved > 0 ? t('inQuote', { quantity: saved }) : t('replaces')} error={error}>
        {(control) => (
          <div className="flex items-center gap-2">
            <button
              type="button"
              onClick={() => step(-1)}
              aria-label={t('decrease')}
              className="h-9 w-9 rounded-md border border-slate-300 text-lg hover:bg-slate-50"
            >
              −
            </button>
            <input
              {...control}
              inputMode="numeric"
              {...register('quantity', { onChange: () => setOutcome(null) })}
              className={`w-20 rounded-md border px-3 py-2 text-center text-sm shadow-sm outline-none focus:ring-2 focus:ring-primary ${borderOf(error)}`}
            />
            <button
              type="button"
              onClick={() => step(1)}
              aria-label={t('increase')}
              className="h-9 w-9 rounded-md border border-slate-300 text-lg hover:bg-slate-50"
            >
              +
            </button>
          </div>
        )}
      </FormField>
      {/* aria-disabled, not disabled: a disabled button drops the keyboard focus to the page. */}
      <Button type="submit" aria-disabled={saving || undefined}>
        {saving ? t('saving') : saved > 0 ? t('update') : t('add')}
      </Button>
      {/* A live region present before it fills, so screen readers announce the result. */}
      <div role="status">
        {outcome === 'done' && (
          <div className="rounded-md border border-sky-200 bg-sky-50 px-3 py-2 text-sm text-sky-900">
            <span className="block">{t('added', { quantity: saved, name: modelName })}</span>
            <Link ref={nextStep} href="/cart/accessories-and-services" className="font-semibold underline">
              {t('goToCart')}
            </Link>
          </div>
        )}
      </div>
      {outcome === 'failed' && <Alert>{errors('generic')}</Alert>}
    </form>
  );
}
