'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import type { FamilyDetailSchema, FamilyUpdateBodySchema } from '@/core/schemas/catalogue-admin';
import { useRouter } from '@/i18n/navigation';
import type { FamilyFormValues } from '@/lib/admin/family-checks';
import { lazyZodResolver } from '@/lib/client/lazy-zod-resolver';
import { portalFetch } from '@/lib/client/portal-fetch';
import { useFieldErrors } from '@/lib/client/use-field-errors';
import { Alert } from '../ui/alert';
import { Button } from '../ui/button';
import { TextField } from '../ui/text-field';

type FamilyDetail = z.infer<typeof FamilyDetailSchema>;
type Body = z.output<typeof FamilyUpdateBodySchema>;
const FIELDS = ['name', 'sortOrder'] as const;

/** A family's name and place in the catalogue's order. */
export function FamilyForm({ family, editable }: { family: FamilyDetail; editable: boolean }) {
  const t = useTranslations('families.form');
  const validation = useTranslations('validation');
  const router = useRouter();
  const fieldErrors = useFieldErrors();
  const [failure, setFailure] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting: busy },
  } = useForm<FamilyFormValues, unknown, Body>({
    // The checks (the API's body schema) arrive when the form is first checked, not with the page.
    resolver: lazyZodResolver(() => import('@/lib/admin/family-checks').then((module) => module.familyChecks)),
    defaultValues: { name: family.name, sortOrder: String(family.sortOrder) },
  });
  /** What each field says when its check refuses it; the API's words as they came. */
  const errorOf = (field: keyof FamilyFormValues) => {
    const error = errors[field];
    if (!error) return undefined;
    if (error.type === 'server') return error.message;
    return field === 'name' ? validation('required') : t('invalidOrder');
  };

  async function submit(body: Body) {
    setSaved(false);
    setFailure(null);
    try {
      await portalFetch(`/api/Anagra/ProductFamilies/${family.id}`, { method: 'PUT', json: body });
      setSaved(true);
      router.refresh();
    } catch (error) {
      const { byField, general } = fieldErrors(error, FIELDS);
      for (const [field, message] of Object.entries(byField)) setError(field as keyof FamilyFormValues, { type: 'server', message });
      setFailure(general);
    }
  }

  return (
    <form noValidate onSubmit={handleSubmit(submit, () => setSaved(false))} className="flex flex-col gap-4" aria-label={t('label')}>
      {failure && <Alert>{failure}</Alert>}
      {saved && <Alert tone="info">{t('saved')}</Alert>}
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <TextField label={t('name')} error={errorOf('name')} disabled={!editable} maxLength={80} {...register('name')} />
        <TextField
          label={t('sortOrder')}
          inputMode="numeric"
          error={errorOf('sortOrder')}
          disabled={!editable}
          hint={t('sortOrderHint')}
          {...register('sortOrder')}
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
