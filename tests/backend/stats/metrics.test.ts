// The metrics' numbers against answers computed here, in JavaScript, from the
// contracts, their items and their status history as the demo seed wrote them
// (not from the statistics' own copy): two agencies apart and together, a
// period and the one before it, months without contracts, medians and 90th
// percentiles, and a contract that went back and forth between statuses.
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  contractItems,
  contractStatusHistory,
  contracts,
  creditDecisions,
  creditProviders,
  guaranteeServices,
  modelAccessories,
  openQuotes,
  refreshTokens,
  userAgencyRoles,
  users,
} from '@/backend/db/schema';
import { rowsOf } from '@/backend/db/rows';
import { OPEN_STATUSES, stalledThresholdSeconds } from '@/core/domain/stats';
import type { StatsTable } from '@/core/schemas/stats';
import type { ApiResult } from '../../support/backend/api-caller';
import { type ContractsTestApp, setupContractsApp } from '../../support/backend/contracts-app';

let t: ContractsTestApp;
let smartcom: number;
let milano: number;
let roma: number;

interface Contract {
  id: number;
  agencyId: number;
  createdById: number | null;
  status: string;
  provider: string;
  contractType: string;
  totalValue: number;
  monthlyPayment: number;
  durationMonths: number;
  createdAt: Date;
}
let all: Contract[];
/** contract id → the first time it reached each status */
let firstReached: Map<number, Map<string, number>>;

beforeAll(async () => {
  t = await setupContractsApp();
  smartcom = t.agency['SmartCom']!;
  milano = t.agency['Agenzia Milano']!;
  roma = t.agency['Agenzia Roma']!;
  all = await t.db
    .select({
      id: contracts.id,
      agencyId: contracts.agencyId,
      createdById: contracts.createdById,
      status: contracts.status,
      provider: creditProviders.code,
      contractType: contracts.contractType,
      totalValue: contracts.totalValue,
      monthlyPayment: contracts.monthlyPayment,
      durationMonths: contracts.durationMonths,
      createdAt: contracts.createdAt,
    })
    .from(contracts)
    .innerJoin(creditProviders, eq(creditProviders.id, contracts.providerId));
  firstReached = new Map();
  for (const h of await t.db.select().from(contractStatusHistory).orderBy(asc(contractStatusHistory.changedAt))) {
    const reached = firstReached.get(h.contractId) ?? new Map<string, number>();
    if (!reached.has(h.toStatus)) reached.set(h.toStatus, h.changedAt.getTime());
    firstReached.set(h.contractId, reached);
  }
}, 60_000);
afterAll(() => t.close());

/** `category/metric?query`, as the superadministrator in SmartCom. */
const table = async (path: string): Promise<StatsTable> => {
  const [route = '', query = ''] = path.split('?');
  const [category = '', metric = ''] = route.split('/');
  const response = await t.api.get('/api/Statistics/{category}/{metric}', {
    params: { category, metric },
    query: new URLSearchParams(query),
    as: 'superadmin',
    agencyId: smartcom,
  });
  expect(response.status, path).toBe(200);
  return response.body;
};

const groupBy = <T>(items: readonly T[], key: (item: T) => string) => {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return groups;
};
const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
const byKey = (t: StatsTable) => Object.fromEntries(t.rows.map((row) => [row.key, row.values]));
/** PostgreSQL's percentile_cont: linear between the two nearest ranks. */
function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const position = p * (sorted.length - 1);
  const low = Math.floor(position);
  const high = Math.ceil(position);
  return sorted[low]! + (sorted[high]! - sorted[low]!) * (position - low);
}

