// GET …/ContractsXLS: the contracts of the list's filters and order as one
// XLSX sheet, streamed (backend/spreadsheets) while the rows are read in
// batches (by keyset, list.ts), so memory stays flat and each batch costs the
// same however many contracts the filter selects.
import { EXPORT_MAX_ROWS } from '../../core/contracts/export-limits';
import type { Locale } from '../i18n';
import { ApiError } from '../http/errors';
import type { Viewer } from '../auth/actor';
import type { ContractDeps } from './deps';
import { EXPORT_COLUMNS, exportRow, sheetLabels } from './export-sheet';
import type { ContractListQuery } from '../../core/schemas/contracts';
import { contractPage, cursorAfter, listContracts } from './list';
import { streamedWorkbook, writeInBackground } from '../spreadsheets/stream-writer';

export { XLSX_TYPE } from '../spreadsheets/stream-writer';
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
  const batch = { ...query, page: 1, pageSize: limits.batch };
  // Counted up to the export's own limit, not the pages' cap.
  const first = await listContracts(deps, viewer, batch, limits.maxRows);
  if (first.totalCapped) throw new ApiError(400, 'export_too_large', { params: { max: limits.maxRows } });

  const labels = sheetLabels(locale);
  const file = await streamedWorkbook();
  const sheet = file.addSheet(
    labels.sheetName,
    EXPORT_COLUMNS.map((column, i) => ({ header: labels.headers[i]!, width: column.width, numFmt: column.numFmt })),
  );
  writeInBackground(file, 'contracts export', async () => {
    let items = first.items;
    for (let n = 1; ; n += 1) {
      for (const item of items) sheet.addRow(exportRow(item, locale));
      // Nothing lies past the total: stop at the last short (or exactly full, last) batch.
      if (items.length < limits.batch || n * limits.batch >= first.total) break;
      await file.drained();
      // Each next batch by keyset after the last row: no offset grows with the file.
      items = await contractPage(deps, viewer, batch, cursorAfter(query.sort, items.at(-1)!));
    }
    sheet.commit();
  });

  const day = deps.clock().toISOString().slice(0, 10);
  return { rows: first.total, fileName: `${labels.fileName}-${day}.xlsx`, body: file.body };
}
