import type { useFormatter } from 'next-intl';

type Formatter = ReturnType<typeof useFormatter>;

// One way to write money, numbers and dates per language (docs/architecture.md, "Formatting").
// Grouping is forced: Italian leaves four-digit amounts ungrouped by default ("5091,84 €"), which reads
// inconsistently beside "10.300,20 €". Dates name the month so English never reads as a US "11/21/26".
const MONEY = { style: 'currency', currency: 'EUR', useGrouping: true } as const;
const DAY = { day: 'numeric', month: 'short', year: 'numeric' } as const;
const MOMENT = { ...DAY, hour: '2-digit', minute: '2-digit' } as const;

/** A calendar date ('2026-11-24') read at noon UTC, so no time zone moves it to another day. */
function calendarDay(isoDate: string): Date {
  return new Date(`${isoDate.slice(0, 10)}T12:00:00Z`);
}

export function portalFormat(format: Formatter) {
  return {
    /** Euros with cents: "1.234,56 €" / "€1,234.56". */
    money: (euros: number) => format.number(euros, MONEY),
    /** Euros without cents, for round tier amounts. */
    moneyWhole: (euros: number) => format.number(euros, { ...MONEY, maximumFractionDigits: 0, minimumFractionDigits: 0 }),
    /** A share given as a fraction (0.125 → "12,5%"); a minimum of digits keeps a column's decimals aligned ("12,0%"). */
    percent: (fraction: number, maximumFractionDigits = 2, minimumFractionDigits = 0) =>
      format.number(fraction, { style: 'percent', maximumFractionDigits, minimumFractionDigits }),
    /** A count or a plain decimal, grouped; a minimum of digits as for percent. */
    number: (value: number, maximumFractionDigits = 2, minimumFractionDigits = 0) =>
      format.number(value, { useGrouping: true, maximumFractionDigits, minimumFractionDigits }),
    /** A calendar date without a time ('YYYY-MM-DD', e.g. a closing or birth date). */
    day: (isoDate: string) => format.dateTime(calendarDay(isoDate), DAY),
    /** The day of an instant (an ISO timestamp), in the portal's time zone. */
    date: (iso: string) => format.dateTime(new Date(iso), DAY),
    /** An instant with its time. */
    moment: (iso: string) => format.dateTime(new Date(iso), MOMENT),
    /** A month ('2026-03') by its name: "marzo 2026" / "March 2026", or "mar 2026" short. */
    month: (key: string, style: 'long' | 'short' = 'long') => format.dateTime(calendarDay(`${key}-01`), { month: style, year: 'numeric' }),
    /** A file size in kB below a megabyte, in MB above. */
    fileSize: (bytes: number) =>
      bytes < 1_000_000
        ? format.number(bytes / 1000, { style: 'unit', unit: 'kilobyte', maximumFractionDigits: 0 })
        : format.number(bytes / 1_000_000, { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 }),
  };
}

export type PortalFormat = ReturnType<typeof portalFormat>;
