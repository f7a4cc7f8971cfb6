'use client';

import { useTranslations } from 'next-intl';
import type { ApiKeyCapability } from '@/core/api-keys';
import type { ApiKeyCreateBody } from '@/core/schemas/api-keys';
import type { ApiKeyFormValues } from '@/lib/api-keys/key-checks';
import { portalApi } from '@/lib/client/portal-api';
import { useAdminForm } from '@/lib/client/use-admin-form';
import { Alert } from '../ui/alert';
import { Button } from '../ui/button';
import { FieldError } from '../ui/field-error';
import { TextField } from '../ui/text-field';

const API_FIELDS = ['name', 'capabilities', 'expiresOn'] as const;

/** A new key: its name, what it may do (only what the caller holds is offered), and an optional last day. */
export function ApiKeyForm({
  agencyId,
  grantable,
  onCreated,
  onCancel,
}: {
  agencyId: number;
  grantable: readonly ApiKeyCapability[];
  onCreated: (secret: string) => void;
  onCancel: () => void;
}) {
  const t = useTranslations('apiKeys');
  const validation = useTranslations('validation');
  const { register, errorOf, failure, busy, onSubmit } = useAdminForm<ApiKeyFormValues, ApiKeyCreateBody>({
    checks: () => import('@/lib/api-keys/key-checks').then((module) => module.apiKeyChecks),
    defaultValues: { name: '', capabilities: [], expiresOn: '' },
    apiFields: API_FIELDS,
    checkMessage: (field) => (field === 'name' ? validation('required') : field === 'capabilities' ? t('form.chooseOne') : t('form.invalidDay')),
  });
  const submit = onSubmit(async (body) => {
    const created = await portalApi.post('/api/Agency/{agencyId}/ApiKeys', { params: { agencyId }, json: body });
    onCreated(created.secret);
  });
  const capabilitiesError = errorOf('capabilities');

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4" aria-label={t('form.title')}>
      {failure && <Alert>{failure}</Alert>}
      <TextField label={t('form.name')} hint={t('form.nameHint')} required maxLength={80} error={errorOf('name')} {...register('name')} />
      <fieldset className="flex flex-col gap-2" aria-describedby={capabilitiesError ? 'api-key-capabilities-error' : 'api-key-capabilities-hint'}>
        <legend className="text-sm font-medium text-ink">{t('form.capabilities')}</legend>
        <p id="api-key-capabilities-hint" className="text-xs text-ink-muted">
          {t('form.capabilitiesHint')}
        </p>
        {grantable.map((capability) => (
          <label key={capability} className="flex items-center gap-2 text-sm text-ink">
            <input type="checkbox" value={capability} className="h-4 w-4 accent-primary" {...register('capabilities')} />
            {t(`capability.${capability}`)}
          </label>
        ))}
        {capabilitiesError && <FieldError id="api-key-capabilities">{capabilitiesError}</FieldError>}
      </fieldset>
      <TextField label={t('form.expiresOn')} hint={t('form.expiresOnHint')} type="date" error={errorOf('expiresOn')} {...register('expiresOn')} />
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="ghost" onClick={onCancel} disabled={busy}>
          {t('form.cancel')}
        </Button>
        <Button type="submit" disabled={busy}>
          {t('form.create')}
        </Button>
      </div>
    </form>
  );
}
