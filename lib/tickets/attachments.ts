import { ATTACHMENT_MAX_BYTES, ATTACHMENT_TYPES, MAX_ATTACHMENTS } from '../../core/domain/tickets';

// What the ticket form accepts before sending anything: at most MAX_ATTACHMENTS
// files, each a photo or a PDF by its declared type and within the size limit.
// The API judges the bytes again (a renamed file is refused there).

export type AttachmentProblem = { code: 'fileTooLarge' | 'fileType'; name: string } | { code: 'tooManyFiles'; name: null };

/** `max`: how many more the ticket takes (fewer once some are attached). */
export function addAttachments(
  current: readonly File[],
  added: readonly File[],
  max: number = MAX_ATTACHMENTS,
): { files: File[]; problems: AttachmentProblem[] } {
  const files = [...current];
  const problems: AttachmentProblem[] = [];
  for (const file of added) {
    if (!(ATTACHMENT_TYPES as readonly string[]).includes(file.type)) problems.push({ code: 'fileType', name: file.name });
    else if (file.size > ATTACHMENT_MAX_BYTES) problems.push({ code: 'fileTooLarge', name: file.name });
    else if (files.length >= max) {
      if (!problems.some((problem) => problem.code === 'tooManyFiles')) problems.push({ code: 'tooManyFiles', name: null });
    } else files.push(file);
  }
  return { files, problems };
}