describe('overall performance', () => {
  it('counts contracts by status for each of two agencies and for all of them', async () => {
    for (const [agencyId, query] of [
      [milano, `agencyId=${milano}`],
      [roma, `agencyId=${roma}`],
      [null, ''],
    ] as const) {
      const mine = all.filter((c) => agencyId === null || c.agencyId === agencyId);
      expect(mine.length).toBeGreaterThan(0);
      const answer = await table(`overall-performance/contracts?${query}`);
      const expected = Object.fromEntries(
        [...groupBy(mine, (c) => c.status)].map(([status, rows]) => [status, { contracts: rows.length, value: sum(rows.map((c) => c.totalValue)) }]),
      );
      const got = byKey(answer);
      expect(Object.keys(got).sort()).toEqual(Object.keys(expected).sort());
      for (const [status, values] of Object.entries(expected)) {
        expect(got[status]!.contracts, status).toBe(values.contracts);
        expect(got[status]!.value as number, status).toBeCloseTo(values.value, 2);
      }
      expect(answer.totals.contracts).toBe(mine.length);
      // Every row drills down to the list filtered by its status (and agency).
      for (const row of answer.rows) expect(row.contracts).toMatchObject({ status: [row.key], ...(agencyId ? { agencyId } : {}) });
    }
  });

  it('sums value by provider over a period, and the period of equal length before it', async () => {
    const times = all.map((c) => c.createdAt.getTime()).sort((a, b) => a - b);
    const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
    const from = day(times[Math.floor(times.length / 2)]!);
    const to = day(times.at(-1)!);
    const inDays = (c: Contract, a: string, b: string) => day(c.createdAt.getTime()) >= a && day(c.createdAt.getTime()) <= b;
    const answer = await table(`overall-performance/total-value?from=${from}&to=${to}`);
    const current = all.filter((c) => inDays(c, from, to));
    for (const [provider, rows] of groupBy(current, (c) => c.provider)) {
      expect(byKey(answer)[provider]!.value as number, provider).toBeCloseTo(sum(rows.map((c) => c.totalValue)), 2);
      expect(byKey(answer)[provider]!.contracts, provider).toBe(rows.length);
    }
    const previous = answer.previousPeriod!;
    const length = (Date.parse(to) - Date.parse(from)) / 86_400_000 + 1;
    expect((Date.parse(previous.to!) - Date.parse(previous.from!)) / 86_400_000 + 1).toBe(length);
    expect(Date.parse(previous.to!) + 86_400_000).toBe(Date.parse(from));
    const before = all.filter((c) => inDays(c, previous.from!, previous.to!));
    expect(answer.previousTotals!.contracts).toBe(before.length);
    expect(answer.previousTotals!.value as number).toBeCloseTo(sum(before.map((c) => c.totalValue)), 2);
  });

  it('sums the monthly payments of active contracts only, and averages value and duration by contract type', async () => {
    const revenue = await table('overall-performance/monthly-revenue');
    const active = all.filter((c) => c.status === 'active');
    expect(revenue.totals.monthlyRevenue as number).toBeCloseTo(sum(active.map((c) => c.monthlyPayment)), 2);
    expect(revenue.contracts).toMatchObject({ status: ['active'] });

    const values = byKey(await table('overall-performance/average-value'));
    const durations = byKey(await table('overall-performance/average-duration'));
    for (const [type, rows] of groupBy(all, (c) => c.contractType)) {
      expect(values[type]!.averageValue as number, type).toBeCloseTo(sum(rows.map((c) => c.totalValue)) / rows.length, 2);
      expect(durations[type]!.averageDuration as number, type).toBeCloseTo(sum(rows.map((c) => c.durationMonths)) / rows.length, 6);
    }
  });

  it('rates approvals as approved out of decided, from the status history', async () => {
    const answer = await table('overall-performance/approval-rate');
    const decided = all.filter((c) => firstReached.get(c.id)?.has('approvated') || firstReached.get(c.id)?.has('refused'));
    expect(decided.length).toBeGreaterThan(0);
    for (const [provider, rows] of groupBy(decided, (c) => c.provider)) {
      const approved = rows.filter((c) => firstReached.get(c.id)!.has('approvated')).length;
      const refused = rows.filter((c) => firstReached.get(c.id)!.has('refused')).length;
      expect(byKey(answer)[provider], provider).toMatchObject({ approved, refused });
      expect(byKey(answer)[provider]!.approvalRate as number, provider).toBeCloseTo((100 * approved) / (approved + refused), 6);
    }
  });

  it('gives every month of a year its row: none of them counts a contract in a year without any', async () => {
    const answer = await table('overall-performance/average-value?focus=annual&year=2001');
    expect(answer.rows).toHaveLength(12);
    expect(answer.rows.every((row) => row.values.contracts === 0 && row.values.averageValue === null)).toBe(true);
    expect(answer.totals).toEqual({ averageValue: null, contracts: 0 });
    // The drill-down of a month narrows the year to that month.
    expect(answer.rows[1]!.contracts).toMatchObject({ createdFrom: '2001-02-01', createdTo: '2001-02-28' });
  });

  it('spreads the contracts of their year over its months', async () => {
    const year = all[0]!.createdAt.getUTCFullYear();
    const answer = await table(`overall-performance/contracts?focus=annual&year=${year}`);
    const ofYear = all.filter((c) => c.createdAt.getUTCFullYear() === year);
    for (const row of answer.rows) {
      const month = Number(row.key.slice(5)) - 1;
      expect(row.values.contracts, row.key).toBe(ofYear.filter((c) => c.createdAt.getUTCMonth() === month).length);
    }
    expect(answer.totals.contracts).toBe(ofYear.length);
  });
});

