import 'server-only';
import type { StalledDeals, StatsCards, StatsFunnel, StatsTable } from '@/core/schemas/stats';
import type { PortalSession } from '../session';
import { apiJson } from '../upstream';

// Typed reads of /api/Statistics for server components, with the session's
// token and agency; the API lets the superadministrator alone in (403).

export type { StalledDeals, StatsCards, StatsFunnel, StatsTable };

const auth = (session: PortalSession) => ({ accessToken: session.accessToken, agencyId: session.agencyId });

export function getStatsTable(session: PortalSession, category: string, metric: string, query: URLSearchParams): Promise<StatsTable> {
  return apiJson<StatsTable>(`/api/Statistics/${encodeURIComponent(category)}/${encodeURIComponent(metric)}?${query}`, auth(session));
}

export function getStatsCards(session: PortalSession, query: URLSearchParams): Promise<StatsCards> {
  return apiJson<StatsCards>(`/api/Statistics/Cards?${query}`, auth(session));
}

export function getStatsFunnel(session: PortalSession, query: URLSearchParams): Promise<StatsFunnel> {
  return apiJson<StatsFunnel>(`/api/Statistics/Funnel?${query}`, auth(session));
}

export function getStalledDeals(session: PortalSession, query: URLSearchParams): Promise<StalledDeals> {
  return apiJson<StalledDeals>(`/api/Statistics/Stalled?${query}`, auth(session));
}
