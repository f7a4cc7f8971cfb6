import { describe, expect, it } from 'vitest';
import { endOfTermDate, noticeDeadline, previousWorkingDay, reminderDue, termDates } from '@/core/end-of-term/dates';
import { extensionPrice, residualValueCents } from '@/core/end-of-term/extension';

describe('end of term dates (docs/domain.md, "End of term")', () => {
  it('adds whole months and keeps a month end at the month end', () => {
    expect(endOfTermDate('2026-03-15', 36)).toBe('2029-03-15');
    expect(endOfTermDate('2025-01-31', 1)).toBe('2025-02-28');
    expect(endOfTermDate('2024-01-31', 1)).toBe('2024-02-29');
    expect(endOfTermDate('2026-08-31', 24)).toBe('2028-08-31');
    expect(endOfTermDate('2026-10-31', 48)).toBe('2030-10-31');
    expect(endOfTermDate('2026-05-31', 1)).toBe('2026-06-30');
  });

  it('takes 29 February to 28 February in a common year and keeps it in a leap year', () => {
    expect(endOfTermDate('2024-02-29', 12)).toBe('2025-02-28');
    expect(endOfTermDate('2024-02-29', 36)).toBe('2027-02-28');
    expect(endOfTermDate('2024-02-29', 48)).toBe('2028-02-29');
  });

  it('moves a notice deadline on a weekend back to the Friday before', () => {
    // 90 days before 4 Dec 2026 is Saturday 5 Sep; before 5 Dec, Sunday 6 Sep.
    expect(noticeDeadline('2026-12-04', 90)).toBe('2026-09-04');
    expect(noticeDeadline('2026-12-05', 90)).toBe('2026-09-04');
    expect(noticeDeadline('2026-12-03', 90)).toBe('2026-09-04');
    expect(noticeDeadline('2026-12-02', 90)).toBe('2026-09-03');
  });

  it('moves a notice deadline on a national holiday back to the working day before', () => {
    // 8 Dec 2026 (Immacolata, a Tuesday) → Monday 7 Dec; Easter Monday 29 Mar 2027 → Friday 26 Mar.
    expect(noticeDeadline('2027-03-08', 90)).toBe('2026-12-07');
    expect(noticeDeadline('2027-06-27', 90)).toBe('2027-03-26');
    // 1 Jan 2027 is a Friday and a holiday: Thursday 31 Dec.
    expect(previousWorkingDay('2027-01-01')).toBe('2026-12-31');
    expect(previousWorkingDay('2026-12-27')).toBe('2026-12-24');
  });

  it('counts the days to the deadline from today, negative once passed', () => {
    expect(termDates('2024-01-15', 36, 90, '2026-10-01')).toEqual({ endDate: '2027-01-15', noticeDeadline: '2026-10-16', daysToDeadline: 15 });
    expect(termDates('2023-01-15', 36, 90, '2026-01-01').daysToDeadline).toBeLessThan(0);
  });
});

describe('reminders', () => {
  const points = [60, 30, 7];
  it('sends the nearest point not before today, once the deadline is that near', () => {
    expect(reminderDue(90, points)).toBeNull();
    expect(reminderDue(61, points)).toBeNull();
    expect(reminderDue(60, points)).toBe(60);
    expect(reminderDue(45, points)).toBe(60);
    expect(reminderDue(30, points)).toBe(30);
    expect(reminderDue(8, points)).toBe(30);
    expect(reminderDue(7, points)).toBe(7);
    expect(reminderDue(0, points)).toBe(7);
  });
  it('sends nothing once the deadline has passed, and skips points switched off (0)', () => {
    expect(reminderDue(-1, points)).toBeNull();
    expect(reminderDue(20, [60, 0, 0])).toBe(60);
    expect(reminderDue(20, [0, 0, 0])).toBeNull();
  });
});

describe('extension price', () => {
  const bands = [
    { bandMax: 5000, factor: 0.05 },
    { bandMax: null, factor: 0.04 },
  ];
  it('prices the residual value with the provider’s band of the new duration', () => {
    expect(residualValueCents(10_000, 20)).toBe(200_000);
    expect(extensionPrice(10_000, 20, bands)).toEqual({ residualCents: 200_000, monthlyCents: 10_000 });
    // 30,000 × 20% = 6,000 € in the open band: 240 €, held at the lower band's top (250 €) so more never pays less.
    expect(extensionPrice(30_000, 20, bands)).toEqual({ residualCents: 600_000, monthlyCents: 25_000 });
  });
  it('has no price when the provider offers no factor for the duration', () => {
    expect(extensionPrice(10_000, 20, [])).toBeNull();
  });
});