describe('efficiency', () => {
  it('measures time to decision as the median and 90th percentile per provider, from submission to the first decision', async () => {
    const answer = byKey(await table('efficiency-metrics/time-to-decision'));
    const timed = all.flatMap((c) => {
      const reached = firstReached.get(c.id);
      const submitted = reached?.get('created');
      const decisions = [reached?.get('approvated'), reached?.get('refused')].filter((v): v is number => v !== undefined);
      return submitted === undefined || decisions.length === 0 ? [] : [{ ...c, days: Math.max(0, Math.min(...decisions) - submitted) / 86_400_000 }];
    });
    expect(timed.length).toBeGreaterThan(1);
    for (const [provider, rows] of groupBy(timed, (c) => c.provider)) {
      const days = rows.map((c) => c.days);
      expect(answer[provider]!.decided, provider).toBe(rows.length);
      expect(answer[provider]!.medianDays as number, provider).toBeCloseTo(percentile(days, 0.5), 6);
      expect(answer[provider]!.p90Days as number, provider).toBeCloseTo(percentile(days, 0.9), 6);
    }
  });
});

describe('efficiency: activation', () => {
  it('measures time to activation per provider, from the first approval to the first activation', async () => {
    const answer = byKey(await table('efficiency-metrics/time-to-activation'));
    const timed = all.flatMap((c) => {
      const approved = firstReached.get(c.id)?.get('approvated');
      const active = firstReached.get(c.id)?.get('active');
      return approved === undefined || active === undefined ? [] : [{ ...c, days: Math.max(0, active - approved) / 86_400_000 }];
    });
    expect(timed.length).toBeGreaterThan(1);
    const groups = groupBy(timed, (c) => c.provider);
    expect(Object.keys(answer).sort()).toEqual([...groups.keys()].sort());
    for (const [provider, rows] of groups) {
      const days = rows.map((c) => c.days);
      expect(answer[provider]!.activated, provider).toBe(rows.length);
      expect(answer[provider]!.medianDays as number, provider).toBeCloseTo(percentile(days, 0.5), 6);
      expect(answer[provider]!.p90Days as number, provider).toBeCloseTo(percentile(days, 0.9), 6);
    }
  });
});

