import type { z } from 'zod';
import type { ImportKind } from '../../core/domain/imports';
import { IMPORT_XLSX_MAX_BYTES } from '../../core/http/upload-limits';
import { ImportUploadQuerySchema } from '../../core/schemas/imports';
import { type FieldIssue, formChecks } from '../validation/form-checks';

// The import panel's upload checks: a file chosen, within the size the API
// takes, and the API's own query schema for its kind and name. Loaded when the
// form is first checked: zod stays out of the page's first load.

/** What the form holds: the file input's files, the kind chosen. */
export interface ImportUploadValues {
  file: FileList | null;
  kind: ImportKind;
}

/** The file to send as the body, with the API's query (kind and name). */
export interface ImportUpload extends z.output<typeof ImportUploadQuerySchema> {
  file: File;
}

/** A file's name as the history keeps it: at most 200 characters. */
const historyName = (file: File) => file.name.slice(0, 200);

/** Each refusal's message is a key of `imports.upload` ('required' of `validation`). */
export const importUploadChecks = formChecks<ImportUploadValues, ImportUpload>(async ({ file: files, kind }) => {
  const file = files?.[0];
  const refused = (message: string): { issues: FieldIssue[] } => ({ issues: [{ path: ['file'], message }] });
  if (!file || file.size === 0) return refused('required');
  if (file.size > IMPORT_XLSX_MAX_BYTES) return refused('tooBig');
  const result = await ImportUploadQuerySchema.safeParseAsync({ kind, fileName: historyName(file) });
  if (!result.success) return refused('required');
  return { data: { ...result.data, file } };
});
