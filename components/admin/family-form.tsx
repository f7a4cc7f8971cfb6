'use client';

import { useTranslations } from 'next-intl';
import type { z } from 'zod';
import type { FamilyDetailSchema, FamilyUpdateBodySchema } from '@/core/schemas/catalogue-admin';
import { useRouter } from '@/i18n/navigation';
import type { FamilyFormValues } from '@/lib/admin/family-checks';
import { portalApi } from '@/lib/client/portal-api';
import { useAdminForm } from '@/lib/client/use-admin-form';
import { Alert } from '../ui/alert';
import { Button } from '../ui/button';
import { TextField } from '../ui/text-field';

type FamilyDetail = z.infer<typeof FamilyDetailSchema>;
type Body = z.output<typeof FamilyUpdateBodySchema>;
const API_FIELDS = ['name', 'sortOrder'] as const;

/** A family's name and place in the catalogue's order. */
export function FamilyForm({ family, editable }: { family: FamilyDetail; editable: boolean }) {
  const t = useTranslations('families.form');
  const validation = useTranslations('validation');
  const router = useRouter();
  const { register, errorOf, failure, saved, busy, onSubmit } = useAdminForm<FamilyFormValues, Body>({
    checks: () => import('@/lib/admin/family-checks').then((module) => module.familyChecks),
    defaultValues: { name: family.name, sortOrder: String(family.sortOrder) },
    apiFields: API_FIELDS,
    checkMessage: (field) => (field === 'name' ? validation('required') : t('invalidOrder')),
  });

  const submit = onSubmit(async (body, markSaved) => {
    await portalApi.put('/api/Anagra/ProductFamilies/{familyId}', { params: { familyId: family.id }, json: body });
    markSaved();
    router.refresh();
  });

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4" aria-label={t('label')}>
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