describe('user engagement', () => {
  it('counts per member sign-ins (sessions), quotes started, contracts submitted and the last time seen', async () => {
    const answer = byKey(await table('user-engagement/activity?sort=label&direction=asc'));
    const members = new Set((await t.db.select({ id: userAgencyRoles.userId }).from(userAgencyRoles)).map((r) => r.id));
    const names = new Map((await t.db.select({ id: users.id, username: users.username }).from(users)).map((u) => [u.id, u.username]));
    const tokens = await t.db.select().from(refreshTokens);
    const quotes = await t.db.select().from(openQuotes);
    expect(Object.keys(answer).sort()).toEqual([...members].map(String).sort());
    let signIns = 0;
    for (const id of members) {
      const mine = tokens.filter((r) => r.userId === id);
      const made = all.filter((c) => c.createdById === id);
      const carts = quotes.filter((q) => q.userId === id);
      const seen = Math.max(...mine.map((r) => r.createdAt.getTime()), ...carts.map((q) => q.updatedAt.getTime()));
      const row = answer[String(id)]!;
      signIns += new Set(mine.map((r) => r.familyId)).size;
      expect(row.signIns, names.get(id)).toBe(new Set(mine.map((r) => r.familyId)).size);
      expect(row.quotesStarted, names.get(id)).toBe(made.length + carts.length);
      expect(row.contractsSubmitted, names.get(id)).toBe(made.filter((c) => firstReached.get(c.id)?.has('created')).length);
      expect(row.lastSeen === null ? null : Date.parse(String(row.lastSeen)), names.get(id)).toBe(Number.isFinite(seen) ? seen : null);
    }
    // The superadministrator's own sign-in is one of them.
    expect(signIns).toBeGreaterThan(0);
  });
});

describe('sales and products', () => {
  it('ranks agents and agencies by value', async () => {
    const agents = await table('sales-performance/by-agent');
    for (const [agent, rows] of groupBy(all, (c) => String(c.createdById ?? 'none'))) {
      expect(byKey(agents)[agent]!.value as number, agent).toBeCloseTo(sum(rows.map((c) => c.totalValue)), 2);
    }
    const values = agents.rows.map((row) => row.values.value as number);
    expect(values).toEqual([...values].sort((a, b) => b - a));
    const agencies = byKey(await table(`sales-performance/by-agency?agencyId=${roma}`));
    expect(Object.keys(agencies)).toEqual([String(roma)]);
    expect(agencies[String(roma)]!.contracts).toBe(all.filter((c) => c.agencyId === roma).length);
  });

  it('counts units and value per model from the product lines, and sorts by what is asked', async () => {
    const lines = await t.db.select().from(contractItems).where(eq(contractItems.kind, 'product'));
    const answer = await table('ranking-products/top-models?sort=units&direction=asc');
    for (const [model, rows] of groupBy(lines, (i) => String(i.modelId))) {
      expect(byKey(answer)[model]!.units, model).toBe(sum(rows.map((i) => i.quantity)));
      expect(byKey(answer)[model]!.value as number, model).toBeCloseTo(sum(rows.map((i) => i.quantity * i.unitPrice)), 2);
    }
    const units = answer.rows.map((row) => row.values.units as number);
    expect(units).toEqual([...units].sort((a, b) => a - b));
    expect(answer.rows[0]!.contracts).toMatchObject({ modelId: Number(answer.rows[0]!.key) });
  });

  it('counts accessories and guarantee tiers sold with the product lines, with their attach rates, from the lines themselves', async () => {
    const items = await t.db.select().from(contractItems);
    const tiers = new Map((await t.db.select().from(guaranteeServices)).map((s) => [s.id, s.tier]));
    const fits = await t.db.select().from(modelAccessories);
    const products = new Map(items.filter((i) => i.kind === 'product').map((i) => [i.id, i]));
    const extras = items.filter((i) => i.kind !== 'product' && products.has(i.parentItemId!));
    const keyOf = (i: (typeof items)[number]) => (i.kind === 'accessory' ? `accessory:${i.accessoryId}` : `service:${tiers.get(i.serviceId!)}`);
    const answer = byKey(await table('ranking-products/top-extras?sort=label&direction=asc'));
    const groups = groupBy(extras, keyOf);
    expect(Object.keys(answer).sort()).toEqual([...groups.keys()].sort());
    for (const [key, rows] of groups) {
      expect(answer[key]!.units, key).toBe(sum(rows.map((i) => i.quantity)));
      expect(answer[key]!.value as number, key).toBeCloseTo(sum(rows.map((i) => i.quantity * i.unitPrice)), 2);
      // Of the lines that could carry it (an accessory: lines of the models it fits; a tier: every line), the share that did.
      const carrying = new Set(rows.map((i) => i.parentItemId)).size;
      const accessoryId = rows[0]!.accessoryId;
      const couldCarry =
        accessoryId === null
          ? products.size
          : [...products.values()].filter((p) => fits.some((f) => f.accessoryId === accessoryId && f.modelId === p.modelId)).length;
      expect(answer[key]!.attachRate as number, key).toBeCloseTo(Math.min(100, (100 * carrying) / couldCarry), 6);
    }
    const totals = (await table('ranking-products/top-extras')).totals;
    const withAccessory = new Set(extras.filter((i) => i.kind === 'accessory').map((i) => i.parentItemId)).size;
    expect(totals.attachRate as number).toBeCloseTo((100 * withAccessory) / products.size, 6);
    expect(totals.units).toBe(sum(extras.map((i) => i.quantity)));

    // Month by month: each month's units are those sold with the contracts created in it.
    const year = all[0]!.createdAt.getUTCFullYear();
    const created = new Map(all.map((c) => [c.id, c.createdAt]));
    const months = await table(`ranking-products/top-extras?focus=annual&year=${year}`);
    expect(months.rows).toHaveLength(12);
    for (const row of months.rows) {
      const month = Number(row.key.slice(5)) - 1;
      const sold = extras.filter((i) => created.get(i.contractId)!.getUTCFullYear() === year && created.get(i.contractId)!.getUTCMonth() === month);
      expect(row.values.units, row.key).toBe(sum(sold.map((i) => i.quantity)));
    }
  });

  it('gives shares of the total in the perc focus, the total keeping its amounts', async () => {
    const amounts = await table('overall-performance/contracts');
    const shares = await table('overall-performance/contracts?focus=perc');
    expect(shares.totals).toEqual(amounts.totals);
    for (const row of shares.rows) {
      expect(row.values.contracts as number, row.key).toBeCloseTo(
        (100 * (byKey(amounts)[row.key]!.contracts as number)) / (amounts.totals.contracts as number),
        6,
      );
    }
  });
});

