// Calendar days and their arithmetic (core/validation/day-arithmetic.ts): date-fns on the day's local midnight, so
// the same day comes out in every zone the server may run in, summer time and zones whose clocks skip
// midnight included (docs/decisions.md, "Dates").
import { afterAll, describe, expect, it } from 'vitest';
import { firstPickupDay } from '@/core/tickets/pickup';
import { addDays, daysBetween } from '@/core/validation/day-arithmetic';
import { isIsoDay } from '@/core/validation/iso-day';
import { isItalianWorkingDay } from '@/core/validation/working-days';
import { monthBounds, previousOf } from '@/backend/stats/period';
import { dayAfter } from '@/backend/db/list-filters';

const ZONE = process.env.TZ;
afterAll(() => {
  if (ZONE === undefined) delete process.env.TZ;
  else process.env.TZ = ZONE;
});

// Rome (its summer time), UTC, Los Angeles (behind UTC), Kiritimati (14 hours ahead), São Paulo (its clocks
// skipped from 00:00 to 01:00 on 4 November 2018), Lord Howe (a half-hour change).
// Each with its offset from UTC on 1 January 2026 (minutes, as getTimezoneOffset gives it): proof that the zone took.
const ZONES: [string, number][] = [
  ['Europe/Rome', -60],
  ['UTC', 0],
  ['America/Los_Angeles', 480],
  ['Pacific/Kiritimati', -840],
  ['America/Sao_Paulo', 180],
  ['Australia/Lord_Howe', -660],
];

describe.each(ZONES)('calendar days with the machine in %s', (zone, offset) => {
  it('adds and counts days across summer time, month ends and leap days', () => {
    process.env.TZ = zone;
    expect(new Date(2026, 0, 1).getTimezoneOffset()).toBe(offset);
    expect(addDays('2026-03-28', 1)).toBe('2026-03-29');
    expect(addDays('2026-03-29', 1)).toBe('2026-03-30'); // Rome's clocks go forward that night
    expect(addDays('2026-10-25', 1)).toBe('2026-10-26'); // and back
    expect(addDays('2018-11-03', 1)).toBe('2018-11-04'); // São Paulo had no midnight that day
    expect(addDays('2018-11-04', 1)).toBe('2018-11-05');
    expect(addDays('2026-01-31', 1)).toBe('2026-02-01');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2023-02-28', 1)).toBe('2023-03-01');
    expect(addDays('2100-02-28', 1)).toBe('2100-03-01'); // not a leap year
    expect(addDays('2000-02-28', 1)).toBe('2000-02-29'); // a leap year
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2024-03-01', -365)).toBe('2023-03-02');
    expect(daysBetween('2026-03-01', '2026-04-01')).toBe(31);
    expect(daysBetween('2026-10-01', '2026-11-01')).toBe(31);
    expect(daysBetween('2024-01-01', '2025-01-01')).toBe(366);
    expect(daysBetween('2026-05-07', '2026-05-07')).toBe(0);
    expect(daysBetween('2026-05-07', '2026-05-01')).toBe(-6);
  });

  it('knows real days, weekends, Easter Monday and the next pick-up day', () => {
    process.env.TZ = zone;
    expect(isIsoDay('2024-02-29')).toBe(true);
    expect(isIsoDay('2023-02-29')).toBe(false);
    expect(isIsoDay('2100-02-29')).toBe(false);
    expect(isIsoDay('2026-04-31')).toBe(false);
    expect(isIsoDay('1899-12-31')).toBe(false);
    expect(isItalianWorkingDay('2026-03-30')).toBe(true); // the Monday after Rome's clocks went forward
    expect(isItalianWorkingDay('2026-03-29')).toBe(false); // Sunday
    expect(isItalianWorkingDay('2026-04-06')).toBe(false); // Easter Monday
    expect(isItalianWorkingDay('2024-04-01')).toBe(false); // Easter Monday of a leap year, the day after the clocks went forward
    expect(firstPickupDay('2026-03-27')).toBe('2026-03-30');
    expect(firstPickupDay('2026-04-03')).toBe('2026-04-07'); // Friday, then the weekend and Easter Monday
    expect(firstPickupDay('2027-02-26')).toBe('2027-03-01'); // across a short February's end
  });

  it("gives the statistics their months and periods, and a list's filter the next day's UTC midnight", () => {
    process.env.TZ = zone;
    expect(monthBounds('2024-02')).toEqual({ from: '2024-02-01', to: '2024-02-29' });
    expect(monthBounds('2026-02')).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(monthBounds('2026-04')).toEqual({ from: '2026-04-01', to: '2026-04-30' });
    expect(monthBounds('2026-12')).toEqual({ from: '2026-12-01', to: '2026-12-31' });
    expect(previousOf('2026-03-29', '2026-04-04')).toEqual({ from: '2026-03-22', to: '2026-03-28' });
    expect(dayAfter('2026-03-28').toISOString()).toBe('2026-03-29T00:00:00.000Z');
    expect(dayAfter('2024-02-28').toISOString()).toBe('2024-02-29T00:00:00.000Z');
    expect(dayAfter('2026-12-31').toISOString()).toBe('2027-01-01T00:00:00.000Z');
  });
});
