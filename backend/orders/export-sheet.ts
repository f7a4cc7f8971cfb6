// The OrdersXLS sheet: its columns, their headings in the caller's language
// (messages/*.json `orders`) and one row per contract of the view.
import type { z } from 'zod';
import type { OrderRowSchema } from '../../core/schemas/orders';
import { type Locale, messagesOf } from '../i18n';
import type { CellValue } from '../spreadsheets/safe-cell';
import type { SheetColumn } from '../spreadsheets/stream-writer';

type Row = z.infer<typeof OrderRowSchema>;

const MONEY = '#,##0.00 "€"';
const DAY = 'dd/mm/yyyy';
const calendarDay = (day: string | null) => (day === null ? null : new Date(`${day}T00:00:00Z`));

export function orderSheetLabels(locale: Locale) {
  const { orders, contracts } = messagesOf(locale);
  return { ...orders.export, columns: orders.columns, orderStatus: contracts.orderStatus, status: contracts.status };
}
type SheetLabels = ReturnType<typeof orderSheetLabels>;

export function orderColumns(labels: SheetLabels, economics: boolean): SheetColumn[] {
  const c = labels.columns;
  return [
    { header: c.number, width: 18 },
    { header: c.status, width: 20 },
    { header: c.company, width: 30 },
    { header: c.agency, width: 20 },
    { header: c.createdAt, width: 13, numFmt: DAY },
    { header: c.units, width: 8 },
    { header: c.orderedUnits, width: 10 },
    { header: c.orderStatus, width: 18 },
    { header: c.lastOrderDate, width: 13, numFmt: DAY },
    { header: c.supplierCost, width: 14, numFmt: MONEY },
    ...(economics
      ? [
          { header: c.financedAmount, width: 14, numFmt: MONEY },
          { header: c.margin, width: 14, numFmt: MONEY },
        ]
      : []),
  ];
}

export function orderSheetRow(row: Row, labels: SheetLabels, economics: boolean): CellValue[] {
  return [
    row.number,
    labels.status[row.status],
    row.companyName,
    row.agency.name,
    calendarDay(row.createdAt.slice(0, 10)),
    row.units,
    row.orderedUnits,
    labels.orderStatus[row.orderStatus],
    calendarDay(row.lastOrderDate),
    row.supplierCost,
    ...(economics ? [row.contractValue ?? null, row.margin ?? null] : []),
  ];
}