describe('the statistics follow the contracts', () => {
  it('keeps the first submission, approval and status of a contract that went back and forth', async () => {
    const draft = all.find((c) => c.status === 'draft' && !firstReached.get(c.id)?.has('created'))!;
    const at = (day: number) => new Date(Date.UTC(2026, 0, day));
    await t.db.insert(contractStatusHistory).values([
      { contractId: draft.id, fromStatus: 'draft', toStatus: 'created', changedAt: at(1) },
      { contractId: draft.id, fromStatus: 'created', toStatus: 'missingDocs', changedAt: at(3) },
      { contractId: draft.id, fromStatus: 'missingDocs', toStatus: 'created', changedAt: at(5) },
    ]);
    await t.db.insert(contractStatusHistory).values({ contractId: draft.id, fromStatus: 'created', toStatus: 'approvated', changedAt: at(11) });
    await t.db
      .update(contracts)
      .set({ status: 'approvated', lastStatusChangeAt: at(11) })
      .where(eq(contracts.id, draft.id));
    const [facts] = rowsOf<Record<string, unknown>>(
      await t.db.execute(sql`select status, submitted_at, approved_at, refused_at from stats_contract_facts where contract_id = ${draft.id}`),
    );
    expect(facts!.status).toBe('approvated');
    expect(new Date(String(facts!.submitted_at instanceof Date ? facts!.submitted_at.toISOString() : facts!.submitted_at)).getTime()).toBe(at(1).getTime());
    expect(new Date(String(facts!.approved_at instanceof Date ? facts!.approved_at.toISOString() : facts!.approved_at)).getTime()).toBe(at(11).getTime());
    expect(facts!.refused_at).toBeNull();

    // Ten days from the first submission to the approval, whatever happened between.
    const created = draft.createdAt.toISOString().slice(0, 10);
    const answer = await table(`efficiency-metrics/time-to-decision?status=approvated&agencyId=${draft.agencyId}&from=${created}&to=${created}`);
    const mine = answer.rows.find((row) => row.key === draft.provider)!;
    expect(mine.values.decided).toBeGreaterThanOrEqual(1);
    const status = byKey(await table(`overall-performance/contracts?agencyId=${draft.agencyId}`));
    expect(status.approvated!.contracts).toBe(all.filter((c) => c.agencyId === draft.agencyId && c.status === 'approvated').length + 1);
  });
});

