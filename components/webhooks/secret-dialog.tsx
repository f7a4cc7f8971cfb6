'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '../ui/button';
import { Modal } from '../ui/dialog';

/** The signing secret, shown the one time the API answers it (creation, rotation), with a copy button. */
export function SecretDialog({ secret, url, onClose }: { secret: string | null; url: string; onClose: () => void }) {
  const t = useTranslations('webhooks.secret');
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    await navigator.clipboard.writeText(secret ?? '');
    setCopied(true);
  };
  return (
    <Modal open={secret !== null} onOpenChange={(open) => !open && onClose()} title={t('title')} description={t('text')}>
      <p className="mt-4 text-sm font-semibold text-ink" id="webhook-secret-label">
        {t('label', { url })}
      </p>
      <code
        aria-labelledby="webhook-secret-label"
        data-testid="webhook-secret"
        className="mt-1 block break-all rounded-md bg-slate-100 p-3 font-mono text-sm text-ink"
      >
        {secret}
      </code>
      <p role="status" className="mt-2 min-h-5 text-sm text-ink-muted">
        {copied ? t('copied') : ''}
      </p>
      <div className="mt-4 flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={() => void copy()}>
          {t('copy')}
        </Button>
        <Button onClick={onClose}>{t('close')}</Button>
      </div>
    </Modal>
  );
}
