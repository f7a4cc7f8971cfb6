// Which days a statistic counts and the period it is compared with
// (docs/domain.md, "Statistics"). Days are UTC calendar days of the contracts'
// creation, as the contracts list filters them, so a drill-down selects the
// same contracts. Pure: the caller passes today.
import { lastDayOfMonth } from 'date-fns/lastDayOfMonth';
import type { StatsFocus } from '../../core/domain/stats';
import { addDays, dateOfDay, dayOfDate, daysBetween } from '../../core/validation/day-arithmetic';

export interface Period {
  /** first day, inclusive; null: since the beginning */
  from: string | null;
  /** last day, inclusive; null: until now */
  to: string | null;
}

export interface ResolvedPeriod {
  period: Period;
  /** the period of equal length just before; null when the period is unbounded */
  previous: Period | null;
  /** annual focus: the twelve months (YYYY-MM) of the year */
  months: string[] | null;
}

/** The bounded period of the same length that ends the day before `from`. */
export function previousOf(from: string, to: string): Period {
  const length = daysBetween(from, to) + 1;
  return { from: addDays(from, -length), to: addDays(from, -1) };
}

export function monthsOf(year: number): string[] {
  return Array.from({ length: 12 }, (_, i) => `${year}-${String(i + 1).padStart(2, '0')}`);
}

/** First and last day of a YYYY-MM month. */
export function monthBounds(month: string): Period {
  return { from: `${month}-01`, to: dayOfDate(lastDayOfMonth(dateOfDay(`${month}-01`))) };
}

/** The tables' period: a year month by month (annual), else from and to as given (to defaults to today once from is set). */
export function resolveTablePeriod(focus: StatsFocus, query: { from?: string; to?: string; year?: number }, today: string): ResolvedPeriod {
  if (focus === 'annual') {
    const year = query.year ?? Number(today.slice(0, 4));
    return {
      period: { from: `${year}-01-01`, to: `${year}-12-31` },
      previous: { from: `${year - 1}-01-01`, to: `${year - 1}-12-31` },
      months: monthsOf(year),
    };
  }
  const from = query.from ?? null;
  const to = query.to ?? (from ? today : null);
  return { period: { from, to }, previous: from && to ? previousOf(from, to) : null, months: null };
}

/** Cards compare two bounded periods: by default the 365 days up to today. */
export const DEFAULT_CARD_DAYS = 365;

export function resolveCardPeriod(query: { from?: string; to?: string }, today: string): { period: Required<{ from: string; to: string }>; previous: Period } {
  const to = query.to ?? (query.from && query.from > today ? query.from : today);
  const from = query.from ?? addDays(to, -(DEFAULT_CARD_DAYS - 1));
  return { period: { from, to }, previous: previousOf(from, to) };
}

/** The period as timestamps for SQL: [from 00:00 UTC, the day after `to` 00:00 UTC). */
export function periodBounds(period: Period): { start: string | null; end: string | null } {
  return {
    start: period.from ? `${period.from}T00:00:00Z` : null,
    end: period.to ? `${addDays(period.to, 1)}T00:00:00Z` : null,
  };
}
