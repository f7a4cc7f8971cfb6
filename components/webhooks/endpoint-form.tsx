'use client';

import { useTranslations } from 'next-intl';
import type { z } from 'zod';
import type { WebhookEndpoint, WebhookEndpointCreateBodySchema } from '@/core/schemas/webhooks';
import { WEBHOOK_EVENT_TYPES } from '@/core/webhooks/event-types';
import { portalApi } from '@/lib/client/portal-api';
import { useAdminForm } from '@/lib/client/use-admin-form';
import type { EndpointFormValues } from '@/lib/webhooks/endpoint-checks';
import { eventKey } from '@/lib/webhooks/page-state';
import { Alert } from '../ui/alert';
import { Button } from '../ui/button';
import { FieldError } from '../ui/form-field';
import { TextField } from '../ui/text-field';

type Body = z.output<typeof WebhookEndpointCreateBodySchema>;
const API_FIELDS = ['url', 'description', 'events'] as const;

/** Create or edit an endpoint: its URL, a description and the events it receives. `onSaved` gets the new secret after a creation. */
export function EndpointForm({
  agencyId,
  endpoint,
  onSaved,
  onCancel,
}: {
  agencyId: number;
  endpoint: WebhookEndpoint | null;
  onSaved: (created: { url: string; secret: string } | null) => void;
  onCancel: () => void;
}) {
  const t = useTranslations('webhooks');
  const common = useTranslations('common');
  const refusal: Record<keyof EndpointFormValues & string, string> = {
    url: t('form.invalidUrl'),
    description: t('form.descriptionTooLong'),
    events: t('form.eventsRequired'),
  };
  const { register, errorOf, failure, busy, onSubmit } = useAdminForm<EndpointFormValues, Body>({
    checks: () => import('@/lib/webhooks/endpoint-checks').then((module) => module.endpointChecks),
    defaultValues: { url: endpoint?.url ?? '', description: endpoint?.description ?? '', events: endpoint?.events ?? [] },
    apiFields: API_FIELDS,
    checkMessage: (field) => refusal[field as keyof EndpointFormValues],
  });

  const submit = onSubmit(async (body) => {
    if (endpoint === null) {
      const created = await portalApi.post('/api/Agency/{agencyId}/Webhooks', { params: { agencyId }, json: body });
      onSaved({ url: created.url, secret: created.secret });
    } else {
      await portalApi.put('/api/Agency/{agencyId}/Webhooks/{endpointId}', { params: { agencyId, endpointId: endpoint.id }, json: body });
      onSaved(null);
    }
  });
  const eventsError = errorOf('events');

  return (
    <form noValidate onSubmit={submit} className="mt-4 flex flex-col gap-4" aria-label={endpoint ? t('form.editTitle') : t('form.createTitle')}>
      {failure && <Alert>{failure}</Alert>}
      <TextField label={t('form.url')} hint={t('form.urlHint')} error={errorOf('url')} required maxLength={2000} inputMode="url" {...register('url')} />
      <TextField label={t('form.description')} error={errorOf('description')} maxLength={200} {...register('description')} />
      <fieldset aria-describedby={eventsError ? 'webhook-events-error' : 'webhook-events-hint'} className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-semibold text-ink">
          {t('form.events')} <span aria-hidden>*</span>
        </legend>
        <p id="webhook-events-hint" className="text-xs text-ink-muted">
          {t('form.eventsHint')}
        </p>
        {WEBHOOK_EVENT_TYPES.map((type) => (
          <label key={type} className="flex items-center gap-2 text-sm text-ink">
            <input type="checkbox" value={type} className="h-4 w-4 accent-primary" {...register('events')} />
            {t(`events.${eventKey(type)}`)}
          </label>
        ))}
        {eventsError && <FieldError id="webhook-events">{eventsError}</FieldError>}
      </fieldset>
      <div className="mt-2 flex justify-end gap-3">
        <Button variant="ghost" onClick={onCancel} disabled={busy}>
          {common('cancel')}
        </Button>
        <Button type="submit" disabled={busy}>
          {endpoint ? t('form.save') : t('form.create')}
        </Button>
      </div>
    </form>
  );
}
