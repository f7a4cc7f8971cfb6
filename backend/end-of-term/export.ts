// GET …/EndOfTermXLS: the "Scadenze" view (its filters and order) as one XLSX
// sheet, streamed while the rows are read in batches, like OrdersXLS.
import type { z } from 'zod';
import { EXPORT_MAX_ROWS } from '../../core/contracts/export-limits';
import type { EndOfTermExportQuerySchema } from '../../core/schemas/end-of-term';
import type { Viewer } from '../auth/actor';
import type { Database } from '../db/client';
import { ApiError } from '../http/errors';
import type { Locale } from '../i18n';
import { streamedWorkbook, writeInBackground } from '../spreadsheets/stream-writer';
import { listEndOfTerm } from './list';
import { endOfTermColumns, endOfTermSheetLabels, endOfTermSheetRow } from './export-sheet';

const BATCH = 1_000;

export async function exportEndOfTerm(
  db: Database,
  viewer: Viewer,
  query: Omit<z.infer<typeof EndOfTermExportQuerySchema>, 'locale'>,
  locale: Locale,
  today: string,
) {
  const batch = (page: number) => listEndOfTerm(db, viewer, { ...query, page, pageSize: BATCH }, today);
  const first = await batch(1);
  if (first.total > EXPORT_MAX_ROWS) throw new ApiError(400, 'export_too_large', { params: { max: EXPORT_MAX_ROWS } });
  const labels = endOfTermSheetLabels(locale);
  const file = await streamedWorkbook();
  const sheet = file.addSheet(labels.sheetName, endOfTermColumns(labels));
  writeInBackground(file, 'end of term export', async () => {
    let page = first;
    for (let n = 1; ; n += 1) {
      for (const row of page.items) sheet.addRow(endOfTermSheetRow(row, labels));
      if (page.items.length < BATCH || n * BATCH >= first.total) break;
      await file.drained();
      page = await batch(n + 1);
    }
    sheet.commit();
  });
  return { rows: first.total, fileName: `${labels.fileName}-${today}.xlsx`, body: file.body };
}
