'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { PICTURE_MAX_BYTES } from '@/core/http/upload-limits';
import { useRouter } from '@/i18n/navigation';
import { portalApi } from '@/lib/client/portal-api';
import { PortalError } from '@/lib/client/portal-fetch';
import { useErrorText } from '@/lib/client/use-error-text';
import { Alert } from '../ui/alert';
import { Button } from '../ui/button';
import { FileChooser } from '../ui/file-chooser';

/** The picture's routes in the API (the same path takes the upload and the removal). */
export type PictureTarget =
  | { path: '/api/Agency/{agencyId}/Logo'; params: { agencyId: number } }
  | { path: '/api/Anagra/ProductFamilies/{familyId}/Image'; params: { familyId: number } };

interface Props {
  target: PictureTarget;
  currentUrl: string | null;
  alt: string;
  editable: boolean;
  /** the texts: an agency's logo or a family's picture */
  texts?: 'agencies.logo' | 'families.picture';
}

/** Upload or remove a picture (agency logo, family picture): the server checks the bytes and resizes it. */
export function PictureUpload({ target, currentUrl, alt, editable, texts = 'agencies.logo' }: Props) {
  const t = useTranslations(texts);
  const errorText = useErrorText();
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ tone: 'info' | 'error'; text: string } | null>(null);

  async function send(call: () => Promise<unknown>, done: string) {
    setBusy(true);
    setMessage(null);
    try {
      await call();
      setMessage({ tone: 'info', text: done });
      router.refresh();
    } catch (error) {
      setMessage({ tone: 'error', text: errorText(PortalError.from(error)) });
    } finally {
      setBusy(false);
    }
  }

  function chosen(file: File) {
    // The server refuses more anyway (413); saying so first spares the upload.
    if (file.size > PICTURE_MAX_BYTES) return setMessage({ tone: 'error', text: t('tooLarge') });
    const upload = { body: file, headers: { 'content-type': file.type || 'application/octet-stream' } };
    void send(() => uploadTo(target, upload), t('uploaded'));
  }

  return (
    <div className="flex flex-col gap-3">
      <div className="flex h-24 items-center justify-center rounded-md border border-dashed border-slate-300 bg-slate-50 p-2">
        {currentUrl ? (
          // eslint-disable-next-line @next/next/no-img-element -- served by the API through the portal, already resized
          <img src={currentUrl} alt={alt} className="max-h-20 w-auto" data-testid="current-picture" />
        ) : (
          <p className="text-sm text-ink-muted">{t('none')}</p>
        )}
      </div>
      {message && <Alert tone={message.tone}>{message.text}</Alert>}
      {editable && (
        <div className="flex flex-wrap items-center gap-3">
          <FileChooser label={t('choose')} accept="image/png,image/jpeg,image/webp" busy={busy} onFile={chosen} />
          {currentUrl && (
            <Button variant="ghost" onClick={() => send(() => removal(target), t('removed'))} disabled={busy}>
              {t('remove')}
            </Button>
          )}
          <p className="w-full text-xs text-ink-muted">{t('hint')}</p>
        </div>
      )}
    </div>
  );
}

// One branch per route: a call is checked against its own path's parameters (a union of paths is not).
const uploadTo = (target: PictureTarget, upload: { body: File; headers: Record<string, string> }) =>
  target.path === '/api/Agency/{agencyId}/Logo'
    ? portalApi.post(target.path, { params: target.params, ...upload })
    : portalApi.post(target.path, { params: target.params, ...upload });

const removal = (target: PictureTarget) =>
  target.path === '/api/Agency/{agencyId}/Logo'
    ? portalApi.delete(target.path, { params: target.params })
    : portalApi.delete(target.path, { params: target.params });
