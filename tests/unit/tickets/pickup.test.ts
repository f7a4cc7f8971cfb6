// The pick-up day and window of a support ticket, and Italy's working days.
import { describe, expect, it } from 'vitest';
import { firstPickupDay, isTimeWindow, pickupDateProblem } from '@/core/tickets/pickup';
import { easterSunday, isItalianHoliday, isItalianWorkingDay, italianToday } from '@/core/validation/working-days';

describe('Italian working days', () => {
  it('knows Easter Sunday (and so Easter Monday) across years', () => {
    expect(easterSunday(2024)).toEqual([3, 31]);
    expect(easterSunday(2025)).toEqual([4, 20]);
    expect(easterSunday(2026)).toEqual([4, 5]);
    expect(easterSunday(2038)).toEqual([4, 25]);
    expect(isItalianHoliday('2026-04-06')).toBe(true);
    expect(isItalianHoliday('2026-04-07')).toBe(false);
  });

  it('refuses weekends, national holidays and days that do not exist', () => {
    expect(isItalianWorkingDay('2026-06-15')).toBe(true); // a Monday
    expect(isItalianWorkingDay('2026-06-13')).toBe(false); // Saturday
    expect(isItalianWorkingDay('2026-06-14')).toBe(false); // Sunday
    for (const holiday of [
      '2026-01-01',
      '2026-01-06',
      '2026-04-25',
      '2026-05-01',
      '2026-06-02',
      '2026-08-15',
      '2026-11-01',
      '2026-12-08',
      '2026-12-25',
      '2026-12-26',
    ]) {
      expect(isItalianHoliday(holiday), holiday).toBe(true);
    }
    expect(isItalianWorkingDay('2026-06-02')).toBe(false); // Republic Day, a Tuesday
    expect(isItalianWorkingDay('2026-02-30')).toBe(false);
    expect(isItalianWorkingDay('15/06/2026')).toBe(false);
  });

  it("takes today from Italy's clock, not the machine's", () => {
    expect(italianToday(new Date('2026-06-14T22:30:00Z'))).toBe('2026-06-15'); // 00:30 in Rome (summer time)
    expect(italianToday(new Date('2026-01-14T22:30:00Z'))).toBe('2026-01-14'); // 23:30 in Rome (winter time)
  });
});

describe('the pick-up', () => {
  it('is a working day not in the past; today is still fine', () => {
    expect(pickupDateProblem('2026-06-15', '2026-06-15')).toBeNull();
    expect(pickupDateProblem('2026-06-16', '2026-06-15')).toBeNull();
    expect(pickupDateProblem('2026-06-12', '2026-06-15')).toBe('pickup_in_past');
    expect(pickupDateProblem('2026-06-20', '2026-06-15')).toBe('pickup_not_working_day');
    expect(pickupDateProblem('not a day', '2026-06-15')).toBe('pickup_not_working_day');
  });

  it('proposes the next working day, skipping weekends and holidays', () => {
    expect(firstPickupDay('2026-06-15')).toBe('2026-06-16');
    expect(firstPickupDay('2026-06-12')).toBe('2026-06-15'); // Friday → Monday
    expect(firstPickupDay('2026-06-01')).toBe('2026-06-03'); // Republic Day on the 2nd
    expect(firstPickupDay('2026-12-24')).toBe('2026-12-28'); // Christmas, St Stephen's, Sunday
  });

  it('wants the window to start before it ends, both on a 24-hour clock', () => {
    expect(isTimeWindow('09:00', '12:30')).toBe(true);
    expect(isTimeWindow('12:30', '12:30')).toBe(false);
    expect(isTimeWindow('14:00', '09:00')).toBe(false);
    expect(isTimeWindow('9:00', '12:00')).toBe(false);
    expect(isTimeWindow('09:00', '24:00')).toBe(false);
  });
});
