// The one door to the spreadsheet library for the statistics exports: one
// sheet, a bold frozen heading, rows streamed as they come. Swapping excelts
// for another writer changes this file only. Cells are plain values, never
// formulas; text that a spreadsheet would read as a formula once copied or
// saved as CSV (=, +, -, @, tab, carriage return first) gets a leading
// apostrophe, as OWASP advises for exported files.
import { PassThrough, Readable } from 'node:stream';
import { WorkbookWriter } from '@cj-tech-master/excelts';
import { XLSX_TYPE } from '../../core/domain/imports';

export { XLSX_TYPE };

export type Cell = string | number | Date | null;

export interface SheetColumn {
  header: string;
  width: number;
  /** Excel number format, e.g. '#,##0.00 "€"' */
  numFmt?: string;
}

const FORMULA_START = /^[=+\-@\t\r]/;

/** Text is text: a value that would start a formula is written with a leading apostrophe. */
export function safeCell(value: Cell): Cell {
  return typeof value === 'string' && FORMULA_START.test(value) ? `'${value}` : value;
}

/** Writes the sheet while `rows` yields; the stream fails if writing does. */
export function streamSheet(sheetName: string, columns: readonly SheetColumn[], rows: Iterable<Cell[]> | AsyncIterable<Cell[]>): ReadableStream<Uint8Array> {
  const out = new PassThrough();
  const workbook = new WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet(sheetName.slice(0, 31), { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((column, i) => ({
    header: safeCell(column.header) as string,
    key: `c${i}`,
    width: column.width,
    ...(column.numFmt ? { style: { numFmt: column.numFmt } } : {}),
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  const write = async () => {
    for await (const row of rows) sheet.addRow(row.map(safeCell)).commit();
    sheet.commit();
    await workbook.commit();
  };
  write().catch((error: unknown) => {
    console.error('[spreadsheet] writing failed:', (error as Error).message);
    out.destroy(error as Error);
  });
  return Readable.toWeb(out) as ReadableStream<Uint8Array>;
}
