// The statistics view in the address: lenient parsing of bookmarks, short
// addresses (defaults left out), the API's query, and the drill-down to the
// contracts list only where that list can show the selection.
import { describe, expect, it } from 'vitest';
import { DEFAULT_VIEW, contractsHref, hrefOf, parseStatsView, toCardsQuery, toTableQuery } from '@/lib/stats/view';

describe('statistics view', () => {
  it('reads focus, layout, year, period, filters and sort, dropping what makes no sense', () => {
    expect(
      parseStatsView(
        new URLSearchParams(
          'focus=annual&layout=vertical&year=2025&from=2025-01-01&to=2025-06-30&status=active,nope&status=refused&agencyId=3&provider=grenke&accessoryId=7&familyId=x&sort=value&direction=asc',
        ),
      ),
    ).toEqual({
      focus: 'annual',
      layout: 'vertical',
      year: 2025,
      from: '2025-01-01',
      to: '2025-06-30',
      status: ['active', 'refused'],
      agencyId: 3,
      provider: 'GRENKE',
      familyId: null,
      accessoryId: 7,
      sort: 'value',
      direction: 'asc',
    });
    expect(parseStatsView({ focus: 'weekly', year: '1999', from: '2025-02-30', agencyId: '-1', provider: 'ACME', sort: 'constructor' })).toEqual(DEFAULT_VIEW);
  });

  it('keeps the start of a period written backwards, so the page never asks the API for an error', () => {
    expect(parseStatsView({ from: '2025-06-01', to: '2025-01-01' })).toMatchObject({ from: '2025-06-01', to: null });
  });

  it('writes short addresses, and the API query without the layout', () => {
    expect(hrefOf('/stats/a/b', DEFAULT_VIEW)).toBe('/stats/a/b');
    const view = parseStatsView({ focus: 'perc', layout: 'vertical', status: 'active', sort: 'label' });
    expect(hrefOf('/stats/a/b', view)).toBe('/stats/a/b?focus=perc&layout=vertical&status=active&sort=label');
    expect(toTableQuery(view).toString()).toBe('focus=perc&status=active&sort=label');
    expect(toCardsQuery(view, 'overall-performance').toString()).toBe('status=active&category=overall-performance');
  });

  it('drills down to /contracts with every archived contract, products included, unless the selection names a filter the list lacks', () => {
    expect(contractsHref({ status: ['active', 'closed'], agencyId: 2, createdFrom: '2026-01-01' })).toBe(
      '/contracts?archived=all&status=active%2Cclosed&agencyId=2&createdFrom=2026-01-01',
    );
    expect(contractsHref({ modelId: 4, familyId: 2, accessoryId: 9 })).toBe('/contracts?archived=all&familyId=2&modelId=4&accessoryId=9');
    expect(contractsHref({ serviceTier: 'gold' })).toBeNull();
    expect(contractsHref(null)).toBeNull();
  });
});
