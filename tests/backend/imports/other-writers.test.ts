// Workbooks saved by other writers than the portal's are imported as the
// portal's own: openpyxl (absolute part paths, inline strings), LibreOffice
// Calc (relative part paths, shared strings, yes/no cells as TRUE()) and a
// minimal hand-built file (inline strings, "./" paths). Each started as the
// portal's template with one row added (tests/support/fixtures/spreadsheets/generate.py).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readWorkbook } from '@/backend/spreadsheets/read-workbook';
import { checkXlsx } from '@/backend/spreadsheets/xlsx-guard';
import { XLSX_TYPE } from '@/backend/spreadsheets/stream-writer';
import { type CatalogueApp, setupCatalogueApp } from '../../support/backend/catalogue-app';

const fixture = (name: string) => new Uint8Array(readFileSync(path.join(import.meta.dirname, '../../support/fixtures/spreadsheets', name)));

describe('workbooks from other writers', () => {
  let t: CatalogueApp;
  let smartcom: number;
  beforeAll(async () => {
    t = await setupCatalogueApp();
    smartcom = await t.agencyId('SmartCom');
  }, 60_000);
  afterAll(() => t.close());

  const dryRun = async (kind: 'catalog' | 'users', name: string) => {
    const response = await t.api.post('/api/Import/XLS', {
      query: { kind, fileName: name },
      as: 'admin',
      agencyId: smartcom,
      headers: { 'content-type': XLSX_TYPE },
      body: fixture(name).slice().buffer as ArrayBuffer,
    });
    expect(response.status).toBe(201);
    return response.body;
  };

  it.each([
    ['catalogue-openpyxl.xlsx', ['Istruzioni', 'Families', 'Models', 'Accessories', 'Services']],
    ['catalogue-libreoffice.xlsx', ['Istruzioni', 'Families', 'Models', 'Accessories', 'Services']],
    ['catalogue-inline.xlsx', ['Models']],
    ['users-openpyxl.xlsx', ['Instructions', 'Users']],
    ['users-libreoffice.xlsx', ['Instructions', 'Users']],
  ])('%s: every sheet read under its own name, text and yes/no cells as written', async (name, sheetNames) => {
    const bytes = fixture(name);
    await checkXlsx(bytes);
    const sheets = await readWorkbook(bytes);
    // In the order of their parts in the archive, which each writer chooses.
    expect(sheets.map((s) => s.name).sort()).toEqual([...sheetNames].sort());
    const models = sheets.find((s) => s.name === 'Models');
    if (models) {
      const added = models.rows.find((r) => String(r.cells[0]).startsWith('FIXTURE-'))!;
      expect(added.cells.slice(4)).toEqual(['tablet', 499.5, 'available', '4006381333931', false, true]);
    }
  });

  it.each(['catalogue-openpyxl.xlsx', 'catalogue-libreoffice.xlsx', 'catalogue-inline.xlsx'])(
    '%s: the catalogue dry run finds the added model and every other row unchanged',
    async (name) => {
      const job = await dryRun('catalog', name);
      expect(job.report.filter((r) => r.action === 'error')).toEqual([]);
      expect(job.status).toBe('checked');
      expect(job.report.filter((r) => r.action === 'create').map((r) => [r.sheet, r.key])).toEqual([
        ['Models', `FIXTURE-${name.split(/[-.]/)[1]!.toUpperCase()}`],
      ]);
      expect(job.counts.changed).toBe(0);
      if (name !== 'catalogue-inline.xlsx') expect(job.counts.unchanged).toBeGreaterThan(30);
    },
  );

  it.each(['users-openpyxl.xlsx', 'users-libreoffice.xlsx'])('%s: the users dry run finds the added user', async (name) => {
    const job = await dryRun('users', name);
    expect(job).toMatchObject({ status: 'checked', counts: { created: 1, changed: 0, errors: 0 } });
    expect(job.report.map((r) => [r.sheet, r.key, r.action])).toEqual([['Users', `fixture.${name.split(/[-.]/)[1]}`, 'create']]);
  });
});
