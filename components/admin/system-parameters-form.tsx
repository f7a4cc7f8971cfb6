'use client';

import { useTranslations } from 'next-intl';
import { type FormEvent, useState } from 'react';
import { PARAMETER_KEYS, PARAMETER_RANGES, type ParameterKey, scoresInOrder } from '@/core/domain/system-parameters';
import { useRouter } from '@/i18n/navigation';
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
  const [texts, setTexts] = useState<Record<ParameterKey, string>>(
    Object.fromEntries(PARAMETER_KEYS.map((key) => [key, String(values[key])])) as Record<ParameterKey, string>,
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const [busy, setBusy] = useState(false);

  function parse(): { body: Values | null; found: Record<string, string> } {
    const found: Record<string, string> = {};
    const body = {} as Values;
    for (const key of PARAMETER_KEYS) {
      const { min, max } = PARAMETER_RANGES[key];
      const value = /^\d{1,5}$/.test(texts[key].trim()) ? Number(texts[key]) : NaN;
      if (!(value >= min && value <= max)) found[key] = t('outOfRange', { min, max });
      body[key] = value;
    }
    if (!found.scoreKO && !found.scoreProviderSC && !scoresInOrder(body)) found.scoreKO = t('scoresOrder');
    return { body: Object.keys(found).length ? null : body, found };
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const { body, found } = parse();
    setErrors(found);
    setSaved(false);
    if (!body) return;
    setBusy(true);
    setFailure(null);
    try {
      await portalFetch('/api/SystemParameters', { method: 'PUT', json: body });
      setSaved(true);
      router.refresh();
    } catch (error) {
      const { byField, general } = fieldErrors(error, PARAMETER_KEYS);
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
      <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
        {PARAMETER_KEYS.map((key) => (
          <TextField
            key={key}
            label={t(key)}
            name={key}
            inputMode="numeric"
            value={texts[key]}
            onChange={(e) => setTexts((v) => ({ ...v, [key]: e.target.value }))}
            error={errors[key]}
            hint={t('range', PARAMETER_RANGES[key])}
            disabled={!editable}
            maxLength={5}
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
