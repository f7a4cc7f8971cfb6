// GET …/ContractsXLS: the contracts of the list's filters and order as one
// XLSX sheet, streamed (backend/spreadsheets) while the rows are read in
// batches, so memory stays flat however many contracts the filter selects.
import { EXPORT_MAX_ROWS } from '../../core/contracts/export-limits';
import type { Locale } from '../i18n';
import { ApiError } from '../http/errors';
import type { Viewer } from '../auth/actor';
import type { ContractDeps } from './deps';
import { EXPORT_COLUMNS, exportRow, sheetLabels } from './export-sheet';
import type { ContractListQuery } from '../../core/schemas/contracts';
import { listContracts } from './list';
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
  const batch = (page: number) => listContracts(deps, viewer, { ...query, page, pageSize: limits.batch });
  const first = await batch(1);
  if (first.total > limits.maxRows) throw new ApiError(400, 'export_too_large', { params: { max: limits.maxRows } });

  const labels = sheetLabels(locale);
  const file = streamedWorkbook();
  const sheet = file.addSheet(
    labels.sheetName,
    EXPORT_COLUMNS.map((column, i) => ({ header: labels.headers[i]!, width: column.width, numFmt: column.numFmt })),
  );
  writeInBackground(file, 'contracts export', async () => {
    let page = first;
    for (let n = 1; ; n += 1) {
      for (const item of page.items) sheet.addRow(exportRow(item, locale));
      // Offsets past the total would read nothing: stop at the last short (or exactly full, last) batch.
      if (page.items.length < limits.batch || n * limits.batch >= first.total) break;
      await file.drained();
      page = await batch(n + 1);
    }
    sheet.commit();
  });

  const day = deps.clock().toISOString().slice(0, 10);
  return { rows: first.total, fileName: `${labels.fileName}-${day}.xlsx`, body: file.body };
}
