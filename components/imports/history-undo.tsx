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

/**
 * Undo from the history: the row of the import the API says is undoable now
 * (the latest committed catalogue import, untouched since) offers it, asks
 * first, and then shows that import's report, as undone.
 */
export function HistoryUndo({ jobId, fileName }: { jobId: number; fileName: string }) {
  const t = useTranslations('imports');
  const locale = useLocale();
  const router = useRouter();
  const errorText = useErrorText();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  async function undo() {
    setBusy(true);
    setRefusal(null);
    try {
      await portalApi.post('/api/Import/XLS/{jobId}/undo', { params: { jobId }, headers: { 'accept-language': locale } });
      setConfirming(false);
      router.replace(`/importexcel?job=${jobId}`);
      router.refresh();
    } catch (error) {
      setConfirming(false);
      setRefusal(errorText(PortalError.from(error)));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="flex flex-col items-start gap-2">
      <Button variant="secondary" onClick={() => setConfirming(true)} disabled={busy} aria-label={t('history.undoLabel', { file: fileName })}>
        {busy ? t('report.undoing') : t('history.undo')}
      </Button>
      {refusal && <Alert>{refusal}</Alert>}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('confirm.undoTitle', { file: fileName })}
        description={t('confirm.undoText')}
        confirmLabel={t('report.undo')}
        dismissLabel={t('confirm.keep')}
        onConfirm={undo}
        destructive
        busy={busy}
      />
    </div>
  );
}
