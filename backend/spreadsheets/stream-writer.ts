// One streamed XLSX workbook, the one door to the spreadsheet library for
// every export: rows are written as they come and leave as a web stream, so
// memory stays flat however many rows an export holds. Every cell, headings
// included, goes through the formula-safety rule of safe-cell.ts.
import { once } from 'node:events';
import { PassThrough, Readable } from 'node:stream';
import type { WorkbookWriter } from '@cj-tech-master/excelts';
import { XLSX_TYPE } from '../../core/domain/imports';
import { fileHeaders } from '../files/file-answer';
import { IMPORT_MAX_ROWS, columnLetters } from './read-workbook';
import { type CellValue, safeFormat } from './safe-cell';

export { XLSX_TYPE };
export type { CellValue };

export interface SheetColumn {
  header: string;
  width: number;
  numFmt?: string;
  /** A drop-down of these values on every data row (a list validation; a value outside it is refused as it is typed). */
  choices?: readonly string[];
}

/** Rows a drop-down covers: as many as one import reads. */
const CHOICE_ROWS = IMPORT_MAX_ROWS + 1;

export type SheetWriter = ReturnType<typeof openSheet>;

function openSheet(workbook: WorkbookWriter, name: string, columns: readonly SheetColumn[]) {
  const sheet = workbook.addWorksheet(name, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((column, i) => ({
    header: column.header,
    key: `c${i}`,
    width: column.width,
    ...(column.numFmt ? { style: { numFmt: column.numFmt } } : {}),
  }));
  const heading = sheet.getRow(1);
  heading.font = { bold: true };
  columns.forEach((column, i) => {
    const format = safeFormat(column.header);
    if (format) heading.getCell(i + 1).numFmt = format;
  });
  heading.commit();
  columns.forEach((column, i) => {
    if (!column.choices) return;
    const letter = columnLetters(i + 1);
    sheet.dataValidations.add(`range:${letter}2:${letter}${CHOICE_ROWS}`, {
      type: 'list',
      allowBlank: true,
      formulae: [`"${column.choices.join(',')}"`],
      showErrorMessage: true,
    });
  });
  return {
    addRow(values: readonly CellValue[]) {
      const row = sheet.addRow([...values]);
      values.forEach((value, i) => {
        const format = safeFormat(value);
        if (format) row.getCell(i + 1).numFmt = format;
      });
      row.commit();
    },
    commit: () => sheet.commit(),
  };
}

export interface StreamedWorkbook {
  body: ReadableStream<Uint8Array>;
  addSheet(name: string, columns: readonly SheetColumn[]): SheetWriter;
  /** Waits while the reader is slower than the writer, so the file does not pile up in memory. */
  drained(): Promise<void>;
  /** Ends the file; `fail` ends the stream with an error instead. */
  commit(): Promise<void>;
  fail(error: Error): void;
}

export async function streamedWorkbook(): Promise<StreamedWorkbook> {
  // Imported with the first spreadsheet, not at server start: few requests make one (docs/deploy.md, "Memory").
  const { WorkbookWriter } = await import('@cj-tech-master/excelts');
  const out = new PassThrough();
  const workbook = new WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  return {
    body: Readable.toWeb(out) as ReadableStream<Uint8Array>,
    addSheet: (name, columns) => openSheet(workbook, name, columns),
    drained: async () => {
      if (out.writableNeedDrain) await once(out, 'drain');
    },
    commit: async () => {
      await workbook.commit();
    },
    fail: (error) => out.destroy(error),
  };
}

/** Runs `write` after the answer has started; a failure ends the download with an error, logged once. */
export function writeInBackground(file: StreamedWorkbook, label: string, write: () => Promise<void>): void {
  write()
    .then(() => file.commit())
    .catch((error: unknown) => {
      console.error(`[${label}] failed:`, (error as Error).message);
      file.fail(error as Error);
    });
}

/** A whole one-sheet workbook from rows that may come one by one (the statistics tables). */
export async function streamSheet(
  sheetName: string,
  columns: readonly SheetColumn[],
  rows: Iterable<CellValue[]> | AsyncIterable<CellValue[]>,
): Promise<ReadableStream<Uint8Array>> {
  const file = await streamedWorkbook();
  const sheet = file.addSheet(sheetName.slice(0, 31), columns);
  writeInBackground(file, 'spreadsheet', async () => {
    for await (const row of rows) {
      sheet.addRow(row);
      await file.drained();
    }
    sheet.commit();
  });
  return file.body;
}

/** The headers of a streamed XLSX answer: a download, answered like every file (../files/file-answer.ts). */
export function xlsxHeaders(fileName: string, rows?: number): Record<string, string> {
  return {
    ...fileHeaders({ type: XLSX_TYPE, name: fileName, cache: 'no-store' }),
    ...(rows === undefined ? {} : { 'x-export-rows': String(rows) }),
  };
}
