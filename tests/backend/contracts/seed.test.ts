// The demo contracts (docs/domain.md) and the large generator: spread over every
// status, agency, agent, type and provider; priced by the pricing rules;
// histories that follow (docs/domain.md); units, serials, DDTs, orders and credit
// decisions where the status implies them; idempotent.
import { and, asc, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedBulkContracts } from '@/backend/demo/contracts/bulk';
import { transitionOf } from '@/core/lifecycle/contract-lifecycle';
import {
  agencies,
  companies,
  contractItems,
  contractProducts,
  contractStatusHistory,
  contracts,
  creditDecisions,
  creditProviders,
  guaranteeServices,
  supplierOrderUnits,
  users,
} from '@/backend/db/schema';
import { seedDemoData } from '@/backend/demo/seed';
import { seedDemoContracts } from '@/backend/demo/seed-contracts';
import { priceCart } from '@/backend/pricing/service';
import { CONTRACT_STATUSES } from '@/core/domain/contracts';
import { type ContractsTestApp, setupContractsApp } from '../../support/backend/contracts-app';
import { contractsPastTheirFacts } from '@/backend/contracts/past-facts';

describe('contracts seed', () => {
  let t: ContractsTestApp;
  beforeAll(async () => {
    t = await setupContractsApp();
  });
  afterAll(() => t.close());

  const all = () =>
    t.db
      .select({ c: contracts, agency: agencies.name, creator: users.username, provider: creditProviders.code })
      .from(contracts)
      .innerJoin(agencies, eq(agencies.id, contracts.agencyId))
      .innerJoin(users, eq(users.id, contracts.createdById))
      .innerJoin(creditProviders, eq(creditProviders.id, contracts.providerId));

  it('spreads at least 60 contracts over every status, agency, agent, type and provider', async () => {
    const rows = await all();
    expect(rows.length).toBeGreaterThanOrEqual(60);
    expect(new Set(rows.map((r) => r.c.status))).toEqual(new Set(CONTRACT_STATUSES));
    expect(new Set(rows.map((r) => r.agency))).toEqual(new Set(['SmartCom', 'Agenzia Milano', 'Agenzia Roma', 'Nikon']));
    expect(new Set(rows.map((r) => r.creator))).toEqual(
      new Set(['agent', 'junior', 'nikon', 'capoarea', 'agencyadmin', 'groupmanager', 'admin', 'superadmin']),
    );
    expect(new Set(rows.map((r) => `${r.agency}/${r.creator}`))).toContain('Nikon/agent');
    expect(new Set(rows.map((r) => r.c.contractType))).toEqual(new Set(['purchase', 'flex', 'plus']));
    expect(new Set(rows.map((r) => r.provider))).toEqual(new Set(['GRENKE', 'BNP', 'DLL']));
    expect(new Set(rows.map((r) => r.c.number)).size).toBe(rows.length);
    expect(rows.every((r) => /^AP-\d{4}-\d{6}$/.test(r.c.number))).toBe(true);
    expect(rows.some((r) => r.c.archived && r.c.status === 'refused')).toBe(true);
    expect(rows.some((r) => r.c.archived && r.c.status === 'draft')).toBe(true);
    expect(rows.some((r) => r.c.archived && ['closed', 'finished'].includes(r.c.status))).toBe(true);
    expect(rows.filter((r) => r.c.status === 'draft' && r.c.companyId === null).length).toBeGreaterThan(0);
  });

  it('seeds no contract past its facts: every one in activation or running has its serials, DDTs and delivery day', async () => {
    expect(await contractsPastTheirFacts(t.db)).toEqual([]);
  });

  it('gives every contract a history along the transition table ending in its status', async () => {
    const history = await t.db
      .select()
      .from(contractStatusHistory)
      .orderBy(asc(contractStatusHistory.contractId), asc(contractStatusHistory.changedAt), asc(contractStatusHistory.id));
    for (const { c } of await all()) {
      const steps = history.filter((h) => h.contractId === c.id);
      expect(steps[0]).toMatchObject({ fromStatus: null });
      expect(['draft', 'created']).toContain(steps[0]!.toStatus);
      steps.slice(1).forEach((step, i) => {
        expect(step.fromStatus).toBe(steps[i]!.toStatus);
        expect(transitionOf(step.fromStatus!, step.toStatus) !== undefined, `${c.number}: ${step.fromStatus} → ${step.toStatus}`).toBe(true);
        expect(step.changedAt.getTime()).toBeGreaterThan(steps[i]!.changedAt.getTime());
      });
      expect(steps.at(-1)!.toStatus).toBe(c.status);
      expect(steps.at(-1)!.changedAt.toISOString()).toBe(c.lastStatusChangeAt.toISOString());
      expect(c.closingDate !== null).toBe(['closed', 'finished'].includes(c.status));
    }
  });

  it('records the credit decision that led each evaluated contract on', async () => {
    const decisions = await t.db.select().from(creditDecisions);
    const history = await t.db.select().from(contractStatusHistory).where(eq(contractStatusHistory.fromStatus, 'created'));
    expect(history.length).toBeGreaterThan(0);
    for (const step of history) {
      const decision = decisions.find((d) => d.contractId === step.contractId);
      expect(decision?.outcome).toBe(step.toStatus);
      expect(decision?.reason).toBeTruthy();
      expect(step.changedById).toBeNull();
    }
  });

  it('leaves recent GRENKE refusals that another provider could take: the demo of the resubmission', async () => {
    const refused = await t.db
      .select({ id: contracts.id, agencyId: contracts.agencyId, archived: contracts.archived })
      .from(contracts)
      .innerJoin(creditProviders, eq(creditProviders.id, contracts.providerId))
      .where(and(eq(contracts.status, 'refused'), eq(creditProviders.code, 'GRENKE')));
    const open = [];
    for (const c of refused.filter((r) => !r.archived)) {
      const detail = (
        await t.api.get('/api/Agency/{agencyId}/Contracts/{contractId}', { params: { agencyId: c.agencyId, contractId: c.id }, as: 'superadmin' })
      ).body;
      if (detail.providerOptions.some((o) => o.blocks.length === 0)) open.push(c.id);
    }
    expect(open.length).toBeGreaterThanOrEqual(1);
  });

  it('prices every contract by the pricing rules', async () => {
    const rows = await all();
    const services = await t.db.select().from(guaranteeServices);
    for (const { c, provider } of rows.filter((_, i) => i % 7 === 0)) {
      const items = await t.db.select().from(contractItems).where(eq(contractItems.contractId, c.id)).orderBy(asc(contractItems.id));
      const lines = items
        .filter((i) => i.kind === 'product')
        .map((p) => ({
          modelId: p.modelId!,
          quantity: p.quantity,
          durationMonths: c.durationMonths,
          accessories: items
            .filter((i) => i.parentItemId === p.id && i.kind === 'accessory')
            .map((a) => ({ accessoryId: a.accessoryId!, quantity: a.quantity })),
          services: items
            .filter((i) => i.parentItemId === p.id && i.kind === 'service')
            .map((s) => ({ tier: services.find((g) => g.id === s.serviceId)!.tier, quantity: s.quantity })),
        }));
      const units = lines.reduce((sum, l) => sum + l.quantity, 0);
      const destinations = c.shippingMode === 'multipleDestinations' ? [{ units }] : [];
      const priced = await priceCart(
        { db: t.db },
        { agencyId: c.agencyId },
        { providerCode: provider, contractType: c.contractType, lines, shipping: { mode: c.shippingMode, destinations } },
      ).catch(
        // a multi-destination split is checked by its own rule; price the same goods to the registered office then
        () =>
          priceCart(
            { db: t.db },
            { agencyId: c.agencyId },
            { providerCode: provider, contractType: c.contractType, lines, shipping: { mode: 'registeredOffice', destinations: [] } },
          ),
      );
      expect(priced.financedAmount, c.number).toBe(c.financedAmount);
      expect(priced.monthlyPayment, c.number).toBe(c.monthlyPayment);
      expect(priced.totalValue, c.number).toBe(c.totalValue);
    }
  });

  it('serialises and ships units once signed, and orders them, some partially', async () => {
    const units = await t.db
      .select({ status: contracts.status, unit: contractProducts, orderId: supplierOrderUnits.orderId })
      .from(contractProducts)
      .innerJoin(contracts, eq(contracts.id, contractProducts.contractId))
      .leftJoin(supplierOrderUnits, eq(supplierOrderUnits.contractProductId, contractProducts.id));
    for (const { status, unit, orderId } of units) {
      expect(unit.partNumber).toBeTruthy();
      if (['inActivation', 'active', 'closing', 'closed', 'finished'].includes(status)) {
        expect(unit.serialNumber && unit.ddtNumber && unit.ddtDate && orderId).toBeTruthy();
        expect(unit.status).toBe(status);
      }
      if (['draft', 'draft_with_notes'].includes(status)) expect(unit.status).toBe('none');
      if (['created', 'preApprovated', 'sent', 'refused'].includes(status)) expect(unit.serialNumber).toBeNull();
    }
    const accepted = units.filter((u) => u.status === 'contractAccepted');
    expect(accepted.some((u) => u.unit.ddtNumber)).toBe(true);
    const byContract = new Map<number, { units: number; ordered: number }>();
    for (const u of accepted) {
      const entry = byContract.get(u.unit.contractId) ?? { units: 0, ordered: 0 };
      byContract.set(u.unit.contractId, { units: entry.units + 1, ordered: entry.ordered + (u.orderId ? 1 : 0) });
    }
    expect([...byContract.values()].some((e) => e.ordered > 0 && e.ordered < e.units)).toBe(true);
    expect([...byContract.values()].some((e) => e.ordered === 0)).toBe(true);
  });

  it('gives the demo customer Rossi Forniture Srl with contracts, and companies signers', async () => {
    const [row] = await t.db
      .select({ company: companies })
      .from(users)
      .innerJoin(companies, eq(companies.id, users.companyId))
      .where(eq(users.username, 'customer'));
    expect(row!.company).toMatchObject({ name: 'Rossi Forniture Srl', vatNumber: '04835210156' });
    const [{ n }] = (await t.db.select({ n: count() }).from(contracts).where(eq(contracts.companyId, row!.company.id))) as [{ n: number }];
    expect(n).toBeGreaterThanOrEqual(3);
  });

  it('adds nothing when run again', async () => {
    const before = await t.db.select({ n: count() }).from(contracts);
    await seedDemoData(t.db);
    expect(await seedDemoContracts(t.db)).toMatchObject({ contractsCreated: 0 });
    expect(await t.db.select({ n: count() }).from(contracts)).toEqual(before);
  });

  it('generates a large data set in bulk with the same consistency', async () => {
    const [{ n: before }] = (await t.db.select({ n: count() }).from(contracts)) as [{ n: number }];
    expect(await seedBulkContracts(t.db, 500, { seed: 7 })).toBe(500);
    const [{ n: after }] = (await t.db.select({ n: count() }).from(contracts)) as [{ n: number }];
    expect(after - before).toBe(500);
    const broken = await t.db.execute(sql`
      select h.contract_id from contract_status_history h
      join contract_status_history p on p.contract_id = h.contract_id and p.changed_at < h.changed_at
      group by h.contract_id, h.id, h.from_status having h.from_status is distinct from (array_agg(p.to_status order by p.changed_at desc))[1]
      limit 5`);
    expect((broken as unknown as { rows: unknown[] }).rows).toEqual([]);
    const [dupes] = ((await t.db.execute(sql`select count(*) - count(distinct number) as d from contracts`)) as unknown as { rows: { d: number | string }[] })
      .rows;
    expect(Number(dupes!.d)).toBe(0);
    const [agentOwn] = await t.db
      .select({ n: count() })
      .from(contracts)
      .where(and(eq(contracts.createdById, await t.userId('junior'))));
    expect(agentOwn!.n).toBeGreaterThan(10);
    // the API still answers over it
    const page = await t.api.get('/api/Agency/{agencyId}/Contracts', {
      params: { agencyId: t.agency['Agenzia Milano']! },
      query: { pageSize: 5 },
      as: 'admin',
    });
    expect(page.status).toBe(200);
  });
});
