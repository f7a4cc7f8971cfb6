import 'server-only';
import type { PortalSession } from '../server/session';
import { api, type ApiAnswer } from '../upstream';

// Typed reads of the import API for server components, with the session's
// token and agency (the API takes it from X-Agency-Id).

export type ImportJob = ApiAnswer<'GET', '/api/Import/XLS/{jobId}'>;
export type ImportHistory = ApiAnswer<'GET', '/api/Import/XLS'>;

const auth = (session: PortalSession) => ({ accessToken: session.accessToken, agencyId: session.agencyId });

export const getImportHistory = (session: PortalSession) => api.get('/api/Import/XLS', auth(session));

/** One import, its report worded in the page's language. */
export const getImportJob = (session: PortalSession, jobId: number, locale: string) =>
  api.get('/api/Import/XLS/{jobId}', { ...auth(session), params: { jobId }, acceptLanguage: locale });
