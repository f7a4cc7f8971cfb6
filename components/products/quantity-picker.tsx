'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from '@/i18n/navigation';
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

const MAX = 10_000;

/** choosing a quantity replaces the previous selection of this model in the open quote. */
export function QuantityPicker({ agencyId, modelId, modelName, inQuote }: Props) {
  const t = useTranslations('products.picker');
  const errors = useTranslations('errors');
  const inputId = useId();
  const [text, setText] = useState(String(inQuote || 1));
  const [saved, setSaved] = useState(inQuote);
  const [state, setState] = useState<'idle' | 'saving' | 'done' | 'invalid' | 'failed'>('idle');
  const nextStep = useRef<HTMLAnchorElement>(null);
  const quantity = Number(text);
  const valid = /^\d+$/.test(text.trim()) && quantity >= 1 && quantity <= MAX;

  // Once saved, focus goes to the way on (the button it left stays, so focus never falls to the page).
  useEffect(() => {
    if (state === 'done') nextStep.current?.focus();
  }, [state]);

  async function save() {
    if (state === 'saving') return;
    if (!valid) {
      setState('invalid');
      return;
    }
    setState('saving');
    try {
      // The cart's calls load on the first save, not with the product's page.
      const { chooseQuantity } = await import('@/lib/cart/open-quote-writes');
      await chooseQuantity(agencyId, modelId, quantity);
      setSaved(quantity);
      setState('done');
    } catch (error) {
      setState(error instanceof PortalError && error.status === 401 ? 'idle' : 'failed');
    }
  }

  const step = (delta: number) => {
    setText(String(Math.min(MAX, Math.max(1, (Number.isFinite(quantity) ? quantity : 1) + delta))));
    setState('idle');
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
      className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4"
      aria-labelledby={`${inputId}-title`}
    >
      <h3 id={`${inputId}-title`} className="text-base font-semibold text-ink">
        {t('title')}
      </h3>
      <FormField
        id={inputId}
        label={t('quantity')}
        hint={saved > 0 ? t('inQuote', { quantity: saved }) : t('replaces')}
        error={state === 'invalid' ? errors('quantity_below_one') : undefined}
      >
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
              name="quantity"
              inputMode="numeric"
              value={text}
              onChange={(event) => {
                setText(event.target.value);
                setState('idle');
              }}
              className={`w-20 rounded-md border px-3 py-2 text-center text-sm shadow-sm outline-none focus:ring-2 focus:ring-primary ${borderOf(state === 'invalid' ? 'invalid' : undefined)}`}
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
      <Button type="submit" aria-disabled={state === 'saving' || undefined}>
        {state === 'saving' ? t('saving') : saved > 0 ? t('update') : t('add')}
      </Button>
      {/* A live region present before it fills, so screen readers announce the result. */}
      <div role="status">
        {state === 'done' && (
          <div className="rounded-md border border-sky-200 bg-sky-50 px-3 py-2 text-sm text-sky-900">
            <span className="block">{t('added', { quantity: saved, name: modelName })}</span>
            <Link ref={nextStep} href="/cart/accessories-and-services" className="font-semibold underline">
              {t('goToCart')}
            </Link>
          </div>
        )}
      </div>
      {state === 'failed' && <Alert>{errors('generic')}</Alert>}
    </form>
  );
}
