// A refused deal resubmitted to another credit provider (docs/domain.md,
// "Credit providers"): the embedded providers' own rules, the providers the
// detail lists, the one-step resubmission (repriced, history, evaluation by
// the new provider), its refusals (same data 409, ineligible 409, unknown
// 400, no capability 403, another agency 404) and the approval rate by
// provider in the statistics.
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contracts, creditDecisions } from '@/backend/db/schema';
import { rowsOf } from '@/backend/db/rows';
import { monthlyPayment, sortBands } from '@/core/pricing/rules';
import { toCents, toEuros } from '@/core/pricing/money';
import { COMPANY, type ContractsTestApp, contractBody, setupContractsApp } from '../../support/backend/contracts-app';

describe('resubmitting a refused deal to another provider', () => {
  let t: ContractsTestApp;
  let milano: number;
  beforeAll(async () => {
    t = await setupContractsApp();
    milano = t.agency['Agenzia Milano']!;
  });
  afterAll(() => t.close());

  const CONTRACT = '/api/Agency/{agencyId}/Contracts/{contractId}';
  /** A sound company, 18 months old: too young for GRENKE (24 months), old enough for the lenient providers (12). */
  const youngCompany = () => {
    const day = new Date(t.clock.now());
    day.setUTCMonth(day.getUTCMonth() - 18, 1);
    return { ...COMPANY, incorporationDate: day.toISOString().slice(0, 10) };
  };
  /** 24 months: BNP funds it, DLL (36–60) does not. */
  const refusedByGrenke = async () => {
    const body = contractBody(t.models.plain, { company: youngCompany() });
    body.lines = body.lines.map((line) => ({ ...line, durationMonths: 24 }));
    const response = await t.api.post('/api/Agency/{agencyId}/Contracts', { params: { agencyId: milano }, json: body, as: 'agent' });
    expect(response.status).toBe(201);
    return response.body;
  };
  const resubmit = (contractId: number, providerCode: string, as = 'agent', agencyId = milano) =>
    t.api.post(`${CONTRACT}/Resubmit`, { params: { agencyId, contractId }, json: { providerCode }, as });
  const bnpMonthly = async (financed: number) => {
    const bands = rowsOf<{ band_max: number | null; factor: number }>(
      await t.db.execute(
        sql`select f.band_max, f.factor from rate_factors f join credit_providers p on p.id = f.provider_id where p.code = 'BNP' and f.duration_months = 24`,
      ),
    ).map((b) => ({ bandMax: b.band_max === null ? null : Number(b.band_max), factor: Number(b.factor) }));
    return toEuros(monthlyPayment(sortBands(bands), toCents(financed))!.monthlyCents);
  };

  it('lets GRENKE refuse the young company and lists the providers that could take the deal, with their payments', async () => {
    const c = await refusedByGrenke();
    expect(c.status).toBe('refused');
    expect(c.creditDecisions).toMatchObject([{ providerCode: 'GRENKE', outcome: 'refused', reason: 'activity_too_short' }]);
    expect(c.actions.resubmit).toBe(true);
    const options = Object.fromEntries(c.providerOptions.map((o) => [o.code, o]));
    expect(options.GRENKE).toMatchObject({ current: true, blocks: ['refused_same_data', 'activity_too_short'] });
    expect(options.BNP).toMatchObject({ current: false, profile: 'lenient', blocks: [], monthlyPayment: await bnpMonthly(c.financedAmount) });
    expect(options.DLL!.blocks).toEqual(['duration_not_funded']);
    // The status menu does not offer the move: only the resubmission names the provider.
    expect(c.nextStatuses).toEqual([]);
    expect((await t.api.put(`${CONTRACT}/status`, { params: { agencyId: milano, contractId: c.id }, json: { status: 'created' }, as: 'agent' })).status).toBe(
      409,
    );
  });

  it('resubmits in one step: provider switched, repriced, recorded in the history, evaluated by the new provider', async () => {
    const c = await refusedByGrenke();
    const response = await resubmit(c.id, 'bnp');
    expect(response.status).toBe(200);
    const after = response.body;
    const monthly = await bnpMonthly(c.financedAmount);
    expect(after).toMatchObject({ status: 'preApprovated', provider: { code: 'BNP' }, monthlyPayment: monthly, totalValue: toEuros(toCents(monthly) * 24) });
    expect(after.creditDecisions.map((d) => [d.providerCode, d.outcome])).toEqual([
      ['GRENKE', 'refused'],
      ['BNP', 'preApprovated'],
    ]);
    const moves = after.history.map((h) => [h.fromStatus, h.toStatus, h.creditDecision?.providerCode ?? null]);
    expect(moves).toEqual([
      [null, 'created', null],
      ['created', 'refused', 'GRENKE'],
      ['refused', 'created', null],
      ['created', 'preApprovated', 'BNP'],
    ]);
    expect(after.history[1]!.creditDecision).toEqual({ providerCode: 'GRENKE', reason: 'activity_too_short' });
    expect(after.history[2]).toMatchObject({
      changedBy: { username: 'agent' },
      providerChange: { fromCode: 'GRENKE', toCode: 'BNP', monthlyBefore: c.monthlyPayment, monthlyAfter: monthly },
    });
    expect(after.providerOptions).toEqual([]);
    // Each decision keeps the fingerprint of what it judged: the same deal for both.
    const prints = await t.db.select({ fingerprint: creditDecisions.fingerprint }).from(creditDecisions).where(eq(creditDecisions.contractId, c.id));
    expect(new Set(prints.map((p) => p.fingerprint)).size).toBe(1);
    expect(prints[0]!.fingerprint).toMatch(/^v1;amount=\d+;months=24;vat=12345678903;/);
    // Done once: the contract is no longer refused.
    expect((await resubmit(c.id, 'BNP')).error.errors[0]!.code).toBe('update_status_failed_wrong_status_selected');
  });

  it('refuses the provider that refused the same data, an ineligible or unknown provider, and changes nothing', async () => {
    const c = await refusedByGrenke();
    const same = await resubmit(c.id, 'GRENKE');
    expect(same.status).toBe(409);
    expect(same.error.errors[0]).toMatchObject({ field: 'providerCode', code: 'resubmit_same_data' });
    const ineligible = await resubmit(c.id, 'DLL');
    expect(ineligible.status).toBe(409);
    expect(ineligible.error.errors[0]!.code).toBe('provider_not_eligible');
    const unknown = await resubmit(c.id, 'ACME');
    expect(unknown.status).toBe(400);
    expect(unknown.error.errors[0]!.code).toBe('unknown_provider');
    const [row] = await t.db.select({ status: contracts.status, monthlyPayment: contracts.monthlyPayment }).from(contracts).where(eq(contracts.id, c.id));
    expect(row).toEqual({ status: 'refused', monthlyPayment: c.monthlyPayment });
  });

  it('lets a changed deal go back to the provider that refused it', async () => {
    const c = await refusedByGrenke();
    // The company's copy says it is older now (as if corrected on the contract): a different deal for GRENKE.
    await t.db
      .update(contracts)
      .set({ company: { ...c.company!, incorporationDate: '2010-01-01' } })
      .where(eq(contracts.id, c.id));
    const again = await resubmit(c.id, 'GRENKE');
    expect(again.status).toBe(200);
    expect(again.body.status).toBe('preApprovated');
    expect(again.body.history.at(-2)!.providerChange).toMatchObject({ fromCode: 'GRENKE', toCode: 'GRENKE' });
  });

  it('answers 403 without the capability and 404 for another agency', async () => {
    const c = await refusedByGrenke();
    expect((await resubmit(c.id, 'BNP', 'customer')).status).toBe(403);
    expect((await resubmit(c.id, 'BNP', 'nikon', t.agency['Nikon']!)).status).toBe(404);
    const [row] = await t.db
      .select({ status: contracts.status })
      .from(contracts)
      .where(and(eq(contracts.id, c.id)));
    expect(row!.status).toBe('refused');
  });

  it('counts every decision per provider in sales-performance by-provider', async () => {
    const c = await refusedByGrenke();
    await resubmit(c.id, 'BNP');
    const response = await t.api.get('/api/Statistics/{category}/{metric}', {
      params: { category: 'sales-performance', metric: 'by-provider' },
      query: new URLSearchParams({ agencyId: String(milano) }),
      as: 'superadmin',
      agencyId: t.agency['SmartCom']!,
    });
    expect(response.status).toBe(200);
    const expected = rowsOf<{ code: string; approved: string; refused: string; decisions: string }>(
      await t.db.execute(sql`
        select d.provider_code as code, count(*) filter (where d.outcome = 'preApprovated') as approved,
               count(*) filter (where d.outcome = 'refused') as refused, count(*) as decisions
        from credit_decisions d join contracts c on c.id = d.contract_id
        where c.agency_id = ${milano} group by d.provider_code`),
    );
    const rows = Object.fromEntries(response.body.rows.map((r) => [r.key, r.values]));
    for (const e of expected) {
      const approved = Number(e.approved);
      const refused = Number(e.refused);
      expect(rows[e.code], e.code).toMatchObject({ approved, refused, decisions: Number(e.decisions) });
      if (approved + refused > 0) expect(rows[e.code]!.approvalRate).toBeCloseTo((100 * approved) / (approved + refused), 6);
    }
    expect(Number(expected.find((e) => e.code === 'BNP')!.approved)).toBeGreaterThanOrEqual(1);
    expect(Number(expected.find((e) => e.code === 'GRENKE')!.refused)).toBeGreaterThanOrEqual(1);
  });
});
