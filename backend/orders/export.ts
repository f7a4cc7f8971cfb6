// GET …/OrdersXLS: the orders view (its filters and order) as one XLSX sheet,
// streamed while the rows are read in batches, like ContractsXLS.
import { EXPORT_MAX_ROWS } from '../../core/contracts/export-limits';
import type { OrderExportQuerySchema } from '../../core/schemas/orders';
import type { z } from 'zod';
import type { Viewer } from '../auth/actor';
import type { Database } from '../db/client';
import { ApiError } from '../http/errors';
import type { Locale } from '../i18n';
import { streamedWorkbook, writeInBackground } from '../spreadsheets/stream-writer';
import { canSeeCommission } from '../pricing/visibility';
import { listOrders } from './list';
import { orderColumns, orderSheetLabels, orderSheetRow } from './export-sheet';

const BATCH = 1_000;

export async function exportOrders(db: Database, viewer: Viewer, query: Omit<z.infer<typeof OrderExportQuerySchema>, 'locale'>, locale: Locale, today: Date) {
  const batch = (page: number) => listOrders(db, viewer, { ...query, page, pageSize: BATCH });
  const first = await batch(1);
  if (first.total > EXPORT_MAX_ROWS) throw new ApiError(400, 'export_too_large', { params: { max: EXPORT_MAX_ROWS } });
  const labels = orderSheetLabels(locale);
  const economics = canSeeCommission(viewer.actor.role);
  const file = await streamedWorkbook();
  const sheet = file.addSheet(labels.sheetName, orderColumns(labels, economics));
  writeInBackground(file, 'orders export', async () => {
    let page = first;
    for (let n = 1; ; n += 1) {
      for (const row of page.items) sheet.addRow(orderSheetRow(row, labels, economics));
      if (page.items.length < BATCH || n * BATCH >= first.total) break;
      await file.drained();
      page = await batch(n + 1);
    }
    sheet.commit();
  });
  return { rows: first.total, fileName: `${labels.fileName}-${today.toISOString().slice(0, 10)}.xlsx`, body: file.body };
}
