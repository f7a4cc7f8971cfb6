// GET /api/Statistics/{category}/{metric}/XLS: the table the page shows, with
// the same query, as one sheet: the rows in the table's order, then the
// total. Headings and labels in the caller's language from the portal's own
// messages (namespaces stats and contracts).
import { type Locale, formatMessage, messagesOf } from '../i18n';
import type { MeasureKey } from '../../core/domain/stats';
import type { StatsTable } from '../../core/schemas/stats';
import { romeWallClock } from '../contracts/export-sheet';
import { type CellValue as Cell, type SheetColumn, streamSheet } from '../spreadsheets/stream-writer';

const FORMATS: Record<StatsTable['measures'][number]['kind'], string> = {
  count: '#,##0',
  money: '#,##0.00 "€"',
  percent: '0.0"%"',
  months: '0.0',
  days: '0.0',
  date: 'dd/mm/yyyy hh:mm',
};

/** A row's name as the page words it: statuses, types and months are translated, names kept. */
export function rowLabel(table: Pick<StatsTable, 'dimension'>, row: { key: string; label: string }, locale: Locale): string {
  const messages = messagesOf(locale);
  switch (table.dimension) {
    case 'status':
      return messages.contracts.status[row.key as keyof typeof messages.contracts.status] ?? row.key;
    case 'contractType':
      return messages.contracts.type[row.key as keyof typeof messages.contracts.type] ?? row.key;
    case 'month': {
      const [year, month] = row.key.split('-').map(Number) as [number, number];
      return new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(Date.UTC(year, month - 1, 1)));
    }
    case 'agent':
      return row.label || messages.stats.unknownUser;
    default:
      return row.label;
  }
}

function cellOf(value: number | string | null | undefined, kind: string): Cell {
  if (value === null || value === undefined) return null;
  if (kind === 'date' && typeof value === 'string') return romeWallClock(value);
  return value;
}

/** A share column's total is the whole: 100 (%), or nothing when the column is empty. */
export function totalCell(table: Pick<StatsTable, 'totals'>, measure: StatsTable['measures'][number]): number | string | null {
  const total = table.totals[measure.key] ?? null;
  if (!measure.share) return total;
  return typeof total === 'number' && total !== 0 ? 100 : null;
}

export function statsSheet(table: StatsTable, locale: Locale) {
  const messages = messagesOf(locale).stats;
  const measureName = (key: MeasureKey, share: boolean) =>
    share ? formatMessage(messages.shareOf, { measure: messages.measures[key] }, locale) : messages.measures[key];
  const columns: SheetColumn[] = [
    { header: messages.dimensions[table.dimension], width: 32 },
    ...table.measures.map((m) => ({ header: measureName(m.key, m.share), width: 18, numFmt: FORMATS[m.kind] })),
  ];
  const rows: Cell[][] = [
    ...table.rows.map((row) => [rowLabel(table, row, locale), ...table.measures.map((m) => cellOf(row.values[m.key], m.kind))]),
    [messages.total, ...table.measures.map((m) => cellOf(totalCell(table, m), m.kind))],
  ];
  return { columns, rows, sheetName: messages.metrics[table.metric as keyof typeof messages.metrics], fileName: `${messages.export.fileName}-${table.metric}` };
}

export async function exportStatsTable(table: StatsTable, locale: Locale, today: string) {
  const sheet = statsSheet(table, locale);
  return { fileName: `${sheet.fileName}-${today}.xlsx`, rows: sheet.rows.length - 1, body: await streamSheet(sheet.sheetName, sheet.columns, sheet.rows) };
}
