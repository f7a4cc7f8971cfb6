'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { PRIVACY_PDF_MAX_BYTES } from '@/core/http/upload-limits';
import { useRouter } from '@/i18n/navigation';
import { portalApi } from '@/lib/client/portal-api';
import { PortalError } from '@/lib/client/portal-fetch';
import { useErrorText } from '@/lib/client/use-error-text';
import { Alert } from '../ui/alert';
import { FileChooser } from '../ui/file-chooser';

const PRIVACY_PDF = '/api/smartComSystem/PrivacyFile';

/** Replace the privacy notice: the server judges the file by its bytes; the footer's link serves it at once. */
export function PrivacyUpload({ editable }: { editable: boolean }) {
  const t = useTranslations('settings.privacy');
  const errorText = useErrorText();
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ tone: 'info' | 'error'; text: string } | null>(null);

  async function chosen(file: File) {
    // The server refuses more anyway (413); saying so first spares the upload.
    if (file.size > PRIVACY_PDF_MAX_BYTES) return setMessage({ tone: 'error', text: t('tooLarge') });
    setBusy(true);
    setMessage(null);
    try {
      await portalApi.post('/api/smartComSystem/PrivacyFile/Upload', { body: file, headers: { 'content-type': 'application/pdf' } });
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
          <FileChooser label={t('choose')} accept="application/pdf,.pdf" busy={busy} onFile={chosen} />
          <p className="w-full text-xs text-ink-muted">{t('hint')}</p>
        </div>
      )}
    </div>
  );
}
