// Who may read /api/Statistics: the superadministrator alone, in whichever
// agency it names (its data scope is every agency); every other role answers
// 403 on every endpoint, an agency the caller is no member of 404, a metric
// that is not its category's 404, a period backwards 400 invalid_date_range.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agencies, userAgencyRoles, users } from '@/backend/db/schema';
import { STATS_CATEGORIES, STATS_FOCUSES, metricsOf } from '@/core/domain/stats';
import { StatsCardsSchema, StatsFunnelSchema, StalledDealsSchema, StatsTableSchema } from '@/core/schemas/stats';
import { readError } from '../../support/backend/api-caller';
import { type ContractsTestApp, setupContractsApp } from '../../support/backend/contracts-app';

let t: ContractsTestApp;
let smartcom: number;

beforeAll(async () => {
  t = await setupContractsApp();
  smartcom = t.agency['SmartCom']!;
}, 60_000);
afterAll(() => t.close());

const asIn = (username: string, agencyId: number, path: string) => t.as(username, path, { headers: { 'X-Agency-Id': String(agencyId) } });

const ENDPOINTS = [
  '/api/Statistics/overall-performance/contracts',
  '/api/Statistics/ranking-products/top-models?focus=perc',
  '/api/Statistics/overall-performance/total-value/XLS',
  '/api/Statistics/Cards',
  '/api/Statistics/Funnel',
  '/api/Statistics/Stalled',
];

describe('statistics access', () => {
  it('answers the superadministrator on every endpoint, in the platform agency and in a member agency alike', async () => {
    for (const agencyId of [smartcom, t.agency['Agenzia Roma']!]) {
      for (const path of ENDPOINTS) expect((await asIn('superadmin', agencyId, path)).status, path).toBe(200);
    }
  });

  it('refuses every other role with 403 forbidden, in each of its agencies', async () => {
    const memberships = await t.db
      .select({ username: users.username, agencyId: userAgencyRoles.agencyId, role: userAgencyRoles.role })
      .from(userAgencyRoles)
      .innerJoin(users, eq(users.id, userAgencyRoles.userId))
      .innerJoin(agencies, eq(agencies.id, userAgencyRoles.agencyId));
    const others = memberships.filter((m) => m.role !== 'superAdministrator');
    // Every role but the superadministrator's is among the demo memberships.
    expect(new Set(others.map((m) => m.role)).size).toBeGreaterThanOrEqual(7);
    for (const { username, agencyId } of others) {
      for (const path of ENDPOINTS) {
        const response = await asIn(username, agencyId, path);
        expect(response.status, `${username} ${path}`).toBe(403);
        expect((await readError(response)).errors[0]!.code).toBe('forbidden');
      }
    }
  });

  it('answers 401 without a token and 404 for an agency that does not exist or is not named', async () => {
    expect((await t.request('/api/Statistics/Cards')).status).toBe(401);
    expect((await asIn('superadmin', 999_999, '/api/Statistics/Cards')).status).toBe(404);
    expect((await t.as('agencyadmin', '/api/Statistics/Cards', { headers: { 'X-Agency-Id': String(t.agency['Agenzia Roma']) } })).status).toBe(404);
  });

  it('answers 404 for a metric outside its category and for an unknown category, in the table and its export', async () => {
    for (const path of ['overall-performance/by-agent', 'sales-performance/contracts', 'nothing/contracts', 'Cards/XLS', 'overall-performance/constructor']) {
      expect((await asIn('superadmin', smartcom, `/api/Statistics/${path}`)).status, path).toBe(404);
      expect((await asIn('superadmin', smartcom, `/api/Statistics/${path}/XLS`)).status, path).toBe(404);
    }
  });

  it('answers 400 invalid_date_range when the period starts after it ends', async () => {
    for (const path of ['/api/Statistics/overall-performance/contracts', '/api/Statistics/Cards', '/api/Statistics/Funnel']) {
      const response = await asIn('superadmin', smartcom, `${path}?from=2026-05-02&to=2026-05-01`);
      expect(response.status, path).toBe(400);
      expect((await readError(response)).errors[0]).toMatchObject({ code: 'invalid_date_range' });
    }
  });
});

describe('every metric in every focus', () => {
  it('answers a table of the documented shape: annual by the twelve months, perc as shares', async () => {
    for (const category of STATS_CATEGORIES) {
      for (const metric of metricsOf(category)) {
        for (const focus of STATS_FOCUSES) {
          const response = await asIn('superadmin', smartcom, `/api/Statistics/${category}/${metric}?focus=${focus}&year=2026`);
          expect(response.status, `${metric} ${focus}`).toBe(200);
          const table = StatsTableSchema.parse(await response.json());
          expect(table).toMatchObject({ category, metric, focus });
          if (focus === 'annual') {
            expect(table.rows.map((r) => r.key)).toEqual(Array.from({ length: 12 }, (_, i) => `2026-${String(i + 1).padStart(2, '0')}`));
            expect(table.period).toEqual({ from: '2026-01-01', to: '2026-12-31' });
          }
          for (const measure of table.measures.filter((m) => m.share)) {
            const sum = table.rows.reduce((total, row) => total + Number(row.values[measure.key] ?? 0), 0);
            if (table.rows.length > 0 && Number(table.totals[measure.key]) > 0) expect(sum, `${metric} ${measure.key}`).toBeCloseTo(100, 6);
          }
        }
      }
    }
  });

  it('answers cards, funnel and stalled deals of the documented shape', async () => {
    const cards = StatsCardsSchema.parse(await (await asIn('superadmin', smartcom, '/api/Statistics/Cards')).json());
    expect(cards.cards.map((c) => c.category)).toEqual([...STATS_CATEGORIES]);
    const one = StatsCardsSchema.parse(await (await asIn('superadmin', smartcom, '/api/Statistics/Cards?category=efficiency-metrics')).json());
    expect(one.cards.map((c) => c.metric)).toEqual(metricsOf('efficiency-metrics'));
    const funnel = StatsFunnelSchema.parse(await (await asIn('superadmin', smartcom, '/api/Statistics/Funnel?from=2000-01-01')).json());
    const counts = funnel.stages.map((s) => s.contracts);
    expect(counts[0]).toBeGreaterThan(0);
    // Each stage is a part of the one before.
    for (let i = 1; i < counts.length; i += 1) expect(counts[i]).toBeLessThanOrEqual(counts[i - 1]!);
    const stalled = StalledDealsSchema.parse(await (await asIn('superadmin', smartcom, '/api/Statistics/Stalled')).json());
    // Rounded to a tenth of a day, so equal at worst.
    expect(
      stalled.items.every((d) => d.days >= d.usualDays),
      JSON.stringify(stalled.items.slice(0, 3)),
    ).toBe(true);
    expect(stalled.total).toBeGreaterThanOrEqual(stalled.items.length);
  });
});
