// The EndOfTermXLS sheet: its columns, their headings in the caller's language
// (messages/*.json `endOfTerm`) and one row per contract of the view.
import type { EndOfTermRow } from '../../core/schemas/end-of-term';
import { type Locale, messagesOf } from '../i18n';
import type { CellValue } from '../spreadsheets/safe-cell';
import type { SheetColumn } from '../spreadsheets/stream-writer';

const MONEY = '#,##0.00 "€"';
const DAY = 'dd/mm/yyyy';
const calendarDay = (day: string) => new Date(`${day}T00:00:00Z`);

export function endOfTermSheetLabels(locale: Locale) {
  const { endOfTerm } = messagesOf(locale);
  return { ...endOfTerm.export, columns: endOfTerm.columns, outcomes: endOfTerm.outcomes };
}
type SheetLabels = ReturnType<typeof endOfTermSheetLabels>;

export function endOfTermColumns(labels: SheetLabels): SheetColumn[] {
  const c = labels.columns;
  return [
    { header: c.number, width: 18 },
    { header: c.company, width: 30 },
    { header: c.agency, width: 20 },
    { header: c.agent, width: 16 },
    { header: c.startDate, width: 13, numFmt: DAY },
    { header: c.duration, width: 10 },
    { header: c.endDate, width: 13, numFmt: DAY },
    { header: c.noticeDeadline, width: 13, numFmt: DAY },
    { header: c.daysToDeadline, width: 10 },
    { header: c.monthlyPayment, width: 14, numFmt: MONEY },
    { header: c.outcome, width: 16 },
    { header: c.extensionMonths, width: 10 },
    { header: c.extensionMonthlyPayment, width: 14, numFmt: MONEY },
  ];
}

export function endOfTermSheetRow(row: EndOfTermRow, labels: SheetLabels): CellValue[] {
  return [
    row.number,
    row.companyName,
    row.agency.name,
    row.agent?.username ?? null,
    calendarDay(row.startDate),
    row.durationMonths,
    calendarDay(row.endDate),
    calendarDay(row.noticeDeadline),
    row.daysToDeadline,
    row.monthlyPayment,
    row.choice ? labels.outcomes[row.choice.outcome] : null,
    row.choice?.extensionMonths ?? null,
    row.choice?.extensionMonthlyPayment ?? null,
  ];
}
