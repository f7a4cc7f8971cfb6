'use client';

import { useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import { ATTACHMENT_MAX_BYTES, ATTACHMENT_TYPES, MAX_ATTACHMENTS } from '@/core/domain/tickets';
import { useFormat } from '@/lib/format/use-format';
import { type AttachmentProblem, addAttachments } from '@/lib/tickets/attachments';
import { FormField } from '../ui/form-field';

const MAX_MB = ATTACHMENT_MAX_BYTES / (1024 * 1024);

/** The photos and PDFs chosen for a ticket, checked as they are added; each can be taken out again. */
export function AttachmentsPicker({
  files,
  onChange,
  disabled,
  max = MAX_ATTACHMENTS,
}: {
  files: File[];
  onChange: (files: File[]) => void;
  disabled?: boolean;
  /** how many more the ticket takes */
  max?: number;
}) {
  const t = useTranslations('tickets.form');
  const format = useFormat();
  const input = useRef<HTMLInputElement>(null);
  const [problems, setProblems] = useState<AttachmentProblem[]>([]);

  const problemText = (problem: AttachmentProblem) =>
    problem.code === 'tooManyFiles' ? t('tooManyFiles', { max: MAX_ATTACHMENTS }) : t(problem.code, { name: problem.name, size: MAX_MB });

  return (
    <div className="flex flex-col gap-2">
      {/* Each file refused says why, one line each, under the chooser. */}
      <FormField label={t('chooseFiles')} hint={t('attachmentsHint', { max: MAX_ATTACHMENTS, size: MAX_MB })} error={problems.map(problemText)}>
        {(control) => (
          <input
            ref={input}
            {...control}
            type="file"
            multiple
            accept={ATTACHMENT_TYPES.join(',')}
            disabled={disabled}
            className="w-full min-w-0 text-sm text-ink file:mr-3 file:rounded-md file:border file:border-primary file:bg-white file:px-3 file:py-1.5 file:text-sm file:font-semibold file:text-primary"
            onChange={(event) => {
              const result = addAttachments(files, [...(event.target.files ?? [])], max);
              setProblems(result.problems);
              onChange(result.files);
              // The same file can be chosen again after being taken out.
              event.target.value = '';
            }}
          />
        )}
      </FormField>
      {files.length > 0 && (
        <ul className="flex flex-col gap-1" data-testid="chosen-files">
          {files.map((file, index) => (
            <li key={`${file.name}-${index}`} className="flex flex-wrap items-center justify-between gap-2 rounded-md bg-slate-50 px-3 py-1.5 text-sm">
              <span className="min-w-0 break-all text-ink">
                {file.name} <span className="text-xs text-ink-muted">({format.fileSize(file.size)})</span>
              </span>
              <button
                type="button"
                disabled={disabled}
                className="text-xs font-medium text-primary hover:underline"
                onClick={() => {
                  onChange(files.filter((_, i) => i !== index));
                  setProblems([]);
                  // The button goes away with its file: the focus moves to the file chooser, not to the page.
                  input.current?.focus();
                }}
              >
                {t('removeFile', { name: file.name })}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
