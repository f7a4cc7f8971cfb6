// GET contracts: the data scope (docs/domain.md) per role (out of scope → 404),
// filters, sort and paging in SQL, detail, economics, signers and history.
import { and, count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, contracts, users } from '@/backend/db/schema';
import { type ContractsTestApp, setupContractsApp } from '../../support/backend/contracts-app';

describe('contracts reads', () => {
  let t: ContractsTestApp;
  let milano: number;
  let nikon: number;
  let roma: number;
  const user: Record<string, number> = {};

  beforeAll(async () => {
    t = await setupContractsApp();
    milano = t.agency['Agenzia Milano']!;
    nikon = t.agency.Nikon!;
    roma = t.agency['Agenzia Roma']!;
    for (const row of await t.db.select({ id: users.id, username: users.username }).from(users)) user[row.username] = row.id;
  });
  afterAll(() => t.close());

  /** The list as `username`; the query as a list's filters send it (URLSearchParams, as the portal's filters modules build it). */
  const listPage = (username: string, agencyId: number | string, query = '') =>
    t.api.get('/api/Agency/{agencyId}/Contracts', { params: { agencyId }, query: new URLSearchParams(query), as: username });
  const list = async (username: string, agencyId: number, query = '') => {
    const response = await listPage(username, agencyId, `pageSize=100&archived=all${query}`);
    expect(response.status).toBe(200);
    return response.body;
  };
  const contract = (username: string, agencyId: number, contractId: number | string) =>
    t.api.get('/api/Agency/{agencyId}/Contracts/{contractId}', { params: { agencyId, contractId }, as: username });
  const countWhere = async (...where: Parameters<typeof and>) =>
    (
      await t.db
        .select({ n: count() })
        .from(contracts)
        .where(and(...where))
    )[0]!.n;
  const oneOf = async (agencyId: number, creator: string) => {
    const [row] = await t.db
      .select({ id: contracts.id })
      .from(contracts)
      .where(and(eq(contracts.agencyId, agencyId), eq(contracts.createdById, user[creator]!)))
      .limit(1);
    return row!.id;
  };
  const detailStatus = async (username: string, agencyId: number, id: number) => (await contract(username, agencyId, id)).status;

  describe('scope', () => {
    it('shows an agent their own contracts in the agency only', async () => {
      const page = await list('agent', milano);
      expect(page.total).toBe(await countWhere(eq(contracts.agencyId, milano), eq(contracts.createdById, user.agent!)));
      expect(page.total).toBeGreaterThan(0);
      expect(new Set(page.items.map((c) => `${c.agency.name}/${c.createdBy?.username}`))).toEqual(new Set(['Agenzia Milano/agent']));
      const nikonPage = await list('agent', nikon);
      expect(new Set(nikonPage.items.map((c) => `${c.agency.name}/${c.createdBy?.username}`))).toEqual(new Set(['Nikon/agent']));
    });

    it("answers 404 for another agent's contract, never 403", async () => {
      expect(await detailStatus('agent', milano, await oneOf(milano, 'junior'))).toBe(404);
      expect(await detailStatus('junior', milano, await oneOf(milano, 'agent'))).toBe(404);
      expect(await detailStatus('agent', milano, await oneOf(nikon, 'nikon'))).toBe(404);
      expect(await detailStatus('agent', milano, await oneOf(milano, 'agent'))).toBe(200);
    });

    it('shows a capo area their own and their team’s contracts', async () => {
      const page = await list('capoarea', milano);
      const team = [user.capoarea!, user.agent!, user.junior!];
      expect(page.total).toBe(await countWhere(eq(contracts.agencyId, milano), inArray(contracts.createdById, team)));
      expect(new Set(page.items.map((c) => c.createdBy?.username))).toEqual(new Set(['capoarea', 'agent', 'junior']));
      expect(await detailStatus('capoarea', milano, await oneOf(milano, 'junior'))).toBe(200);
      expect(await detailStatus('capoarea', milano, await oneOf(milano, 'agencyadmin'))).toBe(404);
    });

    it('shows a group manager without a team only their own', async () => {
      const page = await list('groupmanager', roma);
      expect(new Set(page.items.map((c) => c.createdBy?.username))).toEqual(new Set(['groupmanager']));
      expect(await detailStatus('groupmanager', roma, await oneOf(roma, 'admin'))).toBe(404);
    });

    it('shows an agency admin the whole agency and nothing of another', async () => {
      const page = await list('agencyadmin', milano);
      expect(page.total).toBe(await countWhere(eq(contracts.agencyId, milano)));
      expect(new Set(page.items.map((c) => c.agency.name))).toEqual(new Set(['Agenzia Milano']));
      expect(await detailStatus('agencyadmin', milano, await oneOf(nikon, 'nikon'))).toBe(404);
      expect((await listPage('agencyadmin', nikon)).status).toBe(404);
    });

    it('shows administrators every agency, filterable by agencyId', async () => {
      for (const admin of ['admin', 'superadmin']) {
        const page = await list(admin, milano);
        expect(page.total).toBe(await countWhere());
        expect(new Set(page.items.map((c) => c.agency.name)).size).toBe(4);
        const onlyNikon = await list(admin, milano, `&agencyId=${nikon}`);
        expect(onlyNikon.total).toBe(await countWhere(eq(contracts.agencyId, nikon)));
        expect(new Set(onlyNikon.items.map((c) => c.agency.id))).toEqual(new Set([nikon]));
        expect(await detailStatus(admin, milano, await oneOf(nikon, 'nikon'))).toBe(200);
      }
    });

    it("shows a customer only their company's contracts", async () => {
      const [rossi] = await t.db
        .select({ id: companies.id })
        .from(companies)
        .where(and(eq(companies.agencyId, milano), eq(companies.name, 'Rossi Forniture Srl')));
      const page = await list('customer', milano);
      expect(page.total).toBe(await countWhere(eq(contracts.companyId, rossi!.id)));
      expect(page.total).toBeGreaterThan(0);
      expect(new Set(page.items.map((c) => c.company?.name))).toEqual(new Set(['Rossi Forniture Srl']));
      expect(await detailStatus('customer', milano, await oneOf(milano, 'junior'))).toBe(404);
      expect((await listPage('customer', nikon)).status).toBe(404);
    });

    it('answers 401 without a token and 404 for a malformed or unknown id', async () => {
      expect((await t.request(`/api/Agency/${milano}/Contracts`)).status).toBe(401);
      expect(await detailStatus('admin', milano, 99_999_999)).toBe(404);
      expect((await contract('admin', milano, 'abc')).status).toBe(404);
      expect((await listPage('admin', 'abc')).status).toBe(404);
    });
  });

  describe('filters, sort and paging', () => {
    it('hides archived contracts unless asked', async () => {
      const visible = (await listPage('admin', milano, 'pageSize=100')).body;
      expect(visible.items.every((c) => !c.archived)).toBe(true);
      expect(visible.total).toBe(await countWhere(eq(contracts.archived, false)));
      const archived = (await listPage('admin', milano, 'pageSize=100&archived=true')).body;
      expect(archived.total).toBeGreaterThan(0);
      expect(archived.items.every((c) => c.archived)).toBe(true);
    });

    it('filters by several statuses, repeated or comma-separated, and by type and provider', async () => {
      const a = await list('admin', milano, '&status=sent&status=active');
      const b = await list('admin', milano, '&status=sent,active');
      expect(a.total).toBe(await countWhere(inArray(contracts.status, ['sent', 'active'])));
      expect(b.total).toBe(a.total);
      expect(new Set(a.items.map((c) => c.status))).toEqual(new Set(['sent', 'active']));
      const flex = await list('admin', milano, '&type=flex');
      expect(flex.items.every((c) => c.contractType === 'flex')).toBe(true);
      expect(flex.total).toBe(await countWhere(eq(contracts.contractType, 'flex')));
      const bnp = await list('admin', milano, '&provider=bnp');
      expect(bnp.total).toBeGreaterThan(0);
      expect(bnp.items.every((c) => c.provider.code === 'BNP')).toBe(true);
    });

    it('filters by agent and customer', async () => {
      const byAgent = await list('agencyadmin', milano, `&agentId=${user.junior}`);
      expect(byAgent.total).toBe(await countWhere(eq(contracts.agencyId, milano), eq(contracts.createdById, user.junior!)));
      const company = byAgent.items.find((c) => c.company)!.company!;
      const byCustomer = await list('agencyadmin', milano, `&customerId=${company.id}`);
      expect(byCustomer.items.every((c) => c.company?.id === company.id)).toBe(true);
      expect(byCustomer.total).toBe(await countWhere(eq(contracts.companyId, company.id)));
    });

    it('searches the number, the company name and the VAT number', async () => {
      const all = await list('admin', milano);
      const sample = all.items.find((c) => c.company)!;
      expect((await list('admin', milano, `&q=${sample.number}`)).items.map((c) => c.id)).toEqual([sample.id]);
      const byName = await list('admin', milano, `&q=${encodeURIComponent(sample.company!.name.slice(0, 6).toLowerCase())}`);
      expect(byName.items.some((c) => c.id === sample.id)).toBe(true);
      expect((await list('admin', milano, `&q=${sample.company!.vatNumber}`)).items.every((c) => c.company?.vatNumber === sample.company!.vatNumber)).toBe(
        true,
      );
      // LIKE wildcards are searched for literally
      expect((await list('admin', milano, '&q=%25')).total).toBe(0);
    });

    it('filters by creation and closing date ranges, inclusive', async () => {
      const all = await list('admin', milano, '&sort=createdAt&direction=asc');
      const day = all.items[10]!.createdAt.slice(0, 10);
      const from = await list('admin', milano, `&createdFrom=${day}`);
      const to = await list('admin', milano, `&createdTo=${day}`);
      expect(from.items.every((c) => c.createdAt.slice(0, 10) >= day)).toBe(true);
      expect(to.items.every((c) => c.createdAt.slice(0, 10) <= day)).toBe(true);
      expect(from.total + to.total).toBeGreaterThanOrEqual(all.total);
      const closed = await list('admin', milano, '&closingFrom=2000-01-01&closingTo=2100-12-31');
      expect(closed.total).toBe(await countWhere(inArray(contracts.status, ['closed', 'finished'])));
      expect(closed.items.every((c) => c.closingDate !== null)).toBe(true);
    });

    it('sorts by each key, both ways, with a stable order', async () => {
      const keys = {
        number: 'number',
        createdAt: 'createdAt',
        lastStatusChangeAt: 'lastStatusChangeAt',
        monthlyPayment: 'monthlyPayment',
        totalValue: 'totalValue',
      } as const;
      for (const [sort, field] of Object.entries(keys)) {
        for (const direction of ['asc', 'desc'] as const) {
          const values = (await list('admin', milano, `&sort=${sort}&direction=${direction}`)).items.map((c) => c[field]);
          const sorted = [...values].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
          expect(values, `${sort} ${direction}`).toEqual(direction === 'asc' ? sorted : sorted.reverse());
        }
      }
      const byCompany = (await list('admin', milano, '&sort=company&direction=asc')).items;
      const named = byCompany.filter((c) => c.company).map((c) => c.company!.name);
      expect(byCompany.slice(named.length).every((c) => c.company === null)).toBe(true);
      expect(named.length).toBeGreaterThan(0);
      const byClosing = (await list('admin', milano, '&sort=closingDate&direction=desc')).items;
      expect(byClosing[0]!.closingDate).not.toBeNull();
      const byStatus = (await list('admin', milano, '&sort=status&direction=asc')).items.map((c) => c.status);
      expect(byStatus[0]).toBe('draft');
    });

    it('pages without overlap and reports the total', async () => {
      const page1 = (await listPage('admin', milano, 'archived=all&pageSize=7&page=1')).body;
      const page2 = (await listPage('admin', milano, 'archived=all&pageSize=7&page=2')).body;
      expect(page1.items).toHaveLength(7);
      expect(page2.total).toBe(page1.total);
      expect(page1.items.map((c) => c.id).filter((id) => page2.items.some((c) => c.id === id))).toEqual([]);
      const beyond = (await listPage('admin', milano, 'archived=all&page=999')).body;
      expect(beyond).toEqual({ items: [], total: page1.total, totalCapped: false });
    });

    it('answers 400 with the errors list for bad filters', async () => {
      for (const query of ['pageSize=101', 'page=0', 'status=nope', 'sort=price', 'createdFrom=2026-02-30', 'agentId=-1', 'archived=maybe', 'q=%00']) {
        const response = await listPage('admin', milano, query);
        expect(response.status, query).toBe(400);
        expect(response.error.errors.length).toBeGreaterThan(0);
      }
    });
  });

  describe('detail', () => {
    it('holds every part the detail page shows', async () => {
      const [row] = await t.db
        .select({ id: contracts.id })
        .from(contracts)
        .where(and(eq(contracts.status, 'active'), eq(contracts.agencyId, milano)))
        .limit(1);
      const response = await contract('agencyadmin', milano, row!.id);
      expect(response.status).toBe(200);
      const detail = response.body;
      expect(detail.number).toMatch(/^AP-\d{4}-\d{6}$/);
      expect(detail.items.some((i) => i.kind === 'product')).toBe(true);
      expect(detail.items.filter((i) => i.kind === 'service').length).toBeGreaterThan(0);
      expect(detail.units.length).toBeGreaterThan(0);
      expect(detail.units.every((u) => u.status === 'active' && u.serialNumber && u.ddtNumber && u.partNumber && u.orderId)).toBe(true);
      expect(detail.orderStatus).toBe('Ordered');
      expect(detail.signers.length).toBeGreaterThan(0);
      expect(detail.creditDecisions[0]).toMatchObject({ outcome: 'preApprovated' });
      expect(detail.history.map((h) => h.toStatus).at(-1)).toBe('active');
      expect(detail.history[0]).toMatchObject({ fromStatus: null });
      expect(detail.commissionAmount).toBeGreaterThan(0);
      expect(detail.nextStatuses).toEqual([]);
    });

    it('hides the commission and the margin from customers', async () => {
      const own = await list('customer', milano);
      const id = own.items[0]!.id;
      const detail = (await contract('customer', milano, id)).body;
      expect(detail).not.toHaveProperty('commissionAmount');
      const economics = (
        await t.api.get('/api/Agency/{agencyId}/Contracts/{contractId}/economics', { params: { agencyId: milano, contractId: id }, as: 'customer' })
      ).body;
      expect(economics).not.toHaveProperty('commission');
      expect(economics).not.toHaveProperty('margin');
      expect(economics.monthlyPayment).toBe(detail.monthlyPayment);
    });

    it('explains the economics to agency staff', async () => {
      const [row] = await t.db
        .select({ id: contracts.id })
        .from(contracts)
        .where(and(eq(contracts.status, 'finished'), eq(contracts.agencyId, milano)))
        .limit(1);
      const response = await t.api.get('/api/Agency/{agencyId}/Contracts/{contractId}/economics', {
        params: { agencyId: milano, contractId: row!.id },
        as: 'agencyadmin',
      });
      expect(response.status).toBe(200);
      const e = response.body;
      expect(e.totalValue).toBeCloseTo(e.monthlyPayment * e.durationMonths, 2);
      expect(e.rateFactor).toBeCloseTo(e.monthlyPayment / e.financedAmount, 5);
      expect(e.supplierCost).toBeGreaterThan(0);
      expect(e.margin).toBeCloseTo(e.financedAmount - e.supplierCost! - e.commission!.amount, 2);
    });

    it('lists signers and history within scope only', async () => {
      const own = await oneOf(milano, 'agent');
      const signers = await t.api.get('/api/Agency/{agencyId}/Contracts/{contractId}/SignersList', {
        params: { agencyId: milano, contractId: own },
        as: 'agent',
      });
      expect(signers.status).toBe(200);
      const history = (await t.api.get('/api/Agency/{agencyId}/Contracts/{contractId}/History', { params: { agencyId: milano, contractId: own }, as: 'agent' }))
        .body;
      expect(history[0]!.changedBy?.username).toBe('agent');
      const foreign = await oneOf(milano, 'junior');
      const params = { agencyId: milano, contractId: foreign };
      expect((await t.api.get('/api/Agency/{agencyId}/Contracts/{contractId}/SignersList', { params, as: 'agent' })).status).toBe(404);
      expect((await t.api.get('/api/Agency/{agencyId}/Contracts/{contractId}/History', { params, as: 'agent' })).status).toBe(404);
      expect((await t.api.get('/api/Agency/{agencyId}/Contracts/{contractId}/economics', { params, as: 'agent' })).status).toBe(404);
    });
  });
});
