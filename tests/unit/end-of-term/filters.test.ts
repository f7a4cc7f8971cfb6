import { describe, expect, it } from 'vitest';
import { DEFAULT_END_OF_TERM_FILTERS, endOfTermHref, endOfTermSortedBy, parseEndOfTermFilters, toEndOfTermExportQuery } from '@/lib/end-of-term/filters';

describe('the /end-of-term view in the address (lib/list-state.ts)', () => {
  it('reads the window, the days, the choice and the outcomes, and falls back field by field', () => {
    const filters = parseEndOfTermFilters({ window: 'overdue', days: '30', chosen: 'open', outcome: ['extend', 'upgrade'], page: '-3', sort: 'nope' });
    expect(filters).toMatchObject({ window: 'overdue', days: 30, chosen: 'open', outcome: ['extend', 'upgrade'], page: 1, sort: 'noticeDeadline' });
    expect(parseEndOfTermFilters({ window: 'someday', days: '0' })).toMatchObject({ window: 'upcoming', days: 90 });
  });

  it('writes the defaults out of the address, and the export keeps the filters and sort without paging', () => {
    expect(endOfTermHref(DEFAULT_END_OF_TERM_FILTERS)).toBe('/end-of-term');
    const sorted = endOfTermSortedBy({ ...DEFAULT_END_OF_TERM_FILTERS, window: 'all', page: 3 }, 'endDate');
    expect(endOfTermHref(sorted)).toBe('/end-of-term?window=all&sort=endDate&direction=asc');
    const query = new URLSearchParams(toEndOfTermExportQuery(sorted, 'en'));
    expect(Object.fromEntries(query)).toMatchObject({ window: 'all', sort: 'endDate', direction: 'asc', locale: 'en' });
    expect(query.has('page')).toBe(false);
  });
});
