// The ContractsXLS sheet: its columns, their localized headings (the portal's
// own messages/*.json `contracts` namespace) and one row per contract.
import { type Locale, messagesOf } from '../i18n';
import type { ContractSummary } from '../../core/schemas/contracts-answers';

type Labels = ReturnType<typeof messagesOf>['contracts'];

const MONEY = '#,##0.00 "€"';
const DAY = 'dd/mm/yyyy';
const MINUTE = 'dd/mm/yyyy hh:mm';

// One value per column: the list's combined headings do not apply.
type ColumnKey = Exclude<keyof Labels['columns'], 'agencyAgent' | 'typeDuration'>;
interface Column {
  key: ColumnKey;
  width: number;
  numFmt?: string;
}

export const EXPORT_COLUMNS: readonly Column[] = [
  { key: 'number', width: 18 },
  { key: 'status', width: 22 },
  { key: 'company', width: 32 },
  { key: 'vatNumber', width: 14 },
  { key: 'customer', width: 24 },
  { key: 'agency', width: 20 },
  { key: 'agent', width: 16 },
  { key: 'provider', width: 26 },
  { key: 'type', width: 16 },
  { key: 'duration', width: 10 },
  { key: 'monthlyPayment', width: 14, numFmt: MONEY },
  { key: 'totalValue', width: 14, numFmt: MONEY },
  { key: 'createdAt', width: 17, numFmt: MINUTE },
  { key: 'lastStatusChangeAt', width: 17, numFmt: MINUTE },
  { key: 'closingDate', width: 13, numFmt: DAY },
  { key: 'archived', width: 11 },
  { key: 'notes', width: 40 },
];

const ROME = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Rome',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** Spreadsheet dates carry no zone: the cell shows the wall-clock time in Rome, where the agencies work. */
export function romeWallClock(iso: string): Date {
  const parts = Object.fromEntries(ROME.formatToParts(new Date(iso)).map((p) => [p.type, p.value]));
  return new Date(Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), Number(parts.hour), Number(parts.minute)));
}

const calendarDay = (day: string | null) => (day === null ? null : new Date(`${day}T00:00:00Z`));

export function sheetLabels(locale: Locale) {
  const labels = messagesOf(locale).contracts;
  return {
    sheetName: labels.export.sheetName,
    fileName: labels.export.fileName,
    headers: EXPORT_COLUMNS.map((column) => labels.columns[column.key]),
  };
}

export function exportRow(c: ContractSummary, locale: Locale): (string | number | Date | null)[] {
  const labels = messagesOf(locale).contracts;
  const values: Record<ColumnKey, string | number | Date | null> = {
    number: c.number,
    status: labels.status[c.status],
    company: c.company?.name ?? null,
    vatNumber: c.company?.vatNumber ?? null,
    customer: c.customerName,
    agency: c.agency.name,
    agent: c.createdBy?.username ?? null,
    provider: c.provider.name,
    type: labels.type[c.contractType],
    duration: c.durationMonths,
    monthlyPayment: c.monthlyPayment,
    totalValue: c.totalValue,
    createdAt: romeWallClock(c.createdAt),
    lastStatusChangeAt: romeWallClock(c.lastStatusChangeAt),
    closingDate: calendarDay(c.closingDate),
    archived: c.archived ? labels.yes : labels.no,
    notes: c.notes,
  };
  return EXPORT_COLUMNS.map((column) => values[column.key]);
}
