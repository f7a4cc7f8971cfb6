// The statistics' periods: the year of the annual focus, the period of equal
// length before another, the cards' default year, and a month's drill-down.
import { describe, expect, it } from 'vitest';
import { monthBounds, periodBounds, previousOf, resolveCardPeriod, resolveTablePeriod } from '@/backend/stats/period';
import { rowDrill } from '@/backend/stats/drill';

describe('statistics periods', () => {
  it('compares a period with the days of equal length just before it, across a leap day', () => {
    expect(previousOf('2024-03-01', '2024-03-31')).toEqual({ from: '2024-01-30', to: '2024-02-29' });
    expect(previousOf('2026-05-07', '2026-05-07')).toEqual({ from: '2026-05-06', to: '2026-05-06' });
  });

  it('gives the annual focus the twelve months of the year asked, else of today, and the year before', () => {
    const annual = resolveTablePeriod('annual', { year: 2024 }, '2026-11-24');
    expect(annual.period).toEqual({ from: '2024-01-01', to: '2024-12-31' });
    expect(annual.previous).toEqual({ from: '2023-01-01', to: '2023-12-31' });
    expect(annual.months).toHaveLength(12);
    expect(resolveTablePeriod('annual', {}, '2026-11-24').months![10]).toBe('2026-11');
  });

  it('leaves the totals unbounded without dates, and ends a period that only starts today', () => {
    expect(resolveTablePeriod('all', {}, '2026-11-24')).toEqual({ period: { from: null, to: null }, previous: null, months: null });
    expect(resolveTablePeriod('perc', { from: '2026-11-01' }, '2026-11-24').period).toEqual({ from: '2026-11-01', to: '2026-11-24' });
    expect(resolveTablePeriod('all', { to: '2026-01-31' }, '2026-11-24').previous).toBeNull();
  });

  it('gives the cards the last 365 days by default', () => {
    expect(resolveCardPeriod({}, '2026-11-24')).toEqual({
      period: { from: '2025-11-25', to: '2026-11-24' },
      previous: { from: '2024-11-25', to: '2025-11-24' },
    });
    // A year with a leap day in it: still 365 days, and the same length before.
    expect(resolveCardPeriod({}, '2024-03-01')).toEqual({
      period: { from: '2023-03-03', to: '2024-03-01' },
      previous: { from: '2022-03-03', to: '2023-03-02' },
    });
  });

  it('turns days into half-open timestamps, and months into their days', () => {
    expect(periodBounds({ from: '2026-02-01', to: '2026-02-28' })).toEqual({ start: '2026-02-01T00:00:00Z', end: '2026-03-01T00:00:00Z' });
    expect(monthBounds('2024-02')).toEqual({ from: '2024-02-01', to: '2024-02-29' });
    expect(monthBounds('2023-02')).toEqual({ from: '2023-02-01', to: '2023-02-28' });
    expect(monthBounds('2026-11')).toEqual({ from: '2026-11-01', to: '2026-11-30' });
    expect(monthBounds('2026-12')).toEqual({ from: '2026-12-01', to: '2026-12-31' });
    expect(periodBounds({ from: '2026-12-01', to: '2026-12-31' })).toEqual({ start: '2026-12-01T00:00:00Z', end: '2027-01-01T00:00:00Z' });
  });

  it("narrows a table's drill-down to a month within the period", () => {
    const base = { createdFrom: '2026-03-10', createdTo: '2026-12-31' };
    expect(rowDrill(base, 'month', '2026-03')).toEqual({ createdFrom: '2026-03-10', createdTo: '2026-03-31' });
    expect(rowDrill(base, 'extra', 'service:GOLD')).toBeNull();
    expect(rowDrill(base, 'extra', 'accessory:7')).toEqual({ ...base, accessoryId: 7 });
  });
});
