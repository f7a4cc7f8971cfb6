'use client';

import { useTranslations } from 'next-intl';
import { PARAMETER_KEYS, PARAMETER_RANGES, type ParameterKey } from '@/core/domain/system-parameters';
import { useRouter } from '@/i18n/navigation';
import type { SystemParametersFormValues } from '@/lib/admin/system-parameters-checks';
import { portalApi } from '@/lib/client/portal-api';
import { useAdminForm } from '@/lib/client/use-admin-form';
import { Alert } from '../ui/alert';
import { Button } from '../ui/button';
import { TextField } from '../ui/text-field';

type Values = Record<ParameterKey, number>;

/** The system parameters, each checked against its range before saving. */
export function SystemParametersForm({ values, editable }: { values: Values; editable: boolean }) {
  const t = useTranslations('settings');
  const router = useRouter();
  const { register, errorOf, failure, saved, busy, onSubmit } = useAdminForm<SystemParametersFormValues, Values>({
    checks: () => import('@/lib/admin/system-parameters-checks').then((module) => module.systemParametersChecks),
    defaultValues: Object.fromEntries(PARAMETER_KEYS.map((key) => [key, String(values[key])])) as SystemParametersFormValues,
    apiFields: PARAMETER_KEYS,
    // The check's message is a key of `settings`: the scores' order, else the field's range.
    checkMessage: (key, message) => (message === 'scoresOrder' ? t('scoresOrder') : t('outOfRange', PARAMETER_RANGES[key])),
  });

  const submit = onSubmit(async (body, markSaved) => {
    await portalApi.put('/api/SystemParameters', { json: body });
    markSaved();
    router.refresh();
  });

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4" aria-label={t('label')}>
      {failure && <Alert>{failure}</Alert>}
      {saved && <Alert tone="info">{t('saved')}</Alert>}
      <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
        {PARAMETER_KEYS.map((key) => (
          <TextField
            key={key}
            label={t(key)}
            inputMode="numeric"
            error={errorOf(key)}
            hint={t('range', PARAMETER_RANGES[key])}
            disabled={!editable}
            maxLength={5}
            {...register(key)}
          />
        ))}
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
