// The providers' rate factors and the guarantee tiers' fees on the system
// parameters page: the two administrators read, change within each range
// (a Viewer only reads), every other role 403, unknown ids 404, one audit row
// per save, the next quote of every agency priced with the new factor, and
// any JSON body answered without a 500.
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { users } from '@/backend/db/schema';
import type { ApiCallBody } from '@/lib/api-types';
import { type AdminTestApp, setupAdminApp } from '../../support/backend/admin-app';
import { readError } from '../../support/backend/api-caller';

const RATES = '/api/SystemParameters/RateFactors';
const FEES = '/api/OneriAccessori';
let t: AdminTestApp;
const rates = (username = 'superadmin') => t.api.get(RATES, t.home(username));
const fees = (username = 'superadmin') => t.api.get(FEES, t.home(username));
const readRates = async (username = 'superadmin') => (await rates(username)).body;
const readFees = async (username = 'superadmin') => (await fees(username)).body;
const putRates = (json: ApiCallBody<'PUT', typeof RATES>, username = 'superadmin') => t.api.put(RATES, { json, ...t.home(username) });
const putFees = (json: ApiCallBody<'PUT', typeof FEES>, username = 'superadmin') => t.api.put(FEES, { json, ...t.home(username) });
/** A body the routes may not declare (a probe), sent raw. */
const put = (path: string, body: unknown, username = 'superadmin') => t.asIn(username, path, { method: 'PUT', body });

/** A one-phone GRENKE cart for 36 months, priced for an agent in their agency. */
const quote = async (username: string, agencyName: string) => {
  const response = await t.api.post('/api/Agency/{agencyId}/Contracts/prices', {
    params: { agencyId: t.agency[agencyName]! },
    json: {
      providerCode: 'GRENKE',
      contractType: 'purchase',
      lines: [{ modelId: t.models.flex, quantity: 1, durationMonths: 36, accessories: [], services: [{ tier: 'SILVER', quantity: 1 }] }],
      shipping: { mode: 'pickup', destinations: [] },
    },
    ...t.home(username, agencyName),
  });
  expect(response.status, String(response)).toBe(200);
  return response.body;
};

beforeAll(async () => {
  t = await setupAdminApp();
});
afterAll(() => t.close());

describe('who reads and changes them', () => {
  it('lets both administrators read and change; a Viewer only reads; every other role of every agency gets 403', async () => {
    const { factors } = await readRates('admin');
    expect(factors.length).toBe(36);
    expect(factors.slice(0, 3).map((f) => [f.providerCode, f.durationMonths, f.bandMaxCents])).toEqual([
      ['BNP', 24, 500_000],
      ['BNP', 24, 2_500_000],
      ['BNP', 24, null],
    ]);
    const { fees: tiers } = await readFees('admin');
    expect(tiers.length).toBe(12);
    expect((await putRates({ factors: [{ id: factors[0]!.id, factor: factors[0]!.factor }] }, 'admin')).status).toBe(200);
    expect((await putFees({ fees: [{ id: tiers[0]!.id }] }, 'admin')).status).toBe(200);
    for (const username of ['agencyadmin', 'capoarea', 'groupmanager', 'agent', 'junior', 'nikon', 'customer']) {
      expect((await rates(username)).status, username).toBe(403);
      expect((await fees(username)).status, username).toBe(403);
      expect((await putRates({ factors: [{ id: factors[0]!.id, factor: 0.05 }] }, username)).status, username).toBe(403);
      expect((await putFees({ fees: [{ id: tiers[0]!.id, freeAccidents: 3 }] }, username)).status, username).toBe(403);
    }
    const [admin] = await t.db.select().from(users).where(eq(users.username, 'admin'));
    await t.db.update(users).set({ backOfficeRole: 'Viewer' }).where(eq(users.id, admin!.id));
    try {
      expect((await rates('admin')).status).toBe(200);
      expect((await putRates({ factors: [{ id: factors[0]!.id, factor: 0.05 }] }, 'admin')).status).toBe(403);
      expect((await putFees({ fees: [{ id: tiers[0]!.id, freeAccidents: 3 }] }, 'admin')).status).toBe(403);
    } finally {
      await t.db.update(users).set({ backOfficeRole: 'Editor' }).where(eq(users.id, admin!.id));
    }
    expect((await readRates()).factors).toEqual(factors);
  });

  it('answers 404 for an unknown id and 400 out of range, changing nothing', async () => {
    const { factors } = await readRates();
    const { fees: tiers } = await readFees();
    expect(
      (
        await putRates({
          factors: [
            { id: factors[0]!.id, factor: 0.05 },
            { id: 999_999, factor: 0.05 },
          ],
        })
      ).status,
    ).toBe(404);
    expect((await putFees({ fees: [{ id: 999_999, freeAccidents: 1 }] })).status).toBe(404);
    // '0.03' and null are no factor the route declares: probes, sent raw
    for (const factor of [0, 0.0009, 0.21, 0.0300001, -0.03, '0.03', null]) {
      expect((await put(RATES, { factors: [{ id: factors[0]!.id, factor }] })).status, String(factor)).toBe(400);
    }
    expect((await putRates({ factors: [] })).status).toBe(400);
    for (const wrong of [
      { handlingFeeCents: 100_001 },
      { handlingFeeCents: -1 },
      { handlingFeeCents: 10.5 },
      { freeAccidents: 11 },
      { accidentalCoverYears: 0 },
    ]) {
      expect((await putFees({ fees: [{ id: tiers[0]!.id, ...wrong }] })).status, JSON.stringify(wrong)).toBe(400);
    }
    expect((await readRates()).factors).toEqual(factors);
    expect((await readFees()).fees).toEqual(tiers);
  });
});

