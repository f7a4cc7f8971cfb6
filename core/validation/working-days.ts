// Italian working days: Monday to Friday, except the national public
// holidays (New Year, Epiphany, Easter Monday, Liberation Day, Labour Day,
// Republic Day, Assumption, All Saints, Immaculate Conception, Christmas and
// St Stephen's). Days are YYYY-MM-DD strings (core/validation/iso-day.ts).
import { isWeekend } from 'date-fns/isWeekend';
import { addDays, dateOfDay } from './day-arithmetic';
import { isIsoDay } from './iso-day';

const FIXED_HOLIDAYS = ['01-01', '01-06', '04-25', '05-01', '06-02', '08-15', '11-01', '12-08', '12-25', '12-26'];

/** Easter Sunday of a Gregorian year (the anonymous algorithm), as [month, day]. */
export function easterSunday(year: number): [number, number] {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return [month, day];
}

const pad = (n: number) => String(n).padStart(2, '0');

/** MM-DD of Easter Monday. */
function easterMonday(year: number): string {
  const [month, day] = easterSunday(year);
  return addDays(`${year}-${pad(month)}-${pad(day)}`, 1).slice(5);
}

export function isItalianHoliday(day: string): boolean {
  const year = Number(day.slice(0, 4));
  const monthDay = day.slice(5);
  return FIXED_HOLIDAYS.includes(monthDay) || monthDay === easterMonday(year);
}

/** A real day (isIsoDay), Monday to Friday, not a national holiday. */
export function isItalianWorkingDay(day: string): boolean {
  return isIsoDay(day) && !isWeekend(dateOfDay(day)) && !isItalianHoliday(day);
}

/** Today's date in Italy (Europe/Rome), whatever the machine's time zone. */
export function italianToday(now: Date): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}
