// The orders view: filters (order status, agency, supplier, contract dates),
// sort and paging in SQL; value and margin for roles that see economics; the
// same view as a streamed XLSX whose formula-like text stays text.
import { Workbook } from '@cj-tech-master/excelts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contracts } from '@/backend/db/schema';
import { XLSX_TYPE } from '@/backend/spreadsheets/stream-writer';
import { COMPANY, type ContractsTestApp, type Detail, contractBody, setupContractsApp } from '../../support/backend/contracts-app';

describe('orders list and OrdersXLS', () => {
  let t: ContractsTestApp;
  let milano: number;
  let injected: Detail;
  beforeAll(async () => {
    t = await setupContractsApp();
    milano = t.agency['Agenzia Milano']!;
    // A company name that a spreadsheet would run as a formula.
    injected = (
      await t.api.post('/api/Agency/{agencyId}/Contracts', {
        params: { agencyId: milano },
        json: contractBody(t.models.plain, { company: { ...COMPANY, name: '=HYPERLINK("http://evil.example","x")' } }),
        as: 'agent',
      })
    ).body;
    await t.db.update(contracts).set({ status: 'contractAccepted' }).where(eq(contracts.id, injected.id));
    await t.api.post('/api/Agency/{agencyId}/Orders', {
      params: { agencyId: milano },
      as: 'superadmin',
      json: {
        contractId: injected.id,
        supplierName: '+Rossi Distribuzione',
        supplierCode: '@RD',
        orderNumber: '-1',
        orderDate: '2026-01-10',
        supplierPrice: 100,
        unitIds: [injected.units[0]!.id],
      },
    });
  }, 60_000);
  afterAll(() => t.close());

  /** The orders view as the superadministrator; the query as the view's filters send it. */
  const orders = (query: string) =>
    t.api.get('/api/Agency/{agencyId}/Orders', { params: { agencyId: milano }, query: new URLSearchParams(query), as: 'superadmin' });
  const list = async (query: string) => (await orders(`pageSize=100&${query}`)).body;

  it('filters by agency, supplier and contract date, and pages', async () => {
    const all = await list('');
    expect(all.total).toBeGreaterThan(3);
    const roma = t.agency['Agenzia Roma']!;
    const inRoma = await list(`agencyId=${roma}`);
    expect(inRoma.items.length).toBeGreaterThan(0);
    expect(inRoma.items.every((r) => r.agency.id === roma)).toBe(true);
    const bySupplier = await list('supplier=rossi distri');
    expect(bySupplier.items.map((r) => r.contractId)).toEqual([injected.id]);
    const byCode = await list('supplier=@rd');
    expect(byCode.items.map((r) => r.contractId)).toEqual([injected.id]);
    const today = new Date().toISOString().slice(0, 10);
    const recent = await list(`createdFrom=${today}&createdTo=${today}`);
    expect(recent.items.map((r) => r.contractId)).toContain(injected.id);
    expect(recent.items.every((r) => r.createdAt.slice(0, 10) === today)).toBe(true);
    const old = await list(`createdTo=2000-01-01`);
    expect(old.total).toBe(0);
    const page2 = (await orders('pageSize=2&page=2')).body;
    expect(page2.items.map((r) => r.contractId)).toEqual(all.items.slice(2, 4).map((r) => r.contractId));
    expect((await orders('createdFrom=2026-02-30')).status).toBe(400);
    expect((await orders('sort=margin')).status).toBe(400);
  });

  it('sorts by the columns asked for, either way', async () => {
    const byNumber = await list('sort=number&direction=asc');
    expect(byNumber.items.map((r) => r.number)).toEqual([...byNumber.items.map((r) => r.number)].sort());
    const byAgency = await list('sort=agency&direction=desc');
    const names = byAgency.items.map((r) => r.agency.name);
    expect(new Set(names).size).toBeGreaterThan(1);
    expect(names).toEqual([...names].sort().reverse());
    const byStatus = await list('');
    const rank = { ToOrder: 0, PartiallyOrdered: 1, Ordered: 2 } as Record<string, number>;
    const ranks = byStatus.items.map((r) => rank[r.orderStatus]!);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
  });

  it('gives the contract value and margin to roles that see economics', async () => {
    const { items } = await list('');
    const row = items.find((r) => r.contractId === injected.id)!;
    expect(row.supplierCost).toBe(100);
    expect(row.contractValue).toBe(injected.financedAmount);
    expect(row.margin).toBeCloseTo(injected.financedAmount - 100 - (injected.commissionAmount ?? 0), 2);
  });

  it('exports the view in the caller language, formula-like text kept as text', async () => {
    const response = await t.as('superadmin', `/api/Agency/${milano}/OrdersXLS?supplier=rossi&locale=en`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(XLSX_TYPE);
    expect(response.headers.get('content-disposition')).toMatch(/filename="orders-\d{4}-\d{2}-\d{2}\.xlsx"/);
    expect(response.headers.get('x-export-rows')).toBe('1');
    const workbook = new Workbook();
    await workbook.xlsx.load(await response.arrayBuffer());
    const sheet = workbook.worksheets[0]!;
    expect(sheet.name).toBe('Orders');
    expect(sheet.getRow(1).getCell(3).value).toBe('Company');
    const company = sheet.getRow(2).getCell(3);
    expect(company.value).toBe('=HYPERLINK("http://evil.example","x")');
    expect(company.formula).toBeUndefined();
    expect(company.numFmt).toBe('@');
    expect(sheet.getRow(1).cellCount).toBe(12);

    const italian = await t.as('superadmin', `/api/Agency/${milano}/OrdersXLS?orderStatus=Ordered`);
    const it = new Workbook();
    await it.xlsx.load(await italian.arrayBuffer());
    expect(it.worksheets[0]!.name).toBe('Ordini');
    expect(it.worksheets[0]!.rowCount - 1).toBe(Number(italian.headers.get('x-export-rows')));
  });

  it('answers 403 to every role without the orders section', async () => {
    for (const username of ['admin', 'agencyadmin', 'capoarea', 'agent', 'junior', 'customer']) {
      expect((await t.as(username, `/api/Agency/${milano}/OrdersXLS`)).status, username).toBe(403);
    }
    const groupmanagerOrders = (agencyId: number) => t.api.get('/api/Agency/{agencyId}/Orders', { params: { agencyId }, as: 'groupmanager' });
    expect((await groupmanagerOrders(t.agency['Agenzia Roma']!)).status).toBe(403);
    expect((await groupmanagerOrders(milano)).status).toBe(404);
  });
});
