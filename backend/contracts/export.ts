// GET …/ContractsXLS: the contracts of the list's filters and order as one
// XLSX sheet, written by exceljs' streaming writer while the rows are read in
// batches, so memory stays flat however many contracts the filter selects.
import { once } from 'node:events';
import { PassThrough, Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { EXPORT_MAX_ROWS } from '../../core/contracts/export-limits';
import type { Locale } from '../lib/i18n';
import { ApiError } from '../http/errors';
import type { Viewer } from '../auth/actor';
import type { ContractDeps } from './deps';
import { EXPORT_COLUMNS, exportRow, sheetLabels } from './export-sheet';
import type { ContractListQuery } from '../../core/schemas/contracts';
import { listContracts } from './list';

export { XLSX_TYPE } from '../spreadsheets/stream-sheet';
export const EXPORT_BATCH = 2_000;
export { EXPORT_MAX_ROWS };

export type ExportQuery = Omit<ContractListQuery, 'page' | 'pageSize'>;

export interface ContractsExport {
  rows: number;
  fileName: string;
  body: ReadableStream<Uint8Array>;
}

export async function exportContracts(
  deps: Pick<ContractDeps, 'db' | 'clock'>,
  viewer: Viewer,
  query: ExportQuery,
  locale: Locale,
  limits = { batch: EXPORT_BATCH, maxRows: EXPORT_MAX_ROWS },
): Promise<ContractsExport> {
  const batch = (page: number) => listContracts(deps, viewer, { ...query, page, pageSize: limits.batch });
  const first = await batch(1);
  if (first.total > limits.maxRows) throw new ApiError(400, 'export_too_large', { params: { max: limits.maxRows } });

  const labels = sheetLabels(locale);
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet(labels.sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = EXPORT_COLUMNS.map((column, i) => ({
    header: labels.headers[i],
    key: column.key,
    width: column.width,
    ...(column.numFmt ? { style: { numFmt: column.numFmt } } : {}),
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();

  const write = async () => {
    let page = first;
    for (let n = 1; ; n += 1) {
      for (const item of page.items) sheet.addRow(exportRow(item, locale)).commit();
      // Offsets past the total would read nothing: stop at the last short (or exactly full, last) batch.
      if (page.items.length < limits.batch || n * limits.batch >= first.total) break;
      // A slow reader holds the next batch back instead of letting the file pile up in memory.
      if (out.writableNeedDrain) await once(out, 'drain');
      page = await batch(n + 1);
    }
    sheet.commit();
    await workbook.commit();
  };
  write().catch((error: unknown) => {
    console.error('[contracts export] failed:', (error as Error).message);
    out.destroy(error as Error);
  });

  const day = deps.clock().toISOString().slice(0, 10);
  return { rows: first.total, fileName: `${labels.fileName}-${day}.xlsx`, body: Readable.toWeb(out) as ReadableStream<Uint8Array> };
}
