// The five statistics categories alone: the menu and the routes of every page's
// shell need these names, not the metric catalogue of ./stats (kept out of the shell's JS).
export const STATS_CATEGORIES = ['overall-performance', 'efficiency-metrics', 'sales-performance', 'ranking-products', 'user-engagement'] as const;
export type StatsCategory = (typeof STATS_CATEGORIES)[number];

export function isStatsCategory(value: string): value is StatsCategory {
  return (STATS_CATEGORIES as readonly string[]).includes(value);
}
