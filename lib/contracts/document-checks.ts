import { DOCUMENT_KINDS, DOCUMENT_MAX_BYTES, DOCUMENT_TYPES, type DocumentKind } from '../../core/domain/contract-documents';
import { RejectDocumentBodySchema, type RejectDocumentBody } from '../../core/schemas/contract-documents';
import { type FieldIssue, formChecks } from '../validation/form-checks';

// The contract documents' form checks (docs/domain.md, "Missing documents"):
// the upload's kind and file, checked by what the browser knows of the file
// (its declared type and size; the API judges the bytes again), and the
// review's note, required to reject. Loaded when a form is first checked.

/** What the upload form holds: the kind chosen ('' for none yet) and the file input's list. */
export interface UploadFormValues {
  kind: DocumentKind | '';
  files: FileList | null;
}

export interface UploadBody {
  kind: DocumentKind;
  file: File;
}

/** Why a chosen file cannot go (a message key of `validation` or `errors`, or the form's own), or null. */
export function fileProblem(file: { type: string; size: number } | undefined): 'required' | 'document_type_not_allowed' | 'fileTooLarge' | null {
  if (!file) return 'required';
  if (!(DOCUMENT_TYPES as readonly string[]).includes(file.type)) return 'document_type_not_allowed';
  return file.size > DOCUMENT_MAX_BYTES ? 'fileTooLarge' : null;
}

export const uploadChecks = formChecks<UploadFormValues, UploadBody>(async ({ kind, files }) => {
  const issues: FieldIssue[] = [];
  if (!(DOCUMENT_KINDS as readonly string[]).includes(kind)) issues.push({ path: ['kind'], message: 'required' });
  const file = files?.[0];
  const problem = fileProblem(file);
  if (problem) issues.push({ path: ['files'], message: problem });
  return issues.length > 0 ? { issues } : { data: { kind: kind as DocumentKind, file: file! } };
});

export interface ReviewFormValues {
  note: string;
}

/** A rejection's note, as the API takes it (required, trimmed). */
export const rejectChecks = formChecks<ReviewFormValues, RejectDocumentBody>(async ({ note }) => {
  const result = await RejectDocumentBodySchema.safeParseAsync({ note });
  if (result.success) return { data: result.data };
  return { issues: [{ path: ['note'], message: note.trim() ? 'invalid_value' : 'required' }] };
});
