'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { WebhookEndpoint } from '@/core/schemas/webhooks';
import { Link, useRouter } from '@/i18n/navigation';
import { portalApi } from '@/lib/client/portal-api';
import { PortalError } from '@/lib/client/portal-fetch';
import { useErrorText } from '@/lib/client/use-error-text';
import { webhooksHref } from '@/lib/webhooks/page-state';
import { Alert } from '../ui/alert';
import { Button } from '../ui/button';
import { ConfirmDialog, Modal } from '../ui/dialog';
import { EndpointForm } from './endpoint-form';
import { SecretDialog } from './secret-dialog';

type Asking = 'edit' | 'rotate' | 'toggle' | 'delete' | null;

/** One endpoint's actions: edit, its delivery log, rotate the secret (then shown once), switch off or on, delete; each change confirmed first. */
export function EndpointActions({ agencyId, endpoint }: { agencyId: number; endpoint: WebhookEndpoint }) {
  const t = useTranslations('webhooks.actions');
  const form = useTranslations('webhooks.form');
  const errorText = useErrorText();
  const router = useRouter();
  const [asking, setAsking] = useState<Asking>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [secret, setSecret] = useState<string | null>(null);
  const { url } = endpoint;
  const params = { agencyId, endpointId: endpoint.id };

  const ask = (what: Asking) => {
    setFailure(null);
    setAsking(what);
  };
  async function act(run: () => Promise<void>) {
    setBusy(true);
    try {
      await run();
      setAsking(null);
      router.refresh();
    } catch (error) {
      setFailure(errorText(PortalError.from(error)));
    } finally {
      setBusy(false);
    }
  }
  const rotate = () =>
    act(async () => {
      const rotated = await portalApi.post('/api/Agency/{agencyId}/Webhooks/{endpointId}/RotateSecret', { params });
      setSecret(rotated.secret);
    });
  const toggle = () =>
    act(async () => {
      await portalApi.put('/api/Agency/{agencyId}/Webhooks/{endpointId}', { params, json: { enabled: !endpoint.enabled } });
    });
  const remove = () =>
    act(async () => {
      await portalApi.delete('/api/Agency/{agencyId}/Webhooks/{endpointId}', { params });
      router.push('/webhooks');
    });
  const onOff = endpoint.enabled ? 'disable' : 'enable';
  const failed = failure && <Alert>{failure}</Alert>;

  return (
    <div className="flex flex-wrap gap-2">
      <Button variant="secondary" onClick={() => ask('edit')} aria-label={t('editLabel', { url })}>
        {t('edit')}
      </Button>
      <Link
        href={webhooksHref({ endpointId: endpoint.id, page: 1 })}
        aria-label={t('logLabel', { url })}
        className="inline-flex items-center rounded-md px-4 py-2 text-sm font-semibold text-primary underline hover:bg-primary-light"
      >
        {t('log')}
      </Link>
      <Button variant="secondary" onClick={() => ask('rotate')} aria-label={t('rotateLabel', { url })}>
        {t('rotate')}
      </Button>
      <Button variant="secondary" onClick={() => ask('toggle')} aria-label={t(`${onOff}Label`, { url })}>
        {t(onOff)}
      </Button>
      <Button variant="ghost" onClick={() => ask('delete')} aria-label={t('deleteLabel', { url })}>
        {t('delete')}
      </Button>

      <Modal open={asking === 'edit'} onOpenChange={(open) => ask(open ? 'edit' : null)} title={form('editTitle')}>
        {asking === 'edit' && (
          <EndpointForm
            agencyId={agencyId}
            endpoint={endpoint}
            onCancel={() => ask(null)}
            onSaved={() => {
              ask(null);
              router.refresh();
            }}
          />
        )}
      </Modal>
      <ConfirmDialog
        open={asking === 'rotate'}
        onOpenChange={(open) => ask(open ? 'rotate' : null)}
        title={t('rotateTitle')}
        description={t('rotateText')}
        confirmLabel={t('rotateConfirm')}
        onConfirm={() => void rotate()}
        busy={busy}
      >
        {failed}
      </ConfirmDialog>
      <ConfirmDialog
        open={asking === 'toggle'}
        onOpenChange={(open) => ask(open ? 'toggle' : null)}
        title={t(`${onOff}Title`)}
        description={t(`${onOff}Text`, { url })}
        confirmLabel={t(`${onOff}Confirm`)}
        onConfirm={() => void toggle()}
        destructive={endpoint.enabled}
        busy={busy}
      >
        {failed}
      </ConfirmDialog>
      <ConfirmDialog
        open={asking === 'delete'}
        onOpenChange={(open) => ask(open ? 'delete' : null)}
        title={t('deleteTitle')}
        description={t('deleteText', { url })}
        confirmLabel={t('deleteConfirm')}
        onConfirm={() => void remove()}
        destructive
        busy={busy}
      >
        {failed}
      </ConfirmDialog>
      <SecretDialog secret={secret} url={url} onClose={() => setSecret(null)} />
    </div>
  );
}
