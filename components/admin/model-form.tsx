'use client';

import { useTranslations } from 'next-intl';
import { Controller } from 'react-hook-form';
import type { z } from 'zod';
import { MODEL_CATEGORIES, WAREHOUSE_STATUSES } from '@/core/domain/catalogue';
import type { ModelAdminSchema, ModelCreateBodySchema } from '@/core/schemas/catalogue-admin';
import type { ModelFormValues } from '@/lib/admin/model-checks';
import { portalApi } from '@/lib/client/portal-api';
import { useAdminForm } from '@/lib/client/use-admin-form';
import { Alert } from '../ui/alert';
import { Button } from '../ui/button';
import { DecimalField } from '../ui/decimal-field';
import { SelectField } from '../ui/select-field';
import { TextField } from '../ui/text-field';

type Model = z.infer<typeof ModelAdminSchema>;
type Body = z.output<typeof ModelCreateBodySchema>;
const API_FIELDS = ['name', 'brand', 'partNumber', 'ean', 'iceCatId', 'listPriceCents', 'warehouseStatus', 'category', 'flexEligible'] as const;

interface Props {
  familyId: number;
  /** null: a new model */
  model: Model | null;
  onDone: () => void;
  onCancel: () => void;
}

/** A model's fields, checked as the API checks them (the EAN's check digit too) before anything is sent. */
export function ModelForm({ familyId, model, onDone, onCancel }: Props) {
  const t = useTranslations('families.model');
  const categories = useTranslations('families.categories');
  const warehouse = useTranslations('products.warehouse');
  const validation = useTranslations('validation');
  const common = useTranslations('common');
  const { register, control, getValues, errorOf, failure, busy, onSubmit } = useAdminForm<ModelFormValues, Body>({
    checks: () => import('@/lib/admin/model-checks').then((module) => module.modelChecks),
    defaultValues: {
      name: model?.name ?? '',
      brand: model?.brand ?? '',
      partNumber: model?.partNumber ?? '',
      ean: model?.ean ?? '',
      iceCatId: model?.iceCatId ?? '',
      listPrice: model ? model.listPriceCents / 100 : null,
      warehouseStatus: model?.warehouseStatus ?? 'notSpecified',
      category: model?.category ?? 'smartphone',
      flexEligible: model?.flexEligible ?? false,
    },
    apiFields: API_FIELDS,
    fieldOf: (field) => (field === 'listPriceCents' ? 'listPrice' : (field as keyof ModelFormValues)),
    checkMessage: (field) => (refusal[field] ?? (() => validation('required')))(),
  });
  /** What each field says when its check refuses it; a field not named here was left blank. */
  const refusal: Partial<Record<keyof ModelFormValues, () => string>> = {
    partNumber: () => (getValues('partNumber').trim() ? t('invalidPartNumber') : validation('required')),
    ean: () => validation('invalidEan'),
    iceCatId: () => t('invalidIceCat'),
    listPrice: () => t('invalidPrice'),
  };

  const submit = onSubmit(async (body) => {
    if (model === null) await portalApi.post('/api/Anagra/ProductFamilies/{familyId}/Models', { params: { familyId }, json: body });
    else await portalApi.put('/api/Anagra/ProductModels/{modelId}', { params: { modelId: model.id }, json: body });
    onDone();
  });

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-3" aria-label={model ? t('editLabel', { name: model.name }) : t('add')}>
      {failure && <Alert>{failure}</Alert>}
      <TextField label={t('name')} error={errorOf('name')} maxLength={120} {...register('name')} />
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <TextField label={t('brand')} error={errorOf('brand')} maxLength={60} {...register('brand')} />
        <TextField label={t('partNumber')} error={errorOf('partNumber')} maxLength={60} {...register('partNumber')} />
        <TextField label={t('ean')} inputMode="numeric" error={errorOf('ean')} hint={t('eanHint')} maxLength={20} {...register('ean')} />
        <TextField label={t('iceCatId')} inputMode="numeric" error={errorOf('iceCatId')} maxLength={20} {...register('iceCatId')} />
        <Controller
          control={control}
          name="listPrice"
          render={({ field }) => <DecimalField {...field} label={t('listPrice')} max={1_000_000} error={errorOf('listPrice')} />}
        />
        <SelectField label={t('category')} options={MODEL_CATEGORIES.map((c) => ({ value: c, label: categories(c) }))} {...register('category')} />
      </div>
      <SelectField label={t('warehouseStatus')} options={WAREHOUSE_STATUSES.map((s) => ({ value: s, label: warehouse(s) }))} {...register('warehouseStatus')} />
      <label className="flex items-center gap-2 text-sm text-ink">
        <input type="checkbox" className="h-4 w-4 accent-primary" {...register('flexEligible')} />
        {t('flexEligible')}
      </label>
      <div className="mt-2 flex justify-end gap-3">
        <Button variant="ghost" onClick={onCancel} disabled={busy}>
          {common('cancel')}
        </Button>
        <Button type="submit" disabled={busy}>
          {model ? t('save') : t('create')}
        </Button>
      </div>
    </form>
  );
}