describe('the product rankings follow the lines', () => {
  it('counts a line again after it changed, and no more after it went', async () => {
    const accessory = (await t.db.select().from(contractItems).where(eq(contractItems.kind, 'accessory')))[0]!;
    const key = `accessory:${accessory.accessoryId}`;
    const product = (await t.db.select().from(contractItems).where(eq(contractItems.id, accessory.parentItemId!)))[0]!;
    const before = { extras: byKey(await table('ranking-products/top-extras')), models: byKey(await table('ranking-products/top-models')) };

    await t.db
      .update(contractItems)
      .set({ quantity: product.quantity + 3 })
      .where(eq(contractItems.id, product.id));
    const models = byKey(await table('ranking-products/top-models'));
    expect(models[String(product.modelId)]!.units).toBe((before.models[String(product.modelId)]!.units as number) + 3);

    await t.db.delete(contractItems).where(eq(contractItems.id, accessory.id));
    const extras = byKey(await table('ranking-products/top-extras'));
    expect(extras[key]?.units ?? 0).toBe((before.extras[key]!.units as number) - accessory.quantity);

    // The same line again, under a new id.
    const { kind, contractId, parentItemId, accessoryId, quantity, unitPrice } = accessory;
    await t.db.insert(contractItems).values({ kind, contractId, parentItemId, accessoryId, quantity, unitPrice });
    expect(byKey(await table('ranking-products/top-extras'))[key]).toEqual(before.extras[key]);
  });

  it("counts a contract's lines under its new status once it moved", async () => {
    const [line] = await t.db
      .select({ contractId: contractItems.contractId, modelId: contractItems.modelId, status: contracts.status })
      .from(contractItems)
      .innerJoin(contracts, eq(contracts.id, contractItems.contractId))
      .where(sql`${contractItems.kind} = 'product' and ${contracts.status} not in ('refused', 'draft')`)
      .limit(1);
    const refused = async () => byKey(await table('ranking-products/top-models?status=refused'))[String(line!.modelId)]?.contracts ?? 0;
    const before = await refused();
    await t.db.update(contracts).set({ status: 'refused' }).where(eq(contracts.id, line!.contractId));
    expect(await refused()).toBe((before as number) + 1);
    await t.db.update(contracts).set({ status: line!.status }).where(eq(contracts.id, line!.contractId));
    expect(await refused()).toBe(before);
  });
});

