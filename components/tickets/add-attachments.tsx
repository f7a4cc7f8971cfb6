'use client';

import { useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import { MAX_ATTACHMENTS } from '@/core/domain/tickets';
import { useRouter } from '@/i18n/navigation';
import { useErrorText } from '@/lib/client/use-error-text';
import { uploadAttachments } from '@/lib/tickets/upload';
import { Alert } from '../ui/alert';
import { Button } from '../ui/button';
import { AttachmentsPicker } from './attachments-picker';

/** More photos or PDFs on a ticket still open to them, up to the ticket's limit; the page is read again after. */
export function AddAttachments({ ticketId, attached }: { ticketId: number; attached: number }) {
  const t = useTranslations('tickets');
  const router = useRouter();
  const errorText = useErrorText();
  const [files, setFiles] = useState<File[]>([]);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const notice = useRef<HTMLDivElement>(null);
  const room = MAX_ATTACHMENTS - attached;
  if (room <= 0 && !outcome) return null;

  async function send() {
    setBusy(true);
    const refused = await uploadAttachments(ticketId, files, () => undefined);
    setBusy(false);
    setFiles([]);
    setOutcome(refused ? { ok: false, text: `${refused.name}: ${errorText(refused.error)}` } : { ok: true, text: t('detail.uploaded') });
    router.refresh();
    // The upload button goes away with the chosen files: the focus moves to the outcome.
    requestAnimationFrame(() => notice.current?.focus());
  }

  return (
    <div className="mt-4 flex flex-col gap-3 border-t border-slate-200 pt-3">
      <h4 className="text-sm font-semibold text-ink">{t('detail.addAttachments')}</h4>
      <div ref={notice} tabIndex={-1} className="outline-none">
        {outcome && (outcome.ok ? <Alert tone="info">{outcome.text}</Alert> : <Alert>{outcome.text}</Alert>)}
      </div>
      {room > 0 && <AttachmentsPicker files={files} onChange={setFiles} disabled={busy} max={room} />}
      {files.length > 0 && (
        <div>
          <Button type="button" onClick={() => void send()} disabled={busy}>
            {t('detail.upload')}
          </Button>
        </div>
      )}
    </div>
  );
}
