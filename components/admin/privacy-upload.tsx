'use client';

import { useTranslations } from 'next-intl';
import { type ChangeEvent, useId, useState } from 'react';
import { PRIVACY_PDF_MAX_BYTES } from '@/core/http/body-limits';
import { useRouter } from '@/i18n/navigation';
import { PortalError, portalFetch } from '@/lib/client/portal-fetch';
import { useErrorText } from '@/lib/client/use-error-text';
import { Alert } from '../ui/alert';

const PRIVACY_PDF = '/api/smartComSystem/PrivacyFile';

/** Replace the privacy notice: the server judges the file by its bytes; the footer's link serves it at once. */
export function PrivacyUpload({ editable }: { editable: boolean }) {
  const t = useTranslations('settings.privacy');
  const errorText = useErrorText();
  const router = useRouter();
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ tone: 'info' | 'error'; text: string } | null>(null);

  async function chosen(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    // The server refuses more anyway (413); saying so first spares the upload.
    if (file.size > PRIVACY_PDF_MAX_BYTES) return setMessage({ tone: 'error', text: t('tooLarge') });
    setBusy(true);
    setMessage(null);
    try {
      await portalFetch(`${PRIVACY_PDF}/Upload`, { method: 'POST', body: file, headers: { 'content-type': 'application/pdf' } });
      setMessage({ tone: 'info', text: t('uploaded') });
      router.refresh();
    } catch (error) {
      setMessage({ tone: 'error', text: errorText(PortalError.from(error)) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-ink-muted">{t('intro')}</p>
      <a href={PRIVACY_PDF} target="_blank" rel="noopener" className="self-start text-sm font-semibold text-primary underline">
        {t('current')}
      </a>
      {message && <Alert tone={message.tone}>{message.text}</Alert>}
      {editable && (
        <div className="flex flex-wrap items-center gap-3">
          <label
            htmlFor={id}
            className={`inline-flex cursor-pointer items-center rounded-md border border-primary bg-white px-4 py-2 text-sm font-semibold text-primary hover:bg-primary-light ${busy ? 'pointer-events-none opacity-60' : ''}`}
          >
            {t('choose')}
          </label>
          <input id={id} type="file" accept="application/pdf,.pdf" className="sr-only" onChange={chosen} disabled={busy} />
          <p className="w-full text-xs text-ink-muted">{t('hint')}</p>
        </div>
      )}
    </div>
  );
}