describe('rate factors', () => {
  it('prices the next quote of every agency with a changed factor, with one audit row', async () => {
    const before = await quote('agent', 'Agenzia Milano');
    const { factors } = await readRates();
    const band = factors.find(
      (f) => f.providerCode === 'GRENKE' && f.durationMonths === 36 && f.bandMaxCents === (before.bandMax === null ? null : Math.round(before.bandMax * 100)),
    )!;
    expect(band.factor).toBe(before.rateFactor);
    const raised = Number((band.factor + 0.001).toFixed(6));
    const saved = await putRates({ factors: [{ id: band.id, factor: raised }] });
    expect(saved.status).toBe(200);
    const answer = saved.body;
    expect(answer.factors.find((f) => f.id === band.id)!.factor).toBe(raised);
    expect(answer.history[0]).toMatchObject({
      entity: 'rate',
      action: 'update',
      actor: { username: 'superadmin' },
      changes: { [`GRENKE.36.${band.bandMaxCents ?? 'top'}`]: { from: band.factor, to: raised } },
    });
    for (const [username, agency] of [
      ['agent', 'Agenzia Milano'],
      ['nikon', 'Nikon'],
    ] as const) {
      const after = await quote(username, agency);
      expect(after.rateFactor, agency).toBe(raised);
      expect(after.monthlyPayment).toBe(Math.round(after.financedAmount * raised * 100) / 100);
    }
    expect((await quote('agent', 'Agenzia Milano')).monthlyPayment).toBeGreaterThan(before.monthlyPayment);
    // saving the same value again records nothing
    expect((await putRates({ factors: [{ id: band.id, factor: raised }] })).body.history.length).toBe(answer.history.length);
  });
});

describe('guarantee fees', () => {
  it("changes a tier's fees for its category; the next services read shows them; one audit row", async () => {
    const { fees: tiers } = await readFees();
    const gold = tiers.find((f) => f.tier === 'GOLD' && f.category === 'smartphone')!;
    expect(gold).toMatchObject({ handlingFeeCents: 4_800, freeAccidents: 0, accidentalCoverYears: null, theftDeductibleCents: null });
    const saved = await putFees({ fees: [{ id: gold.id, handlingFeeCents: 5_200, theftDeductibleCents: 20_000, accidentalCoverYears: 3 }] });
    expect(saved.status).toBe(200);
    const answer = saved.body;
    expect(answer.fees.find((f) => f.id === gold.id)).toMatchObject({ handlingFeeCents: 5_200, theftDeductibleCents: 20_000, accidentalCoverYears: 3 });
    expect(answer.history[0]).toMatchObject({
      entity: 'service',
      action: 'update',
      changes: {
        'GOLD.smartphone.handlingFeeCents': { from: 4_800, to: 5_200 },
        'GOLD.smartphone.theftDeductibleCents': { from: null, to: 20_000 },
        'GOLD.smartphone.accidentalCoverYears': { from: null, to: 3 },
      },
    });
    const services = (
      await t.api.get('/api/Agency/{agencyId}/ProductModel/{productModelId}/Services', {
        params: { agencyId: t.agency.Nikon!, productModelId: t.models.flex },
        ...t.home('nikon', 'Nikon'),
      })
    ).body;
    expect(services.find((s) => s.tier === 'GOLD')!.terms).toMatchObject({ handlingFee: { amount: 52 }, theft: { deductible: 200 }, accidentalCoverYears: 3 });
    // the other categories keep theirs
    expect((await readFees()).fees.find((f) => f.tier === 'GOLD' && f.category === 'tablet')!.handlingFeeCents).toBe(4_800);
  });
});

describe('any JSON on every write', () => {
  const errorLog = vi.spyOn(console, 'error');
  const value = fc.oneof(fc.string({ maxLength: 12 }), fc.integer(), fc.double(), fc.boolean(), fc.constant(null), fc.jsonValue({ maxDepth: 2 }));
  const item = (ids: number[]) =>
    fc
      .record(
        Object.fromEntries(
          ['factor', 'handlingFeeCents', 'freeAccidents', 'accidentalCoverYears', 'theftDeductibleCents', 'theftDeductibleAfterMonth36MaxCents', 'extra'].map(
            (k) => [k, value],
          ),
        ),
        { requiredKeys: [] },
      )
      .chain((rest) => fc.oneof(fc.constantFrom(...ids), value).map((id) => ({ id, ...rest })));

  it('never answers 500 (1,000 runs over rate factors and guarantee fees)', { timeout: 240_000 }, async () => {
    const ids = [...(await readRates()).factors.slice(0, 3).map((f) => f.id), ...(await readFees()).fees.slice(0, 3).map((f) => f.id)];
    const body = fc.oneof(
      fc.record({ factors: fc.oneof(fc.array(item(ids), { maxLength: 4 }), value) }, { requiredKeys: [] }),
      fc.record({ fees: fc.oneof(fc.array(item(ids), { maxLength: 4 }), value) }, { requiredKeys: [] }),
      fc.jsonValue({ maxDepth: 3 }),
    );
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(RATES, FEES), body, async (path, json) => {
        const response = await put(path, json);
        expect(response.status).toBeLessThan(500);
        if (response.status >= 400) expect((await readError(response)).errors.length).toBeGreaterThan(0);
      }),
      { numRuns: 1000 },
    );
    expect(errorLog).not.toHaveBeenCalled();
  });
});
