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

/** Deactivate or reactivate an agency; delete one nobody uses (else the API says to deactivate it). */
export function AgencyActions({
  agencyId,
  name,
  deactivated,
  inUse,
  allowed,
}: {
  agencyId: number;
  name: string;
  deactivated: boolean;
  inUse: boolean;
  allowed: boolean;
}) {
  const t = useTranslations('agencies.actions');
  const errorText = useErrorText();
  const router = useRouter();
  const [confirming, setConfirming] = useState<'toggle' | 'delete' | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  if (!allowed) return null;

  async function run() {
    setBusy(true);
    try {
      if (confirming === 'delete') {
        await portalApi.delete('/api/Agency/{agencyId}', { params: { agencyId } });
        router.push('/agencies');
      } else {
        await portalApi.put('/api/Agency/{agencyId}', { params: { agencyId }, json: { deactivated: !deactivated } });
        router.refresh();
      }
      setConfirming(null);
    } catch (error) {
      setFailure(errorText(PortalError.from(error)));
      setConfirming(null);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="flex flex-col items-end gap-2">
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={() => setConfirming('toggle')} disabled={busy}>
          {t(deactivated ? 'reactivate' : 'deactivate')}
        </Button>
        {!inUse && (
          <Button variant="ghost" onClick={() => setConfirming('delete')} disabled={busy}>
            {t('delete')}
          </Button>
        )}
      </div>
      {failure && <Alert>{failure}</Alert>}
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
        title={confirming === 'delete' ? t('deleteTitle', { name }) : t(deactivated ? 'reactivateTitle' : 'deactivateTitle', { name })}
        description={confirming === 'delete' ? t('deleteText') : t(deactivated ? 'reactivateText' : 'deactivateText')}
        confirmLabel={confirming === 'delete' ? t('delete') : t(deactivated ? 'reactivate' : 'deactivate')}
        onConfirm={run}
        destructive={confirming === 'delete' || !deactivated}
        busy={busy}
      />
    </div>
  );
}
