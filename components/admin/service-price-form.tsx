'use client';

import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { ServicePriceValues } from '@/lib/admin/service-checks';
import { lazyZodResolver } from '@/lib/client/lazy-zod-resolver';
import { Button } from '../ui/button';
import { DecimalField } from '../ui/decimal-field';

interface Props {
  tier: string;
  priceCents: number;
  busy: boolean;
  onSave: (body: { priceCents: number }) => void;
  onCancel: () => void;
}

/** A guarantee tier's price edited in place, in euros as the page's language writes them; it takes the focus. */
export function ServicePriceForm({ tier, priceCents, busy, onSave, onCancel }: Props) {
  const t = useTranslations('families.extras');
  const model = useTranslations('families.model');
  const common = useTranslations('common');
  const {
    control,
    handleSubmit,
    setFocus,
    formState: { errors },
  } = useForm<ServicePriceValues, unknown, { priceCents: number }>({
    // The checks (the API's body schema) arrive when the form is first checked, not with the page.
    resolver: lazyZodResolver(() => import('@/lib/admin/service-checks').then((module) => module.servicePriceChecks)),
    defaultValues: { price: priceCents / 100 },
  });
  useEffect(() => setFocus('price'), [setFocus]);

  return (
    <form noValidate onSubmit={handleSubmit(onSave)} className="flex flex-wrap items-end gap-2" aria-label={t('priceLabel', { tier })}>
      <Controller
        control={control}
        name="price"
        render={({ field }) => <DecimalField {...field} label={t('price')} max={100_000} error={errors.price ? model('invalidPrice') : undefined} required />}
      />
      <Button variant="ghost" onClick={onCancel} disabled={busy}>
        {common('cancel')}
      </Button>
      <Button type="submit" disabled={busy}>
        {t('save')}
      </Button>
    </form>
  );
}
