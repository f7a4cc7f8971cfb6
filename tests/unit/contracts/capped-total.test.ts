// A list's total counted up to the cap reads "more than 10,000" in both
// languages (the contracts and customers pages, the export's row count).
import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { LIST_COUNT_CAP } from '@/core/schemas/list-total';
import enMessages from '@/messages/en.json';
import itMessages from '@/messages/it.json';

const say = (message: string, locale: string, values: Record<string, number>) => new IntlMessageFormat(message, locale).format(values);

describe('a capped total', () => {
  it('is 10,000', () => {
    expect(LIST_COUNT_CAP).toBe(10_000);
  });

  it('reads "more than" on the contracts and customers pages and in the export', () => {
    const range = { from: 1, to: 20, total: LIST_COUNT_CAP };
    expect(say(itMessages.contracts.rangeMore, 'it', range)).toBe('1–20 di oltre 10.000');
    expect(say(enMessages.contracts.rangeMore, 'en', range)).toBe('1–20 of more than 10,000');
    expect(say(itMessages.customers.countMore, 'it', { total: LIST_COUNT_CAP })).toBe('Oltre 10.000 clienti');
    expect(say(enMessages.customers.countMore, 'en', { total: LIST_COUNT_CAP })).toBe('More than 10,000 customers');
    expect(say(itMessages.contracts.export.rowsMore, 'it', { count: LIST_COUNT_CAP })).toBe('Oltre 10.000 contratti da esportare');
    expect(say(enMessages.contracts.export.rowsMore, 'en', { count: LIST_COUNT_CAP })).toBe('More than 10,000 contracts to export');
  });
});
