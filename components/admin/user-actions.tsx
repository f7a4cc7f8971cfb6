'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { useRouter } from '@/i18n/navigation';
import { portalApi } from '@/lib/client/portal-api';
import { PortalError } from '@/lib/client/portal-fetch';
import { useErrorText } from '@/lib/client/use-error-text';
import { Alert } from '../ui/alert';
import { Button } from '../ui/button';
import { ConfirmDialog } from '../ui/dialog';

interface Props {
  userId: number;
  username: string;
  deactivated: boolean;
  awaitingPassword: boolean;
  mayDeactivate: boolean;
  mayInvite: boolean;
}

/** Deactivate (every session ends at once) or reactivate a user, and send a new invitation. */
export function UserActions({ userId, username, deactivated, awaitingPassword, mayDeactivate, mayInvite }: Props) {
  const t = useTranslations('users.actions');
  const errorText = useErrorText();
  const locale = useLocale();
  const router = useRouter();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ tone: 'info' | 'error'; text: string } | null>(null);

  async function toggle() {
    setBusy(true);
    try {
      await portalApi.put('/api/User/{userId}', { params: { userId }, json: { deactivated: !deactivated } });
      setConfirming(false);
      setMessage({ tone: 'info', text: t(deactivated ? 'reactivated' : 'deactivated', { username }) });
      router.refresh();
    } catch (error) {
      setMessage({ tone: 'error', text: errorText(PortalError.from(error)) });
      setConfirming(false);
    } finally {
      setBusy(false);
    }
  }

  async function invite() {
    setBusy(true);
    try {
      await portalApi.post('/api/User/{userId}/Invitation', { params: { userId }, json: { locale } });
      setMessage({ tone: 'info', text: t('invited', { username }) });
      router.refresh();
    } catch (error) {
      setMessage({ tone: 'error', text: errorText(PortalError.from(error)) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="flex flex-col items-end gap-2">
      <div className="flex flex-wrap justify-end gap-2">
        {mayInvite && awaitingPassword && !deactivated && (
          <Button variant="secondary" onClick={invite} disabled={busy}>
            {t('invite')}
          </Button>
        )}
        {mayDeactivate && (
          <Button variant={deactivated ? 'primary' : 'secondary'} onClick={() => setConfirming(true)} disabled={busy}>
            {t(deactivated ? 'reactivate' : 'deactivate')}
          </Button>
        )}
      </div>
      {message && <Alert tone={message.tone}>{message.text}</Alert>}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t(deactivated ? 'reactivateTitle' : 'deactivateTitle', { username })}
        description={t(deactivated ? 'reactivateText' : 'deactivateText')}
        confirmLabel={t(deactivated ? 'reactivate' : 'deactivate')}
        onConfirm={toggle}
        destructive={!deactivated}
        busy={busy}
      />
    </div>
  );
}
