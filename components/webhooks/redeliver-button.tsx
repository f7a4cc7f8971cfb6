'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useRouter } from '@/i18n/navigation';
import { portalApi } from '@/lib/client/portal-api';
import { PortalError } from '@/lib/client/portal-fetch';
import { useErrorText } from '@/lib/client/use-error-text';
import { Button } from '../ui/button';

/** Sends a delivery's event again (same webhook-id); says so, or why not, beside the button. */
export function RedeliverButton({ agencyId, endpointId, deliveryId, label }: { agencyId: number; endpointId: number; deliveryId: number; label: string }) {
  const t = useTranslations('webhooks.log');
  const errorText = useErrorText();
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [said, setSaid] = useState<{ tone: 'info' | 'error'; text: string } | null>(null);
  const send = async () => {
    setBusy(true);
    try {
      await portalApi.post('/api/Agency/{agencyId}/Webhooks/{endpointId}/Deliveries/{deliveryId}/Redeliver', { params: { agencyId, endpointId, deliveryId } });
      setSaid({ tone: 'info', text: t('redelivered') });
      router.refresh();
    } catch (error) {
      setSaid({ tone: 'error', text: errorText(PortalError.from(error)) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="flex flex-col items-start gap-1">
      <Button variant="secondary" onClick={() => void send()} disabled={busy} aria-label={label}>
        {t('redeliver')}
      </Button>
      <p role="status" className={`text-xs ${said?.tone === 'error' ? 'text-red-700' : 'text-ink-muted'}`}>
        {said?.text ?? ''}
      </p>
    </div>
  );
}
