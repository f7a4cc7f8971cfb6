'use client';

import { useTranslations } from 'next-intl';
import { type FormEvent, useState } from 'react';
import type { z } from 'zod';
import { MODEL_CATEGORIES, type ModelCategory, WAREHOUSE_STATUSES, type WarehouseStatus } from '@/core/domain/catalogue';
import type { ModelAdminSchema, ModelCreateBodySchema } from '@/core/schemas/catalogue-admin';
import { matches } from '@/core/validation/checks';
import { decimalInput } from '@/lib/client/decimal-input';
import { portalFetch } from '@/lib/client/portal-fetch';
import { useFieldErrors } from '@/lib/client/use-field-errors';
import { Alert } from '../ui/alert';
import { Button } from '../ui/button';
import { SelectField } from '../ui/select-field';
import { TextField } from '../ui/text-field';

type Model = z.infer<typeof ModelAdminSchema>;
type Body = z.input<typeof ModelCreateBodySchema>;
const FIELDS = ['name', 'brand', 'partNumber', 'ean', 'iceCatId', 'listPriceCents', 'warehouseStatus', 'category', 'flexEligible'] as const;
const PART_NUMBER = /^[A-Za-z0-9][A-Za-z0-9./_-]*$/;

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
  const fieldErrors = useFieldErrors();
  const [values, setValues] = useState({
    name: model?.name ?? '',
    brand: model?.brand ?? '',
    partNumber: model?.partNumber ?? '',
    ean: model?.ean ?? '',
    iceCatId: model?.iceCatId ?? '',
    listPrice: model ? String(model.listPriceCents / 100) : '',
    warehouseStatus: (model?.warehouseStatus ?? 'notSpecified') as WarehouseStatus,
    category: (model?.category ?? 'smartphone') as ModelCategory,
    flexEligible: model?.flexEligible ?? false,
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (key: 'name' | 'brand' | 'partNumber' | 'ean' | 'iceCatId' | 'listPrice') => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [key]: e.target.value }));

  function parse(): { body: Body | null; found: Record<string, string> } {
    const found: Record<string, string> = {};
    for (const key of ['name', 'brand', 'partNumber'] as const) if (!values[key].trim()) found[key] = validation('required');
    if (values.partNumber.trim() && !PART_NUMBER.test(values.partNumber.trim())) found.partNumber = t('invalidPartNumber');
    if (values.ean.trim() && !matches('ean', values.ean)) found.ean = validation('invalidEan');
    if (!/^\d*$/.test(values.iceCatId.trim())) found.iceCatId = t('invalidIceCat');
    const price = decimalInput(values.listPrice, 1_000_000);
    if (!price) found.listPriceCents = t('invalidPrice');
    if (Object.keys(found).length) return { body: null, found };
    return {
      body: {
        name: values.name.trim(),
        brand: values.brand.trim(),
        partNumber: values.partNumber.trim(),
        ean: values.ean.trim() || null,
        iceCatId: values.iceCatId.trim() || null,
        listPriceCents: Math.round(price! * 100),
        warehouseStatus: values.warehouseStatus,
        category: values.category,
        flexEligible: values.flexEligible,
      },
      found,
    };
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const { body, found } = parse();
    setErrors(found);
    if (!body) return;
    setBusy(true);
    setFailure(null);
    try {
      if (model === null) await portalFetch(`/api/Anagra/ProductFamilies/${familyId}/Models`, { method: 'POST', json: body });
      else await portalFetch(`/api/Anagra/ProductModels/${model.id}`, { method: 'PUT', json: body });
      onDone();
    } catch (error) {
      const { byField, general } = fieldErrors(error, FIELDS);
      setErrors(byField);
      setFailure(general);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-3" aria-label={model ? t('editLabel', { name: model.name }) : t('add')}>
      {failure && <Alert>{failure}</Alert>}
      <TextField label={t('name')} name="name" value={values.name} onChange={set('name')} error={errors.name} maxLength={120} />
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <TextField label={t('brand')} name="brand" value={values.brand} onChange={set('brand')} error={errors.brand} maxLength={60} />
        <TextField label={t('partNumber')} name="partNumber" value={values.partNumber} onChange={set('partNumber')} error={errors.partNumber} maxLength={60} />
        <TextField
          label={t('ean')}
          name="ean"
          inputMode="numeric"
          value={values.ean}
          onChange={set('ean')}
          error={errors.ean}
          hint={t('eanHint')}
          maxLength={20}
        />
        <TextField
          label={t('iceCatId')}
          name="iceCatId"
          inputMode="numeric"
          value={values.iceCatId}
          onChange={set('iceCatId')}
          error={errors.iceCatId}
          maxLength={20}
        />
        <TextField
          label={t('listPrice')}
          name="listPrice"
          inputMode="decimal"
          value={values.listPrice}
          onChange={set('listPrice')}
          error={errors.listPriceCents}
          maxLength={12}
        />
        <SelectField
          label={t('category')}
          value={values.category}
          onChange={(e) => setValues((v) => ({ ...v, category: e.target.value as ModelCategory }))}
          options={MODEL_CATEGORIES.map((c) => ({ value: c, label: categories(c) }))}
        />
      </div>
      <SelectField
        label={t('warehouseStatus')}
        value={values.warehouseStatus}
        onChange={(e) => setValues((v) => ({ ...v, warehouseStatus: e.target.value as WarehouseStatus }))}
        options={WAREHOUSE_STATUSES.map((s) => ({ value: s, label: warehouse(s) }))}
      />
      <label className="flex items-center gap-2 text-sm text-ink">
        <input
          type="checkbox"
          checked={values.flexEligible}
          onChange={(e) => setValues((v) => ({ ...v, flexEligible: e.target.checked }))}
          className="h-4 w-4 accent-primary"
        />
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