describe('overview', () => {
  /** As the superadministrator in SmartCom. */
  const superadmin = () => ({ as: 'superadmin', agencyId: smartcom });
  const answered = <A>(response: ApiResult<A>): A => {
    expect(response.status, String(response)).toBe(200);
    return response.body;
  };
  const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  const times = () => all.map((c) => c.createdAt.getTime()).sort((a, b) => a - b);

  it("gives each card its metric's total over the period and over the period before", async () => {
    const from = day(times()[Math.floor(times().length / 2)]!);
    const to = day(times().at(-1)!);
    const cards = answered(await t.api.get('/api/Statistics/Cards', { query: { category: 'overall-performance', from, to }, ...superadmin() }));
    expect(cards.cards.map((c) => c.metric)).toEqual(['contracts', 'total-value', 'monthly-revenue', 'approval-rate', 'average-value', 'average-duration']);
    for (const card of cards.cards) {
      const now = await table(`overall-performance/${card.metric}?from=${from}&to=${to}`);
      const before = await table(`overall-performance/${card.metric}?from=${cards.previousPeriod.from}&to=${cards.previousPeriod.to}`);
      expect(card.value, card.metric).toBe(now.totals[card.measure] ?? null);
      expect(card.previous, card.metric).toBe(before.totals[card.measure] ?? null);
    }
  });

  it('counts the funnel from the status history: every contract, submitted, approved, active, what each stage lost and why contracts were refused', async () => {
    const from = day(times()[0]!);
    const to = day(times().at(-1)!);
    const funnel = answered(await t.api.get('/api/Statistics/Funnel', { query: { from, to }, ...superadmin() }));
    // Read again: an earlier test moved a draft along.
    const history = await t.db.select().from(contractStatusHistory);
    const reachedBy = (status: string) => new Set(history.filter((h) => h.toStatus === status).map((h) => h.contractId));
    const reached = (status: string) => all.filter((c) => reachedBy(status).has(c.id)).length;
    const expected = [all.length, reached('created'), reached('approvated'), reached('active')];
    expect(funnel.stages.map((s) => s.contracts)).toEqual(expected);
    expect(funnel.stages[0]!.dropOff).toBeNull();
    for (let i = 1; i < expected.length; i += 1)
      expect(funnel.stages[i]!.dropOff!).toBeCloseTo((100 * (expected[i - 1]! - expected[i]!)) / expected[i - 1]!, 6);

    // A refusal's reason is the provider's latest refusal, or a refusal by hand; the customer's refusals apart.
    const decisions = await t.db.select().from(creditDecisions).where(eq(creditDecisions.outcome, 'refused')).orderBy(asc(creditDecisions.decidedAt));
    const reasons = all
      .filter((c) => reachedBy('refused').has(c.id))
      .map((c) => decisions.filter((d) => d.contractId === c.id).at(-1)?.reason ?? 'manual_review');
    const statuses = new Map((await t.db.select({ id: contracts.id, status: contracts.status }).from(contracts)).map((c) => [c.id, c.status]));
    reasons.push(...all.filter((c) => statuses.get(c.id) === 'refusedByCustomer').map(() => 'refusedByCustomer'));
    const counted = Object.fromEntries([...groupBy(reasons, (r) => r)].map(([reason, rows]) => [reason, rows.length]));
    expect(Object.fromEntries(funnel.refusals.map((r) => [r.reason, r.contracts]))).toEqual(counted);
  });

  it('lists the stalled deals: open contracts in their status longer than three in four stays there took, their agency’s or everyone’s, and at least the floor', async () => {
    // Measured afresh from the history as it is now (earlier tests moved contracts along).
    await t.db.execute(sql`delete from stats_status_norms`);
    const now = Date.now();
    const rows = await t.db
      .select({ id: contracts.id, agencyId: contracts.agencyId, status: contracts.status, archived: contracts.archived, since: contracts.lastStatusChangeAt })
      .from(contracts);
    const agencyOf = new Map(rows.map((c) => [c.id, c.agencyId]));
    // A stay: the time from one change of a contract to the next, counted for the status it left, if that change was in the last year.
    const history = await t.db.select().from(contractStatusHistory).orderBy(asc(contractStatusHistory.changedAt), asc(contractStatusHistory.id));
    const stays: { agencyId: number; status: string; seconds: number }[] = [];
    for (const [contractId, changes] of groupBy(history, (h) => String(h.contractId))) {
      for (let i = 1; i < changes.length; i += 1) {
        const change = changes[i]!;
        if (!change.fromStatus || !(OPEN_STATUSES as readonly string[]).includes(change.fromStatus)) continue;
        if (change.changedAt.getTime() < now - 365 * 86_400_000) continue;
        const seconds = (change.changedAt.getTime() - changes[i - 1]!.changedAt.getTime()) / 1000;
        stays.push({ agencyId: agencyOf.get(Number(contractId))!, status: change.fromStatus, seconds });
      }
    }
    const usual = (agencyId: number, status: string): number | null => {
      const own = stays.filter((s) => s.agencyId === agencyId && s.status === status);
      const pool = own.length >= 5 ? own : stays.filter((s) => s.status === status);
      return pool.length === 0
        ? null
        : percentile(
            pool.map((s) => s.seconds),
            0.75,
          );
    };
    const stalled = rows
      .filter((c) => !c.archived && (OPEN_STATUSES as readonly string[]).includes(c.status))
      .map((c) => ({ id: c.id, seconds: (now - c.since.getTime()) / 1000, usual: stalledThresholdSeconds(usual(c.agencyId, c.status)) }))
      .filter((c): c is { id: number; seconds: number; usual: number } => c.usual !== null && c.seconds > c.usual)
      .sort((a, b) => b.seconds / Math.max(b.usual, 1) - a.seconds / Math.max(a.usual, 1) || a.id - b.id);
    expect(stalled.length, 'the demo data has stalled deals to list').toBeGreaterThan(0);

    const answer = answered(await t.api.get('/api/Statistics/Stalled', superadmin()));
    expect(answer.total).toBe(stalled.length);
    expect(answer.items.map((d) => d.contractId)).toEqual(stalled.slice(0, answer.items.length).map((d) => d.id));
    expect(answer.items.length).toBe(Math.min(20, stalled.length));
    for (const [i, deal] of answer.items.entries()) expect(deal.usualDays).toBe(Math.round((stalled[i]!.usual / 86_400) * 10) / 10);
  });
});

