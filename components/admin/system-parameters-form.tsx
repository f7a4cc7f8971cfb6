'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { PARAMETER_KEYS, PARAMETER_RANGES, type ParameterKey } from '@/core/domain/system-parameters';
import { useRouter } from '@/i18n/navigation';
import type { SystemParametersFormValues } from '@/lib/admin/system-parameters-checks';
import { lazyZodResolver } from '@/lib/client/lazy-zod-resolver';
import { portalFetch } from '@/lib/client/portal-fetch';
import { useFieldErrors } from '@/lib/client/use-field-errors';
import { Alert } from '../ui/alert';
import { Button } from '../ui/button';
import { TextField } from '../ui/text-field';

type Values = Record<ParameterKey, number>;

/** The system parameters, each checked against its range before saving. */
export function SystemParametersForm({ values, editable }: { values: Values; editable: boolean }) {
  const t = useTranslations('settings');
  const router = useRouter();
  const fieldErrors = useFieldErrors();
  const [failure, setFailure] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting: busy },
  } = useForm<SystemParametersFormValues, unknown, Values>({
    // The checks (the API's body schema and its rule) arrive when the form is first checked, not with the page.
    resolver: lazyZodResolver(() => import('@/lib/admin/system-parameters-checks').then((module) => module.systemParametersChecks)),
    defaultValues: Object.fromEntries(PARAMETER_KEYS.map((key) => [key, String(values[key])])) as SystemParametersFormValues,
  });
  /** A check's message (its key in `settings`), or the API's words. */
  const errorOf = (key: ParameterKey) => {
    const error = errors[key];
    if (!error?.message) return undefined;
    if (error.type === 'server') return error.message;
    return error.message === 'scoresOrder' ? t('scoresOrder') : t('outOfRange', PARAMETER_RANGES[key]);
  };

  async function submit(body: Values) {
    setSaved(false);
    setFailure(null);
    try {
      await portalFetch('/api/SystemParameters', { method: 'PUT', json: body });
      setSaved(true);
      router.refresh();
    } catch (error) {
      const { byField, general } = fieldErrors(error, PARAMETER_KEYS);
      for (const [key, message] of Object.entries(byField)) setError(key as ParameterKey, { type: 'server', message });
      setFailure(general);
    }
  }

  return (
    <form noValidate onSubmit={handleSubmit(submit, () => setSaved(false))} className="flex flex-col gap-4" aria-label={t('label')}>
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
