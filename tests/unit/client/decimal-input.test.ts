import { describe, expect, it } from 'vitest';
import { groupedAmountInput } from '@/lib/client/decimal-input';

describe('groupedAmountInput (a yearly income)', () => {
  it('reads Italian grouping and decimals', () => {
    expect(groupedAmountInput('60.000', 'it', 1e9)).toBe(60_000);
    expect(groupedAmountInput('1.250.000,50', 'it', 1e9)).toBe(1_250_000.5);
    expect(groupedAmountInput('60000,5', 'it', 1e9)).toBe(60_000.5);
    expect(groupedAmountInput(' 60 000 ', 'it', 1e9)).toBe(60_000);
    expect(groupedAmountInput('60\u202f000', 'it', 1e9)).toBe(60_000);
  });

  it('reads English grouping and decimals', () => {
    expect(groupedAmountInput('60,000', 'en', 1e9)).toBe(60_000);
    expect(groupedAmountInput('60,000.50', 'en', 1e9)).toBe(60_000.5);
    expect(groupedAmountInput('60000.5', 'en', 1e9)).toBe(60_000.5);
  });

  it('refuses a mark the language does not use that way, rather than guessing', () => {
    // Read as grouping, "50000.5" would become 500005; read as a decimal, "60.000" in English would become 60.
    expect(groupedAmountInput('50000.5', 'it', 1e9)).toBeNull();
    expect(groupedAmountInput('60,000', 'it', 1e9)).toBeNull();
    expect(groupedAmountInput('60.000', 'en', 1e9)).toBeNull();
    expect(groupedAmountInput('6.00.000', 'it', 1e9)).toBeNull();
    expect(groupedAmountInput('60.000,505', 'it', 1e9)).toBeNull();
    expect(groupedAmountInput('1,2,3', 'it', 1e9)).toBeNull();
  });

  it('refuses empty text, signs, words and amounts over the maximum', () => {
    expect(groupedAmountInput('', 'it', 1e9)).toBeNull();
    expect(groupedAmountInput('-5', 'it', 1e9)).toBeNull();
    expect(groupedAmountInput('molti', 'it', 1e9)).toBeNull();
    expect(groupedAmountInput('1.000.000.001', 'it', 1e9)).toBeNull();
    expect(groupedAmountInput('1.000.000.000', 'it', 1e9)).toBe(1e9);
  });
});
