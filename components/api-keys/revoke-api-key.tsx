'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useRouter } from '@/i18n/navigation';
import { portalApi } from '@/lib/client/portal-api';
import { PortalError } from '@/lib/client/portal-fetch';
import { useErrorText } from '@/lib/client/use-error-text';
import { Alert } from '../ui/alert';
import { Button } from '../ui/button';
import { ConfirmDialog } from '../ui/dialog';

/** Revokes a key after asking: the next call made with it is refused. */
export function RevokeApiKey({ agencyId, keyId, name }: { agencyId: number; keyId: number; name: string }) {
  const t = useTranslations('apiKeys.revoke');
  const errorText = useErrorText();
  const router = useRouter();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function revoke() {
    setBusy(true);
    setFailure(null);
    try {
      await portalApi.delete('/api/Agency/{agencyId}/ApiKeys/{keyId}', { params: { agencyId, keyId } });
      setConfirming(false);
      router.refresh();
    } catch (error) {
      setFailure(errorText(PortalError.from(error)));
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <Button variant="secondary" onClick={() => setConfirming(true)} aria-label={t('labelFor', { name })}>
        {t('action')}
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('title', { name })}
        description={t('text')}
        confirmLabel={t('action')}
        onConfirm={revoke}
        destructive
        busy={busy}
      >
        {failure && <Alert>{failure}</Alert>}
      </ConfirmDialog>
    </>
  );
}
