// Statistics numbers in the reader's language.
import { createFormatter } from 'next-intl';
import { describe, expect, it } from 'vitest';
import type { MeasureKind } from '@/core/domain/stats';
import { portalFormat } from '@/lib/format/portal-format';
import { deltaOf } from '@/lib/stats/compare';
import { measureText } from '@/lib/stats/format';

// The portal's one formatter (lib/format/portal-format.ts) as a page gets it, in Rome's time.
const format = (locale: 'it' | 'en') => portalFormat(createFormatter({ locale, timeZone: 'Europe/Rome' }));
const formatMeasure = (value: number | string | null, kind: MeasureKind, locale: 'it' | 'en') => measureText(format(locale), value, kind);

describe('statistics formatting', () => {
  it('writes euro amounts, counts, percentages and days as each language does', () => {
    expect(formatMeasure(1234.56, 'money', 'it')).toBe('1234,56\u00a0€'.replace('1234', '1.234'));
    expect(formatMeasure(1234.56, 'money', 'en')).toBe('€1,234.56');
    expect(formatMeasure(12345, 'count', 'it')).toBe('12.345');
    // The percent sign as the rest of the portal writes it (lib/format/portal-format.ts): no space in either language.
    expect(formatMeasure(66.6666, 'percent', 'en')).toBe('66.7%');
    expect(formatMeasure(12.5, 'percent', 'it')).toBe('12,5%');
    expect(formatMeasure(3.25, 'days', 'it')).toBe('3,3');
    expect(formatMeasure(null, 'money', 'it')).toBeNull();
    expect(formatMeasure(12, 'days', 'en')).toBe('12.0');
    expect(formatMeasure(0.5, 'percent', 'it')).toBe('0,5%');
    expect(formatMeasure('2026-03-02T09:30:00Z', 'date', 'it')).toBe('2 mar 2026, 10:30');
    expect(format('it').month('2026-03')).toBe('marzo 2026');
    expect(format('en').month('2026-03')).toBe('March 2026');
    expect(format('en').month('2026-03', 'short')).toBe('Mar 2026');
  });

  it('compares with the previous period: percent of it, percentage points for a rate, nothing to compare with when it is missing', () => {
    expect(deltaOf({ value: 150, previous: 100, kind: 'money' })).toEqual({ direction: 'up', amount: 50 });
    expect(deltaOf({ value: 60, previous: 75, kind: 'percent' })).toEqual({ direction: 'down', amount: 15 });
    expect(deltaOf({ value: 5, previous: 0, kind: 'count' })).toEqual({ direction: 'new', amount: 0 });
    expect(deltaOf({ value: 0, previous: 0, kind: 'count' })).toEqual({ direction: 'same', amount: 0 });
    expect(deltaOf({ value: 3, previous: null, kind: 'days' })).toEqual({ direction: 'new', amount: 0 });
  });
});
