// Reads an uploaded workbook, after checkXlsx has vetted its bytes, sheet by
// sheet and row by row (streamed, so memory follows the rows kept, not the
// XML): plain values only. A formula where a value is expected is refused
// with its cell, and reading stops as soon as the file holds more data rows
// than one import takes. Any writer's workbook reads the same: part paths
// relative or absolute (./part-names.ts), shared or inline strings, and the
// TRUE() and FALSE() with which LibreOffice writes a yes/no cell.
import { ApiError, type ErrorDetail } from '../http/errors';
import { sheetNameOf } from './part-names';

export const IMPORT_MAX_ROWS = 50_000;

export type ReadCell = string | number | boolean | Date | null;

export interface ReadRow {
  /** the row's number in the sheet, as the spreadsheet shows it */
  number: number;
  cells: ReadCell[];
}

export interface ReadSheet {
  name: string;
  /** the first row: column names, trimmed */
  header: string[];
  rows: ReadRow[];
}

/** Column letters of a 1-based column number (1 → A, 28 → AB). */
export function columnLetters(column: number): string {
  let letters = '';
  for (let n = column; n > 0; n = Math.floor((n - 1) / 26)) letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  return letters;
}

type RawValue =
  ReadCell | { formula?: string; sharedFormula?: string; result?: unknown } | { richText: { text: string }[] } | { text: string } | { error: string };

/** LibreOffice saves a yes/no cell as the formula TRUE() or FALSE() with its value: a constant, not a calculation. */
const BOOLEAN_FORMULA = /^(TRUE|FALSE)\(\)$/i;

/** A cell's plain value; `undefined` for a formula. */
function plain(value: RawValue | undefined): ReadCell | undefined {
  if (value === null || value === undefined) return null;
  if (typeof value !== 'object' || value instanceof Date) return typeof value === 'string' ? value.trim() || null : value;
  if ('formula' in value && BOOLEAN_FORMULA.test(String(value.formula).trim())) return /^T/i.test(String(value.formula).trim());
  if ('formula' in value || 'sharedFormula' in value) return undefined;
  if ('richText' in value)
    return (
      value.richText
        .map((part) => part.text)
        .join('')
        .trim() || null
    );
  if ('text' in value) return String(value.text).trim() || null;
  return null;
}

const MAX_REPORTED_FORMULAS = 20;

/** `onRows` hears the count of data rows read so far, every `ROWS_PER_TICK` rows (the page's progress). */
export const ROWS_PER_TICK = 500;

export async function readWorkbook(bytes: Uint8Array, maxRows = IMPORT_MAX_ROWS, onRows?: (read: number) => void): Promise<ReadSheet[]> {
  // Imported with the first upload, not at server start: few requests read a workbook (docs/deploy.md, "Memory").
  const { WorkbookReader } = await import('@cj-tech-master/excelts');
  const reader = new WorkbookReader(bytes, { worksheets: 'emit', sharedStrings: 'cache', styles: 'cache', hyperlinks: 'ignore', entries: 'ignore' });
  const sheets: ReadSheet[] = [];
  const formulas: ErrorDetail[] = [];
  let dataRows = 0;
  try {
    for await (const worksheet of reader) {
      // The reader emits a worksheet once the workbook and its relationships are read.
      const name = sheetNameOf(worksheet.sheetNo, reader.workbookRels ?? [], reader.model?.sheets ?? []) ?? worksheet.name;
      const sheet: ReadSheet = { name: String(name ?? ''), header: [], rows: [] };
      sheets.push(sheet);
      for await (const row of worksheet) {
        const values = (row.values as RawValue[]).slice(1);
        const cells: ReadCell[] = [];
        // By index, not forEach: an empty cell is a hole in the array and must keep its column.
        for (let i = 0; i < values.length; i += 1) {
          const cell = plain(values[i]);
          if (cell === undefined) {
            if (formulas.length < MAX_REPORTED_FORMULAS)
              formulas.push({ field: `${sheet.name}!${columnLetters(i + 1)}${row.number}`, code: 'formula_not_allowed' });
            cells.push(null);
          } else cells.push(cell);
        }
        if (sheet.header.length === 0 && sheet.rows.length === 0 && cells.some((c) => c !== null)) {
          sheet.header = cells.map((c) => (c === null ? '' : String(c).trim()));
          continue;
        }
        if (cells.every((c) => c === null)) continue;
        dataRows += 1;
        if (dataRows > maxRows) throw new ApiError(400, 'too_many_rows', { params: { max: maxRows } });
        if (onRows && dataRows % ROWS_PER_TICK === 0) onRows(dataRows);
        sheet.rows.push({ number: row.number, cells });
      }
    }
  } catch (error) {
    if (error instanceof ApiError) throw error;
    // The bytes passed the archive checks but the workbook inside does not parse.
    throw new ApiError(400, 'not_xlsx');
  }
  if (formulas.length > 0) throw new ApiError(400, formulas);
  return sheets;
}
