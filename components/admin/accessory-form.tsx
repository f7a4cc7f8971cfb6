'use client';

import { useTranslations } from 'next-intl';
import { Controller } from 'react-hook-form';
import type { z } from 'zod';
import type { AccessoryAdminSchema, AccessoryCreateBodySchema } from '@/core/schemas/model-extras';
import type { AccessoryFormValues } from '@/lib/admin/accessory-checks';
import { portalApi } from '@/lib/client/portal-api';
import { useAdminForm } from '@/lib/client/use-admin-form';
import { Alert } from '../ui/alert';
import { Button } from '../ui/button';
import { DecimalField } from '../ui/decimal-field';
import { TextField } from '../ui/text-field';

type Accessory = z.infer<typeof AccessoryAdminSchema>;
type Body = z.output<typeof AccessoryCreateBodySchema>;
const API_FIELDS = ['name', 'partNumber', 'priceCents'] as const;

interface Props {
  modelId: number;
  /** null: a new accessory for the model */
  accessory: Accessory | null;
  onDone: () => void;
  onCancel: () => void;
}

/** An accessory's fields in place, checked with the API's own schema before anything is sent. */
export function AccessoryForm({ modelId, accessory, onDone, onCancel }: Props) {
  const t = useTranslations('families.extras');
  const model = useTranslations('families.model');
  const validation = useTranslations('validation');
  const common = useTranslations('common');
  const { register, control, getValues, errorOf, failure, busy, onSubmit } = useAdminForm<AccessoryFormValues, Body>({
    checks: () => import('@/lib/admin/accessory-checks').then((module) => module.accessoryChecks),
    defaultValues: { name: accessory?.name ?? '', partNumber: accessory?.partNumber ?? '', price: accessory ? accessory.priceCents / 100 : null },
    apiFields: API_FIELDS,
    fieldOf: (field) => (field === 'priceCents' ? 'price' : (field as keyof AccessoryFormValues)),
    checkMessage: (field) => refusal[field](),
  });
  /** What each field says when its check refuses it. */
  const refusal: Record<keyof AccessoryFormValues, () => string> = {
    name: () => validation('required'),
    partNumber: () => (getValues('partNumber').trim() ? model('invalidPartNumber') : validation('required')),
    price: () => model('invalidPrice'),
  };

  const submit = onSubmit(async (body) => {
    if (accessory === null) await portalApi.post('/api/Anagra/ProductModels/{modelId}/Accessories', { params: { modelId }, json: body });
    else await portalApi.put('/api/Anagra/ProductModels/{modelId}/Accessories/{accessoryId}', { params: { modelId, accessoryId: accessory.id }, json: body });
    onDone();
  });

  return (
    <form
      noValidate
      onSubmit={submit}
      className="flex flex-col gap-3 rounded-md border border-slate-200 bg-slate-50 p-3"
      aria-label={accessory ? t('editAccessoryLabel', { name: accessory.name }) : t('addAccessory')}
    >
      {failure && <Alert>{failure}</Alert>}
      {accessory && accessory.modelsCount > 1 && <p className="text-sm text-ink-muted">{t('sharedHint', { count: accessory.modelsCount - 1 })}</p>}
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        <TextField label={t('name')} error={errorOf('name')} maxLength={120} required {...register('name')} />
        <TextField label={t('partNumber')} error={errorOf('partNumber')} maxLength={60} required {...register('partNumber')} />
        <Controller
          control={control}
          name="price"
          render={({ field }) => <DecimalField {...field} label={t('price')} max={100_000} error={errorOf('price')} required />}
        />
      </div>
      <div className="flex justify-end gap-3">
        <Button variant="ghost" onClick={onCancel} disabled={busy}>
          {common('cancel')}
        </Button>
        <Button type="submit" disabled={busy}>
          {accessory ? t('save') : t('addAccessory')}
        </Button>
      </div>
    </form>
  );
}
