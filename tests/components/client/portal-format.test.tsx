// One way to write money, numbers and dates per language: Italian groups every
// amount ("5.091,84 €", never "5091,84 €"), English writes "€5,091.84", and no
// date is all numbers (an English reader would take 11/12 for November 12th).
import { renderHook } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { useFormat } from '@/lib/format/use-format';

function formatIn(locale: 'it' | 'en') {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <NextIntlClientProvider locale={locale} messages={{}} timeZone="Europe/Rome">
      {children}
    </NextIntlClientProvider>
  );
  return renderHook(() => useFormat(), { wrapper }).result.current;
}

const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('portal format', () => {
  it('writes money grouped the way each language does', () => {
    const it_ = formatIn('it');
    const en = formatIn('en');
    expect(plain(it_.money(5091.84))).toBe('5.091,84 €');
    expect(plain(it_.money(10300.2))).toBe('10.300,20 €');
    expect(en.money(5091.84)).toBe('€5,091.84');
    expect(plain(it_.moneyWhole(300))).toBe('300 €');
    expect(plain(it_.percent(0.04))).toBe('4%');
    expect(en.number(1234567)).toBe('1,234,567');
  });

  it('names the month in dates, and a calendar date stays on its day in every time zone', () => {
    expect(formatIn('it').day('2026-11-21')).toBe('21 nov 2026');
    expect(formatIn('en').day('2026-11-21')).toBe('Nov 21, 2026');
    // 23:30 UTC is already the next day in Rome.
    expect(formatIn('it').date('2026-11-21T23:30:00Z')).toBe('22 nov 2026');
    expect(formatIn('en').moment('2026-11-21T14:05:00Z')).toMatch(/^Nov 21, 2026, 03:05\sPM$/);
    expect(formatIn('en').fileSize(1_500_000)).toMatch(/^1\.5\sMB$/);
  });

  it('is the same object from one render to the next (tables build their columns from it)', () => {
    const wrapper = ({ children }: { children: ReactNode }) => (
      <NextIntlClientProvider locale="it" messages={{}} timeZone="Europe/Rome">
        {children}
      </NextIntlClientProvider>
    );
    const { result, rerender } = renderHook(() => useFormat(), { wrapper });
    const first = result.current;
    rerender();
    expect(result.current).toBe(first);
  });
});
