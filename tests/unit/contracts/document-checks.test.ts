// The upload form's own checks before anything is sent (lib/contracts/document-checks.ts); the API judges the bytes again.
import { describe, expect, it } from 'vitest';
import { DOCUMENT_MAX_BYTES } from '@/core/domain/contract-documents';
import { fileProblem, rejectChecks, uploadChecks } from '@/lib/contracts/document-checks';

describe('the document upload form', () => {
  it('takes a PDF, a JPEG or a PNG within the size limit', () => {
    for (const type of ['application/pdf', 'image/jpeg', 'image/png']) expect(fileProblem({ type, size: DOCUMENT_MAX_BYTES })).toBeNull();
  });

  it('names what is wrong with a file: none, another type, too large', () => {
    expect(fileProblem(undefined)).toBe('required');
    expect(fileProblem({ type: 'image/webp', size: 10 })).toBe('document_type_not_allowed');
    expect(fileProblem({ type: '', size: 10 })).toBe('document_type_not_allowed');
    expect(fileProblem({ type: 'application/pdf', size: DOCUMENT_MAX_BYTES + 1 })).toBe('fileTooLarge');
  });

  it('asks for the kind and the file before sending', async () => {
    const result = await uploadChecks.safeParseAsync({ kind: '', files: null });
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['kind', 'required'],
      ['files', 'required'],
    ]);
  });

  it('needs a note to reject, blank or not', async () => {
    expect((await rejectChecks.safeParseAsync({ note: '   ' })).error!.issues[0]).toMatchObject({ path: ['note'], message: 'required' });
    expect((await rejectChecks.safeParseAsync({ note: ' Illeggibile ' })).data).toEqual({ note: 'Illeggibile' });
  });
});
