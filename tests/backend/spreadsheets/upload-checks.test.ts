// What an uploaded workbook must be before an import reads it, proven with
// crafted files: too big, not a workbook by its bytes (HTML renamed .xlsx, a
// plain ZIP), macro-enabled (by part or by content type), a zip bomb whose
// headers lie, too many rows, formulas where values are expected; and a
// real workbook read back as plain values.
import { Workbook } from '@cj-tech-master/excelts';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/backend/http/errors';
import { columnLetters, readWorkbook } from '@/backend/spreadsheets/read-workbook';
import { XLSX_MAX_BYTES, checkXlsx } from '@/backend/spreadsheets/xlsx-guard';
import { workbookParts, zipOf } from '../../support/fixtures/zip';

async function refusal(run: () => Promise<unknown>) {
  const error = await run().then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  const { status, details } = error as ApiError;
  return { status, details };
}

async function workbookBytes(fill: (workbook: Workbook) => void): Promise<Uint8Array> {
  const workbook = new Workbook();
  fill(workbook);
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}

describe('upload checks (by the bytes)', () => {
  it('refuses a file over 10 MB before looking inside', async () => {
    expect(await refusal(() => checkXlsx(new Uint8Array(XLSX_MAX_BYTES + 1)))).toEqual({ status: 413, details: [{ code: 'payload_too_large' }] });
  });

  it('refuses an HTML page renamed .xlsx, and a ZIP that holds no workbook', async () => {
    const html = new TextEncoder().encode('<!doctype html><html><body><table><tr><td>1</td></tr></table></body></html>');
    expect(await refusal(() => checkXlsx(html))).toMatchObject({ status: 400, details: [{ code: 'not_xlsx' }] });
    const plainZip = zipOf([{ name: 'notes.txt', data: 'hello' }]);
    expect(await refusal(() => checkXlsx(plainZip))).toMatchObject({ status: 400, details: [{ code: 'not_xlsx' }] });
    const truncated = zipOf(workbookParts()).subarray(0, 60);
    expect(await refusal(() => checkXlsx(truncated))).toMatchObject({ status: 400, details: [{ code: 'not_xlsx' }] });
  });

  it('refuses a macro-enabled workbook, by its VBA part or by its content type', async () => {
    const withVba = zipOf([...workbookParts(), { name: 'xl/vbaProject.bin', data: Buffer.from([0xd0, 0xcf, 0x11, 0xe0]) }]);
    expect(await refusal(() => checkXlsx(withVba))).toMatchObject({ status: 400, details: [{ code: 'macro_workbook' }] });
    const xlsm = zipOf(workbookParts('application/vnd.ms-excel.sheet.macroEnabled.main+xml'));
    expect(await refusal(() => checkXlsx(xlsm))).toMatchObject({ status: 400, details: [{ code: 'macro_workbook' }] });
  });

  it('refuses a zip bomb that expands beyond 100 MB, counting while inflating (its headers claim 1 KB)', async () => {
    const bomb = zipOf([...workbookParts(), { name: 'xl/worksheets/sheet1.xml', data: Buffer.alloc(101 * 1024 * 1024), claimedSize: 1024 }]);
    expect(bomb.length).toBeLessThan(1024 * 1024);
    expect(await refusal(() => checkXlsx(bomb))).toEqual({ status: 400, details: [{ code: 'zip_bomb', params: { max: 100 } }] });
    const honest = zipOf([...workbookParts(), { name: 'xl/worksheets/sheet1.xml', data: Buffer.alloc(101 * 1024 * 1024) }]);
    expect(await refusal(() => checkXlsx(honest))).toMatchObject({ status: 400, details: [{ code: 'zip_bomb' }] });
  });

  it('lets a real workbook through and reads it as plain values, empty cells in their columns, blank rows left out', async () => {
    const bytes = await workbookBytes((workbook) => {
      const sheet = workbook.addWorksheet('Modelli');
      sheet.addRow([' partNumber ', 'name', 'price', 'since']);
      sheet.addRow(['MYE73QL/A', { richText: [{ text: 'iPhone ' }, { text: '16' }] }, 799.5, new Date(Date.UTC(2026, 0, 2))]);
      sheet.addRow([]);
      sheet.addRow(['-SN', '  spaced  ', null, null]);
      sheet.addRow(['GAP', null, 3]);
    });
    await checkXlsx(bytes);
    const [sheet] = await readWorkbook(bytes);
    expect(sheet).toMatchObject({ name: 'Modelli', header: ['partNumber', 'name', 'price', 'since'] });
    expect(sheet!.rows).toEqual([
      { number: 2, cells: ['MYE73QL/A', 'iPhone 16', 799.5, new Date(Date.UTC(2026, 0, 2))] },
      { number: 4, cells: ['-SN', 'spaced'] },
      { number: 5, cells: ['GAP', null, 3] },
    ]);
  });

  it('refuses formulas where values are expected, naming each cell', async () => {
    const bytes = await workbookBytes((workbook) => {
      const sheet = workbook.addWorksheet('Modelli');
      sheet.addRow(['partNumber', 'price']);
      sheet.addRow(['A', { formula: 'HYPERLINK("http://evil.example","x")', result: 'x' }]);
      sheet.addRow(['B', 3]);
      sheet.addRow([{ formula: '1+1', result: 2 }, 4]);
    });
    await checkXlsx(bytes);
    expect(await refusal(() => readWorkbook(bytes))).toEqual({
      status: 400,
      details: [
        { field: 'Modelli!B2', code: 'formula_not_allowed' },
        { field: 'Modelli!A4', code: 'formula_not_allowed' },
      ],
    });
  });

  it('refuses more data rows than one import takes, across sheets', async () => {
    const bytes = await workbookBytes((workbook) => {
      for (const name of ['Famiglie', 'Modelli']) {
        const sheet = workbook.addWorksheet(name);
        sheet.addRow(['code', 'price']);
        for (let n = 0; n < 30_000; n += 1) sheet.addRow([`${name}-${n}`, n]);
      }
    });
    await checkXlsx(bytes);
    expect(await refusal(() => readWorkbook(bytes))).toEqual({ status: 400, details: [{ code: 'too_many_rows', params: { max: 50_000 } }] });
  });

  it('takes exactly as many data rows as the limit (the header and blank rows do not count)', async () => {
    const bytes = await workbookBytes((workbook) => {
      const sheet = workbook.addWorksheet('Famiglie');
      sheet.addRow(['name']);
      for (const name of ['a', 'b', null, 'c']) sheet.addRow([name]);
    });
    expect((await readWorkbook(bytes, 3))[0]!.rows.map((r) => r.cells[0])).toEqual(['a', 'b', 'c']);
    expect(await refusal(() => readWorkbook(bytes, 2))).toEqual({ status: 400, details: [{ code: 'too_many_rows', params: { max: 2 } }] });
  });

  it('tells how many rows it has read as it goes, for the progress a page shows', async () => {
    const bytes = await workbookBytes((workbook) => {
      const sheet = workbook.addWorksheet('Models');
      sheet.addRow(['partNumber']);
      for (let n = 0; n < 1_200; n += 1) sheet.addRow([`P-${n}`]);
    });
    const heard: number[] = [];
    await readWorkbook(bytes, undefined, (read) => heard.push(read));
    expect(heard).toEqual([500, 1_000]);
  });

  it('names columns as spreadsheets do', () => {
    expect([1, 2, 26, 27, 28, 52, 53, 702, 703].map(columnLetters)).toEqual(['A', 'B', 'Z', 'AA', 'AB', 'AZ', 'BA', 'ZZ', 'AAA']);
  });
});
