import 'server-only';
import type { PortalSession } from '../server/session';
import { api, type ApiAnswer } from '../upstream';

// Typed reads of the session's agency's webhook endpoints and of one endpoint's delivery log.

export type WebhookEndpointItem = ApiAnswer<'GET', '/api/Agency/{agencyId}/Webhooks'>['items'][number];
export type WebhookAttemptPage = ApiAnswer<'GET', '/api/Agency/{agencyId}/Webhooks/{endpointId}/Attempts'>;
export type WebhookAttemptItem = WebhookAttemptPage['items'][number];

export function getWebhookEndpoints(session: PortalSession) {
  return api.get('/api/Agency/{agencyId}/Webhooks', {
    accessToken: session.accessToken,
    agencyId: session.agencyId,
    params: { agencyId: String(session.agencyId) },
  });
}

export function getWebhookAttempts(session: PortalSession, endpointId: number, page: number, pageSize: number) {
  return api.get('/api/Agency/{agencyId}/Webhooks/{endpointId}/Attempts', {
    accessToken: session.accessToken,
    agencyId: session.agencyId,
    params: { agencyId: String(session.agencyId), endpointId: String(endpointId) },
    query: { page, pageSize },
  });
}
