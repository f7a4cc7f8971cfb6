'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useRouter } from '@/i18n/navigation';
import { portalApi } from '@/lib/client/portal-api';
import { PortalError } from '@/lib/client/portal-fetch';
import { useErrorText } from '@/lib/client/use-error-text';
import { Button } from '../ui/button';
import { useDecisionNotice } from '../ui/decision-notice';
import { ConfirmDialog } from '../ui/dialog';

/** Sends a failed job again, asked first: it runs anew with its kind's retries, and leaves the list when the page refreshes. */
export function RetryDeadLetter({ id, kind }: { id: string; kind: string }) {
  const t = useTranslations('jobs.retry');
  const errorText = useErrorText();
  const router = useRouter();
  const setNotice = useDecisionNotice();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);

  async function retry() {
    setBusy(true);
    try {
      await portalApi.post('/api/Jobs/DeadLetters/{id}/retry', { params: { id } });
      setNotice({ tone: 'info', text: t('done', { kind }) });
    } catch (error) {
      const failure = PortalError.from(error);
      // 404: another administrator sent it again meanwhile, or its 30 days ran out.
      setNotice({ tone: 'error', text: failure.status === 404 ? t('gone') : errorText(failure) });
    } finally {
      setAsking(false);
      setBusy(false);
      router.refresh();
    }
  }

  return (
    <>
      <Button variant="secondary" onClick={() => setAsking(true)} disabled={busy} aria-label={t('button', { kind })}>
        {t('short')}
      </Button>
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title={t('title', { kind })}
        description={t('text')}
        confirmLabel={t('confirm')}
        onConfirm={retry}
        busy={busy}
      />
    </>
  );
}
