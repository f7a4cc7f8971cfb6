'use client';

import { useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { DocumentKind } from '@/core/domain/contract-documents';
import { useRouter } from '@/i18n/navigation';
import { PortalError } from '@/lib/client/portal-fetch';
import { lazyZodResolver } from '@/lib/client/lazy-zod-resolver';
import { useErrorText } from '@/lib/client/use-error-text';
import type { UploadBody, UploadFormValues } from '@/lib/contracts/document-checks';
import { uploadDocument } from '@/lib/contracts/documents-client';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { FormField, borderOf } from '../../ui/form-field';
import { SelectField } from '../../ui/select-field';

interface Props {
  agencyId: number;
  contractId: number;
  /** the kinds still to be accepted, with their labels */
  kinds: readonly { kind: DocumentKind; label: string }[];
}

/** One document at a time: which of those asked for it is, and the file; the page is read again after. */
export function DocumentUploadForm({ agencyId, contractId, kinds }: Props) {
  const t = useTranslations('contracts.documents.upload');
  const validation = useTranslations('validation');
  const errorText = useErrorText();
  const router = useRouter();
  const notice = useRef<HTMLDivElement>(null);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<UploadFormValues, unknown, UploadBody>({
    resolver: lazyZodResolver(() => import('@/lib/contracts/document-checks').then((module) => module.uploadChecks)),
    defaultValues: { kind: kinds.length === 1 ? kinds[0]!.kind : '', files: null },
  });
  const errorOf = (field: keyof UploadFormValues) => {
    const message = errors[field]?.message;
    if (!message) return undefined;
    if (message === 'required') return validation('required');
    return message === 'fileTooLarge' ? t('fileTooLarge') : errorText(message);
  };

  async function send(body: UploadBody) {
    try {
      await uploadDocument(agencyId, contractId, body);
      reset({ kind: '', files: null });
      setOutcome({ ok: true, text: t('done') });
      router.refresh();
    } catch (error) {
      setOutcome({ ok: false, text: `${body.file.name}: ${errorText(PortalError.from(error))}` });
    }
    // The outcome replaces what was sent: the focus moves to it.
    requestAnimationFrame(() => notice.current?.focus());
  }

  const fileError = errorOf('files');
  return (
    <form
      noValidate
      onSubmit={(event) => void handleSubmit(send)(event)}
      aria-label={t('heading')}
      className="mt-4 flex flex-col gap-3 border-t border-slate-200 pt-3"
      data-testid="document-upload"
    >
      <h4 className="text-sm font-semibold text-ink">{t('heading')}</h4>
      <div ref={notice} tabIndex={-1} className="outline-none">
        {outcome && <Alert tone={outcome.ok ? 'info' : 'error'}>{outcome.text}</Alert>}
      </div>
      <div className="flex flex-col gap-3 md:flex-row md:items-start">
        <SelectField
          label={t('kind')}
          required
          error={errorOf('kind')}
          className="md:w-1/2"
          options={[{ value: '', label: t('chooseKind') }, ...kinds.map((k) => ({ value: k.kind, label: k.label }))]}
          {...register('kind')}
        />
        <FormField label={t('file')} required error={fileError} hint={t('fileHint')} className="md:flex-1">
          {(control) => (
            <input
              {...control}
              type="file"
              accept="application/pdf,image/jpeg,image/png,.pdf,.jpg,.jpeg,.png"
              className={`w-full min-w-0 rounded-md border bg-white px-3 py-1.5 text-sm text-ink file:mr-3 file:rounded file:border-0 file:bg-primary-light file:px-3 file:py-1 file:text-sm file:font-semibold file:text-primary ${borderOf(fileError)}`}
              {...register('files')}
            />
          )}
        </FormField>
      </div>
      <div>
        <Button type="submit" disabled={isSubmitting}>
          {t('submit')}
        </Button>
      </div>
    </form>
  );
}
