'use client';

// The browser's calls of a contract's documents, through the portal's /api
// proxy (which adds the token); a refusal raises a PortalError.
import { portalApi } from '../client/portal-api';
import type { UploadBody } from './document-checks';

const pageLanguageHeader = () => ({ 'accept-language': document.documentElement.lang || 'it' });

export function uploadDocument(agencyId: number, contractId: number, { kind, file }: UploadBody) {
  const body = new FormData();
  body.append('kind', kind);
  body.append('file', file);
  // The page's language goes along: a rejection's e-mail to the uploader is written in it.
  return portalApi.post('/api/Agency/{agencyId}/Contracts/{contractId}/Documents', { params: { agencyId, contractId }, body, headers: pageLanguageHeader() });
}

export function acceptDocument(agencyId: number, contractId: number, documentId: number, note: string) {
  return portalApi.post('/api/Agency/{agencyId}/Contracts/{contractId}/Documents/{documentId}/Accept', {
    params: { agencyId, contractId, documentId },
    json: { note: note.trim() || null },
  });
}

export function rejectDocument(agencyId: number, contractId: number, documentId: number, note: string) {
  return portalApi.post('/api/Agency/{agencyId}/Contracts/{contractId}/Documents/{documentId}/Reject', {
    params: { agencyId, contractId, documentId },
    json: { note },
  });
}
