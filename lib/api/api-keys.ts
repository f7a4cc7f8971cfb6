import 'server-only';
import type { PortalSession } from '../server/session';
import { api, type ApiAnswer } from '../upstream';

// The API keys page's read (docs/integrations.md).

export type ApiKeyList = ApiAnswer<'GET', '/api/Agency/{agencyId}/ApiKeys'>;

export const getApiKeys = (session: PortalSession, agencyId: number) =>
  api.get('/api/Agency/{agencyId}/ApiKeys', { accessToken: session.accessToken, agencyId: session.agencyId, params: { agencyId } });