describe('drill-down', () => {
  /** The contracts list's total for a row's or a table's filters (GET …/Contracts, archived=all). */
  const listed = async (drill: NonNullable<StatsTable['contracts']>) => {
    const params = new URLSearchParams({ archived: 'all', pageSize: '1' });
    for (const [key, value] of Object.entries(drill)) params.set(key, Array.isArray(value) ? value.join(',') : String(value));
    const response = await t.api.get('/api/Agency/{agencyId}/Contracts', { params: { agencyId: smartcom }, query: params, as: 'superadmin' });
    expect(response.status, String(params)).toBe(200);
    return response.body.total;
  };

  it("lands on a contracts list that holds each row's contracts, whatever the filters", async () => {
    const family = rowsOf<{ id: number }>(
      await t.db.execute(sql`select family_id as id from product_models where id = (select model_id from contract_items where kind = 'product' limit 1)`),
    )[0]!.id;
    const accessory = rowsOf<{ id: number }>(await t.db.execute(sql`select accessory_id as id from contract_items where accessory_id is not null limit 1`))[0]!
      .id;
    for (const path of [
      'overall-performance/contracts',
      `overall-performance/contracts?agencyId=${milano}&familyId=${family}`,
      `overall-performance/contracts?focus=annual&year=${all[0]!.createdAt.getUTCFullYear()}&accessoryId=${accessory}`,
      'overall-performance/average-value?provider=grenke',
      'sales-performance/by-agent',
      `sales-performance/by-agency?status=active,refused`,
      'ranking-products/top-models',
    ]) {
      const answer = await table(path);
      expect(answer.contracts, path).not.toBeNull();
      expect(await listed(answer.contracts!), path).toBe(answer.totals.contracts);
      for (const row of answer.rows.slice(0, 6)) {
        if (row.contracts) expect(await listed(row.contracts), `${path} ${row.key}`).toBe(row.values.contracts);
      }
    }
  });

  it('names no contracts when the status filter and the metric exclude each other', async () => {
    const answer = await table('overall-performance/monthly-revenue?status=draft');
    expect(answer.contracts).toBeNull();
    expect(answer.rows).toEqual([]);
    expect(answer.totals.monthlyRevenue).toBe(0);
  });
});
