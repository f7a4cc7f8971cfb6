// When the courier may collect a product (docs/domain.md, "Tickets"): a
// working day in Italy, not in the past, between two times of that day with
// the first before the second. The ticket schema checks what needs no clock;
// pickupDateProblem needs today and runs in the API (and in the form).
import { addDays } from '../validation/day-arithmetic';
import { isIsoDay } from '../validation/iso-day';
import { isItalianWorkingDay } from '../validation/working-days';

/** HH:MM on a 24-hour clock. */
export const TIME_FORMAT = /^([01]\d|2[0-3]):[0-5]\d$/;

export function isTime(value: string): boolean {
  return TIME_FORMAT.test(value);
}

/** Both times valid and the window's start before its end (HH:MM compares as text). */
export function isTimeWindow(from: string, to: string): boolean {
  return isTime(from) && isTime(to) && from < to;
}

/** null for a fine pick-up day; `today` is Italy's (core/validation/working-days.ts italianToday). */
export function pickupDateProblem(day: string, today: string): 'pickup_in_past' | 'pickup_not_working_day' | null {
  if (!isIsoDay(day) || !isItalianWorkingDay(day)) return 'pickup_not_working_day';
  return day < today ? 'pickup_in_past' : null;
}

/** The first working day after `today`: what the form proposes (a courier rarely comes the same day). */
export function firstPickupDay(today: string): string {
  for (let ahead = 1; ahead <= 14; ahead += 1) {
    const day = addDays(today, ahead);
    if (isItalianWorkingDay(day)) return day;
  }
  return today;
}
