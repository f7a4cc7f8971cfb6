import 'server-only';
import type { StalledDeals, StatsCards, StatsFunnel, StatsTable } from '@/core/schemas/stats';
import type { PortalSession } from '../server/session';
import { api } from '../upstream';

// Typed reads of /api/Statistics for server components, with the session's
// token and agency; the API lets the superadministrator alone in (403).

export type { StalledDeals, StatsCards, StatsFunnel, StatsTable };

const auth = (session: PortalSession) => ({ accessToken: session.accessToken, agencyId: session.agencyId });

export function getStatsTable(session: PortalSession, category: string, metric: string, query: URLSearchParams): Promise<StatsTable> {
  return api.get('/api/Statistics/{category}/{metric}', { ...auth(session), params: { category, metric }, query });
}

export function getStatsCards(session: PortalSession, query: URLSearchParams): Promise<StatsCards> {
  return api.get('/api/Statistics/Cards', { ...auth(session), query });
}

export function getStatsFunnel(session: PortalSession, query: URLSearchParams): Promise<StatsFunnel> {
  return api.get('/api/Statistics/Funnel', { ...auth(session), query });
}

export function getStalledDeals(session: PortalSession, query: URLSearchParams): Promise<StalledDeals> {
  return api.get('/api/Statistics/Stalled', { ...auth(session), query });
}
