'use client';

import { portalApi } from '../client/portal-api';
import { PortalError } from '../client/portal-fetch';

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
      await portalApi.post('/api/Ticket/{ticketId}/Attachments', { params: { ticketId }, body });
    } catch (error) {
      return { name: file.name, error: PortalError.from(error) };
    }
    onProgress(index + 1);
  }
  return null;
}
