import 'server-only';
import type { z } from 'zod';
import type { ImportHistorySchema, ImportJobSchema } from '@/core/schemas/imports';
import type { PortalSession } from '../session';
import { apiJson } from '../upstream';

// Typed reads of the import API for server components, with the session's
// token and agency (the API takes it from X-Agency-Id).

export type ImportJob = z.infer<typeof ImportJobSchema>;
export type ImportHistory = z.infer<typeof ImportHistorySchema>;

const auth = (session: PortalSession) => ({ accessToken: session.accessToken, agencyId: session.agencyId });

export const getImportHistory = (session: PortalSession) => apiJson<ImportHistory>('/api/Import/XLS', auth(session));

/** One import, its report worded in the page's language. */
export const getImportJob = (session: PortalSession, jobId: number, locale: string) =>
  apiJson<ImportJob>(`/api/Import/XLS/${jobId}`, { ...auth(session), acceptLanguage: locale });
