// The end of a contract's term, pure (docs/domain.md, "End of term"): the end
// date is the start date plus the duration (and any extension) in months, a
// month end kept at the month's end (31 Jan + 1 month = 28 or 29 Feb); the
// notice deadline is that many days before the end, moved back to the previous
// Italian working day when it falls on a weekend or a national holiday. The
// database's function end_of_term_deadline (migration end-of-term) computes the
// same for the list's filters and order; a backend test holds the two together.
import { addMonths } from 'date-fns/addMonths';
import { addDays, dateOfDay, dayOfDate, daysBetween } from '../validation/day-arithmetic';
import { isItalianWorkingDay } from '../validation/working-days';

/** The day the term ends: `months` after the start, clamped to the month's last day. */
export const endOfTermDate = (startDay: string, months: number): string => dayOfDate(addMonths(dateOfDay(startDay), months));

/** The working day on or before `day` (Monday to Friday, no national holiday). */
export function previousWorkingDay(day: string): string {
  let current = day;
  while (!isItalianWorkingDay(current)) current = addDays(current, -1);
  return current;
}

/** The last day to give notice: `noticeDays` before the end, on a working day. */
export const noticeDeadline = (endDay: string, noticeDays: number): string => previousWorkingDay(addDays(endDay, -noticeDays));

export interface TermDates {
  endDate: string;
  noticeDeadline: string;
  /** calendar days from today to the deadline; negative once it has passed */
  daysToDeadline: number;
}

export function termDates(startDay: string, months: number, noticeDays: number, today: string): TermDates {
  const endDate = endOfTermDate(startDay, months);
  const deadline = noticeDeadline(endDate, noticeDays);
  return { endDate, noticeDeadline: deadline, daysToDeadline: daysBetween(today, deadline) };
}

/**
 * The reminder due when the deadline is `daysLeft` days away: the nearest
 * configured point not before today (the smallest point ≥ daysLeft), so a
 * job that missed days sends one reminder, not every point it passed. Points
 * of 0 are switched off; null: none due (deadline passed or still far).
 */
export function reminderDue(daysLeft: number, points: readonly number[]): number | null {
  if (daysLeft < 0) return null;
  const due = points.filter((p) => p > 0 && p >= daysLeft).sort((a, b) => a - b);
  return due[0] ?? null;
}
