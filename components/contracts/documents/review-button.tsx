'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { RejectDocumentBody } from '@/core/schemas/contract-documents';
import { useRouter } from '@/i18n/navigation';
import { PortalError } from '@/lib/client/portal-fetch';
import { lazyZodResolver } from '@/lib/client/lazy-zod-resolver';
import { useErrorText } from '@/lib/client/use-error-text';
import type { ReviewFormValues } from '@/lib/contracts/document-checks';
import { acceptDocument, rejectDocument } from '@/lib/contracts/documents-client';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { Modal } from '../../ui/dialog';
import { TextAreaField } from '../../ui/text-area-field';

interface Props {
  agencyId: number;
  contractId: number;
  document: { id: number; kindLabel: string; fileName: string; uploadedBy: string };
}

/**
 * The back office's review of one upload, in the project's one dialog: a note
 * (required to reject, since the agent is e-mailed it), accept, or reject
 * after a confirmation in the same dialog. The page is read again after.
 */
export function ReviewButton({ agencyId, contractId, document }: Props) {
  const t = useTranslations('contracts.documents.review');
  const validation = useTranslations('validation');
  const errorText = useErrorText();
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [confirming, setConfirming] = useState<RejectDocumentBody | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    getValues,
    reset,
    formState: { errors },
  } = useForm<ReviewFormValues, unknown, RejectDocumentBody>({
    resolver: lazyZodResolver(() => import('@/lib/contracts/document-checks').then((module) => module.rejectChecks)),
    defaultValues: { note: '' },
  });
  const noteError = errors.note?.message;

  function close(next: boolean) {
    if (busy) return;
    setOpen(next);
    if (!next) {
      setConfirming(null);
      setFailure(null);
      reset();
    }
  }
  async function send(request: () => Promise<unknown>) {
    setBusy(true);
    setFailure(null);
    try {
      await request();
      setBusy(false);
      setOpen(false);
      router.refresh();
    } catch (error) {
      setBusy(false);
      setFailure(errorText(PortalError.from(error)));
    }
  }
  const accept = () => void send(() => acceptDocument(agencyId, contractId, document.id, getValues('note')));
  const askToReject = handleSubmit((body) => setConfirming(body));

  return (
    <>
      <Button type="button" variant="secondary" onClick={() => setOpen(true)} aria-label={t('openLabel', { file: document.fileName })}>
        {t('open')}
      </Button>
      <Modal
        open={open}
        onOpenChange={close}
        title={confirming ? t('confirmTitle') : t('title', { kind: document.kindLabel })}
        description={confirming ? t('confirmText', { file: document.fileName }) : t('description', { file: document.fileName, name: document.uploadedBy })}
      >
        {failure && <Alert>{failure}</Alert>}
        {confirming ? (
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            <Button variant="ghost" onClick={() => setConfirming(null)} disabled={busy}>
              {t('back')}
            </Button>
            <Button
              onClick={() => void send(() => rejectDocument(agencyId, contractId, document.id, confirming.note))}
              disabled={busy}
              className="!bg-red-700 hover:!bg-red-800"
            >
              {t('confirmReject')}
            </Button>
          </div>
        ) : (
          <form noValidate onSubmit={askToReject} className="mt-2 flex flex-col gap-3">
            <TextAreaField
              label={t('note')}
              maxLength={1000}
              hint={t('noteHint')}
              error={noteError && (noteError === 'required' ? validation('required') : errorText(noteError))}
              {...register('note')}
            />
            <div className="flex flex-wrap justify-end gap-3">
              <Button type="submit" variant="secondary" disabled={busy}>
                {t('reject')}
              </Button>
              <Button type="button" onClick={accept} disabled={busy}>
                {t('accept')}
              </Button>
            </div>
          </form>
        )}
      </Modal>
    </>
  );
}
