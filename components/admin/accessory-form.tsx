'use client';

import { useTranslations } from 'next-intl';
import { type FormEvent, useState } from 'react';
import type { z } from 'zod';
import type { AccessoryAdminSchema } from '@/core/schemas/model-extras';
import { decimalInput } from '@/lib/client/decimal-input';
import { portalFetch } from '@/lib/client/portal-fetch';
import { refusedFields } from '@/lib/client/schema-issues';
import { useFieldErrors } from '@/lib/client/use-field-errors';
import { Alert } from '../ui/alert';
import { Button } from '../ui/button';
import { TextField } from '../ui/text-field';

type Accessory = z.infer<typeof AccessoryAdminSchema>;
const FIELDS = ['name', 'partNumber', 'priceCents'] as const;

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
  const fieldErrors = useFieldErrors();
  const [values, setValues] = useState({
    name: accessory?.name ?? '',
    partNumber: accessory?.partNumber ?? '',
    price: accessory ? String(accessory.priceCents / 100) : '',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (key: keyof typeof values) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [key]: e.target.value }));
  const messages: Record<(typeof FIELDS)[number], string> = {
    name: validation('required'),
    partNumber: values.partNumber.trim() ? model('invalidPartNumber') : validation('required'),
    priceCents: model('invalidPrice'),
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const euros = decimalInput(values.price, 100_000);
    // The API's schema (zod) is fetched on the first save, not with the page.
    const { AccessoryCreateBodySchema } = await import('@/core/schemas/model-extras');
    const parsed = AccessoryCreateBodySchema.safeParse({
      name: values.name,
      partNumber: values.partNumber.trim(),
      priceCents: euros === null ? 0 : Math.round(euros * 100),
    });
    const refused = refusedFields(parsed);
    setErrors(Object.fromEntries(FIELDS.filter((f) => refused.has(f)).map((f) => [f, messages[f]])));
    if (!parsed.success) return;
    setBusy(true);
    setFailure(null);
    try {
      const path = `/api/Anagra/ProductModels/${modelId}/Accessories`;
      if (accessory === null) await portalFetch(path, { method: 'POST', json: parsed.data });
      else await portalFetch(`${path}/${accessory.id}`, { method: 'PUT', json: parsed.data });
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
    <form
      noValidate
      onSubmit={submit}
      className="flex flex-col gap-3 rounded-md border border-slate-200 bg-slate-50 p-3"
      aria-label={accessory ? t('editAccessoryLabel', { name: accessory.name }) : t('addAccessory')}
    >
      {failure && <Alert>{failure}</Alert>}
      {accessory && accessory.modelsCount > 1 && <p className="text-sm text-ink-muted">{t('sharedHint', { count: accessory.modelsCount - 1 })}</p>}
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        <TextField label={t('name')} name="name" value={values.name} onChange={set('name')} error={errors.name} maxLength={120} required />
        <TextField
          label={t('partNumber')}
          name="partNumber"
          value={values.partNumber}
          onChange={set('partNumber')}
          error={errors.partNumber}
          maxLength={60}
          required
        />
        <TextField
          label={t('price')}
          name="price"
          inputMode="decimal"
          value={values.price}
          onChange={set('price')}
          error={errors.priceCents}
          maxLength={12}
          required
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
