// ContractsXLS: the list's filters, sort and scope as a streamed workbook in
// the caller's language; batches join up in the list's order; limits and errors.
import { Workbook } from '@cj-tech-master/excelts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveActor } from '@/backend/auth/actor';
import { exportContracts } from '@/backend/contracts/export';
import { XLSX_TYPE } from '@/backend/contracts/export';
import { contracts } from '@/backend/db/schema';
import { type ContractsTestApp, setupContractsApp } from '../../support/backend/contracts-app';

async function readSheet(body: ArrayBuffer | ReadableStream<Uint8Array>) {
  const bytes = body instanceof ArrayBuffer ? body : await new Response(body).arrayBuffer();
  const workbook = new Workbook();
  await workbook.xlsx.load(bytes);
  const sheet = workbook.worksheets[0]!;
  const rows: unknown[][] = [];
  sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return { name: sheet.name, header: rows[0] as string[], rows: rows.slice(1) };
}

describe('contracts export (ContractsXLS)', () => {
  let t: ContractsTestApp;
  let milano: number;
  beforeAll(async () => {
    t = await setupContractsApp();
    milano = t.agency['Agenzia Milano']!;
  }, 60_000);
  afterAll(() => t.close());

  const list = async (username: string, query: string) =>
    (await t.api.get('/api/Agency/{agencyId}/Contracts', { params: { agencyId: milano }, query: new URLSearchParams(`pageSize=100&${query}`), as: username }))
      .body;
  // the workbook is a file: read raw
  const download = (username: string, query: string, headers: Record<string, string> = {}) =>
    t.as(username, `/api/Agency/${milano}/ContractsXLS?${query}`, { headers });

  it("holds every contract of the administrator's view, in the list's order, with Italian headings", async () => {
    const expected = await list('admin', 'archived=all&sort=number&direction=asc');
    const response = await download('admin', 'archived=all&sort=number&direction=asc');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(XLSX_TYPE);
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="contratti-\d{4}-\d{2}-\d{2}\.xlsx"$/);
    expect(response.headers.get('x-export-rows')).toBe(String(expected.total));
    const sheet = await readSheet(await response.arrayBuffer());
    expect(sheet.name).toBe('Contratti');
    expect(sheet.header.slice(0, 3)).toEqual(['Numero', 'Stato', 'Azienda']);
    expect(sheet.rows.map((row) => row[0])).toEqual(expected.items.map((c) => c.number));
  });

  it('speaks English when asked by locale or by Accept-Language', async () => {
    for (const [query, headers] of [
      ['locale=en', {}],
      ['', { 'accept-language': 'en-GB,en;q=0.9' }],
    ] as const) {
      const response = await download('admin', `status=refused&${query}`, headers);
      expect(response.headers.get('content-disposition')).toContain('filename="contracts-');
      const sheet = await readSheet(await response.arrayBuffer());
      expect(sheet.name).toBe('Contracts');
      expect(sheet.header[1]).toBe('Status');
      expect(new Set(sheet.rows.map((row) => row[1]))).toEqual(new Set(['Refused']));
    }
  });

  it("applies the filters and the agent's own scope", async () => {
    const expected = await list('agent', 'status=created,draft');
    expect(expected.items.every((c) => c.createdBy?.username === 'agent')).toBe(true);
    const sheet = await readSheet(await (await download('agent', 'status=created,draft')).arrayBuffer());
    expect(sheet.rows.map((row) => row[0])).toEqual(expected.items.map((c) => c.number));
    expect(sheet.rows.every((row) => row[6] === 'agent')).toBe(true);
  });

  it('writes amounts as numbers and dates as dates', async () => {
    const sheet = await readSheet(await (await download('admin', 'status=closed')).arrayBuffer());
    const row = sheet.rows[0]!;
    expect(typeof row[10]).toBe('number');
    expect(row[12]).toBeInstanceOf(Date);
    expect(row[14]).toBeInstanceOf(Date);
  });

  it('writes a company name that starts like a formula as text, never as a formula', async () => {
    const injected = '=HYPERLINK("http://evil.example","x")';
    const [target] = await t.db
      .select({ id: contracts.id, number: contracts.number, company: contracts.companyName })
      .from(contracts)
      .where(and(eq(contracts.agencyId, milano), eq(contracts.status, 'closed')))
      .limit(1);
    await t.db.update(contracts).set({ companyName: injected }).where(eq(contracts.id, target!.id));
    try {
      const workbook = new Workbook();
      await workbook.xlsx.load(await (await download('admin', `q=${encodeURIComponent(target!.number)}&status=closed`)).arrayBuffer());
      const sheet = workbook.worksheets[0]!;
      expect(sheet.getRow(2).getCell(1).value).toBe(target!.number);
      const company = sheet.getRow(2).getCell(3);
      expect(company.value).toBe(injected);
      expect(company.formula).toBeUndefined();
      expect(company.numFmt).toBe('@');
    } finally {
      await t.db.update(contracts).set({ companyName: target!.company }).where(eq(contracts.id, target!.id));
    }
  });

  it('joins batches without gaps or repeats, and refuses more rows than allowed', async () => {
    const admin = { id: await t.userId('admin') };
    const viewer = { actor: (await resolveActor(t.db, admin!, milano))!, companyId: null };
    const query = { archived: 'all', sort: 'createdAt', direction: 'desc' } as const;
    const expected = await list('admin', 'archived=all');
    const file = await exportContracts({ db: t.db, clock: () => new Date() }, viewer, query, 'it', { batch: 7, maxRows: 1_000 });
    expect(file.rows).toBe(expected.total);
    const sheet = await readSheet(file.body);
    expect(sheet.rows.map((row) => row[0])).toEqual(expected.items.map((c) => c.number));
    await expect(exportContracts({ db: t.db, clock: () => new Date() }, viewer, query, 'it', { batch: 7, maxRows: 10 })).rejects.toMatchObject({
      status: 400,
      details: [{ code: 'export_too_large', params: { max: 10 } }],
    });
  });

  it('answers 401 without a token, 404 outside the agency, 400 for a bad filter', async () => {
    expect((await t.request(`/api/Agency/${milano}/ContractsXLS`)).status).toBe(401);
    expect((await t.as('groupmanager', `/api/Agency/${milano}/ContractsXLS`)).status).toBe(404);
    const bad = await download('admin', 'status=nope');
    expect(bad.status).toBe(400);
  });
});
