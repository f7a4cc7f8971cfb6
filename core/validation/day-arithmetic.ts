// Arithmetic on YYYY-MM-DD days (./iso-day.ts) with date-fns, on the day's
// local midnight: read and written in the same zone, a day stays that calendar
// day whatever the machine's zone and its summer time (docs/decisions.md, "Dates").
// Each function from its own path: the package's index names some 250 modules, which a test or a dev
// server would load whole (the support form's lazily loaded checks missed their test's wait).
import { addDays as addToDate } from 'date-fns/addDays';
import { differenceInCalendarDays } from 'date-fns/differenceInCalendarDays';
import { formatISO } from 'date-fns/formatISO';

/** The local midnight of a YYYY-MM-DD, for date-fns. */
export function dateOfDay(day: string): Date {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const date = new Date(2000, 0, 1);
  date.setFullYear(y, m - 1, d); // the Date constructor would read years 0 to 99 as 1900 to 1999
  return date;
}

/** The YYYY-MM-DD of a date-fns result: its local calendar day. */
export const dayOfDate = (date: Date): string => formatISO(date, { representation: 'date' });

/** The day `days` after `day` (before it when negative). */
export const addDays = (day: string, days: number): string => dayOfDate(addToDate(dateOfDay(day), days));

/** Calendar days from `from` to `to`: 0 for the same day, negative when `to` comes first. */
export const daysBetween = (from: string, to: string): number => differenceInCalendarDays(dateOfDay(to), dateOfDay(from));
