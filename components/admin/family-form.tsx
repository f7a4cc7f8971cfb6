'use client';

import { useTranslations } from 'next-intl';
import { type FormEvent, useState } from 'react';
import type { z } from 'zod';
import type { FamilyDetailSchema, FamilyUpdateBodySchema } from '@/core/schemas/catalogue-admin';
import { useRouter } from '@/i18n/navigation';
import { portalFetch } from '@/lib/client/portal-fetch';
import { useFieldErrors } from '@/lib/client/use-field-errors';
import { Alert } from '../ui/alert';
import { Button } from '../ui/button';
import { TextField } from '../ui/text-field';

type FamilyDetail = z.infer<typeof FamilyDetailSchema>;
const FIELDS = ['name', 'sortOrder'] as const;

/** A family's name and place in the catalogue's order. */
export function FamilyForm({ family, editable }: { family: FamilyDetail; editable: boolean }) {
  const t = useTranslations('families.form');
  const validation = useTranslations('validation');
  const router = useRouter();
  const fieldErrors = useFieldErrors();
  const [name, setName] = useState(family.name);
  const [sortOrder, setSortOrder] = useState(String(family.sortOrder));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (!name.trim()) found.name = validation('required');
    const order = /^\d{1,5}$/.test(sortOrder.trim()) ? Number(sortOrder) : NaN;
    if (!(order <= 10_000)) found.sortOrder = t('invalidOrder');
    setErrors(found);
    setSaved(false);
    if (Object.keys(found).length) return;
    setBusy(true);
    setFailure(null);
    try {
      const body = { name: name.trim(), sortOrder: order } satisfies z.input<typeof FamilyUpdateBodySchema>;
      await portalFetch(`/api/Anagra/ProductFamilies/${family.id}`, { method: 'PUT', json: body });
      setSaved(true);
      router.refresh();
    } catch (error) {
      const { byField, general } = fieldErrors(error, FIELDS);
      setErrors(byField);
      setFailure(general);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4" aria-label={t('label')}>
      {failure && <Alert>{failure}</Alert>}
      {saved && <Alert tone="info">{t('saved')}</Alert>}
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <TextField
          label={t('name')}
          name="name"
          value={name}
          onChange={(e) => setName(e.target.value)}
          error={errors.name}
          disabled={!editable}
          maxLength={80}
        />
        <TextField
          label={t('sortOrder')}
          name="sortOrder"
          inputMode="numeric"
          value={sortOrder}
          onChange={(e) => setSortOrder(e.target.value)}
          error={errors.sortOrder}
          disabled={!editable}
          hint={t('sortOrderHint')}
        />
      </div>
      {editable && (
        <div className="flex justify-end">
          <Button type="submit" disabled={busy}>
            {t('save')}
          </Button>
        </div>
      )}
    </form>
  );
}
