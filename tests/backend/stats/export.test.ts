// A statistics table as XLSX: the same query gives the rows of the table in
// its order, then the total, headings in the caller's language, and a name
// that a spreadsheet would take for a formula stays text (its own value, with
// the Text format, never a formula).
import { Workbook } from '@cj-tech-master/excelts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agencies } from '@/backend/db/schema';
import { XLSX_TYPE } from '@/backend/spreadsheets/stream-writer';
import { type ContractsTestApp, setupContractsApp } from '../../support/backend/contracts-app';

let t: ContractsTestApp;
let smartcom: number;

beforeAll(async () => {
  t = await setupContractsApp();
  smartcom = t.agency['SmartCom']!;
}, 60_000);
afterAll(() => t.close());

const get = (path: string, headers: Record<string, string> = {}) =>
  t.as('superadmin', `/api/Statistics/${path}`, { headers: { 'X-Agency-Id': String(smartcom), ...headers } });

async function readSheet(response: Response) {
  const workbook = new Workbook();
  await workbook.xlsx.load(await response.arrayBuffer());
  const sheet = workbook.worksheets[0]!;
  const rows: unknown[][] = [];
  sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return { name: sheet.name, header: rows[0] as string[], rows: rows.slice(1) };
}

describe('statistics export', () => {
  it("holds the table's rows in its order, then the total, with Italian headings", async () => {
    const query = 'focus=all&sort=value&direction=asc';
    const table = (
      await t.api.get('/api/Statistics/{category}/{metric}', {
        params: { category: 'overall-performance', metric: 'total-value' },
        query: { focus: 'all', sort: 'value', direction: 'asc' },
        as: 'superadmin',
        agencyId: smartcom,
      })
    ).body;
    // the spreadsheet is a file: read raw
    const response = await get(`overall-performance/total-value/XLS?${query}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(XLSX_TYPE);
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="statistiche-total-value-\d{4}-\d{2}-\d{2}\.xlsx"$/);
    expect(response.headers.get('x-export-rows')).toBe(String(table.rows.length));
    const sheet = await readSheet(response);
    expect(sheet.name).toBe('Totale canoni');
    expect(sheet.header).toEqual(['Società di finanziamento', 'Totale canoni', 'Contratti']);
    expect(sheet.rows.slice(0, -1)).toEqual(table.rows.map((row) => [row.label, row.values.value, row.values.contracts]));
    expect(sheet.rows.at(-1)).toEqual(['Totale', table.totals.value, table.totals.contracts]);
  });

  it('speaks English when asked, words statuses and months, and gives shares of the perc focus with a total of 100', async () => {
    const response = await get('overall-performance/contracts/XLS?focus=perc&locale=en');
    const sheet = await readSheet(response);
    expect(sheet.name).toBe('Contracts by status');
    expect(sheet.header).toEqual(['Status', 'Contracts (% of total)', 'Total of payments (% of total)', 'Overridden (% of total)']);
    // The demo data has no override: its share has nothing to divide.
    expect(sheet.rows.at(-1)!.slice(0, 3)).toEqual(['Total', 100, 100]);
    const months = await readSheet(await get('overall-performance/contracts/XLS?focus=annual&year=2026', { 'accept-language': 'en-GB' }));
    expect(months.header[0]).toBe('Month');
    expect(months.rows[0]![0]).toBe('January 2026');
  });

  it('writes a name that starts like a formula as text', async () => {
    const roma = t.agency['Agenzia Roma']!;
    await t.db.update(agencies).set({ name: '=HYPERLINK("http://evil.example","x")' }).where(eq(agencies.id, roma));
    try {
      const response = await get(`sales-performance/by-agency/XLS?agencyId=${roma}`);
      const workbook = new Workbook();
      await workbook.xlsx.load(await response.arrayBuffer());
      const cell = workbook.worksheets[0]!.getRow(2).getCell(1);
      expect(cell.value).toBe('=HYPERLINK("http://evil.example","x")');
      expect(cell.formula).toBeUndefined();
      expect(cell.numFmt).toBe('@');
    } finally {
      await t.db.update(agencies).set({ name: 'Agenzia Roma' }).where(eq(agencies.id, roma));
    }
  });

  it('answers 400 for a bad filter before writing anything', async () => {
    const response = await get('overall-performance/contracts/XLS?focus=weekly');
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toContain('application/json');
  });
});
