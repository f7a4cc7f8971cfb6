'use client';

import { PortalError, portalFetch } from '../client/portal-fetch';

/** Uploads each file to a ticket on its own (each request within its body limit); stops at the first refusal. */
export async function uploadAttachments(
  ticketId: number,
  files: readonly File[],
  onProgress: (done: number) => void,
): Promise<{ name: string; error: PortalError } | null> {
  for (const [index, file] of files.entries()) {
    const body = new FormData();
    body.append('file', file);
    try {
      await portalFetch(`/api/Ticket/${ticketId}/Attachments`, { method: 'POST', body });
    } catch (error) {
      return { name: file.name, error: PortalError.from(error) };
    }
    onProgress(index + 1);
  }
  return null;
}
