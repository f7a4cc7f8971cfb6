import 'server-only';
import type { PortalSession } from '../server/session';
import { api, type ApiAnswer } from '../upstream';

// The background jobs whose retries are spent (the dead letters), read for the jobs page with the session's token.

export type DeadLetter = ApiAnswer<'GET', '/api/Jobs/DeadLetters'>['items'][number];

export function getDeadLetters(session: PortalSession): Promise<{ items: DeadLetter[] }> {
  return api.get('/api/Jobs/DeadLetters', { accessToken: session.accessToken, agencyId: session.agencyId });
}
