// The statistics view in the address, read and written with the API's own
// table query (lib/list-state.ts): lenient parsing of bookmarks, short
// addresses (defaults left out), queries the API's own schemas accept, and the
// drill-down to the contracts list only where that list can show the selection.
import { describe, expect, it } from 'vitest';
import { StatsCardsQuerySchema, StatsExportQuerySchema, StatsStalledQuerySchema, StatsTableQuerySchema } from '@/core/schemas/stats';
import {
  DEFAULT_VIEW,
  contractsHref,
  hrefOf,
  isFiltered,
  parseStatsView,
  toCardsQuery,
  toExportQuery,
  toFunnelQuery,
  toStalledQuery,
  toTableQuery,
  withPeriod,
} from '@/lib/stats/view';

/** A query as the API's router hands it to its schema: a repeated key as a list. */
const asQuery = (params: URLSearchParams) =>
  Object.fromEntries([...new Set(params.keys())].map((key) => [key, params.getAll(key).length > 1 ? params.getAll(key) : params.get(key)]));

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
      familyId: undefined,
      accessoryId: 7,
      sort: 'value',
      direction: 'asc',
    });
    expect(parseStatsView({ focus: 'weekly', year: '1999', from: '2025-02-30', agencyId: '-1', provider: 'ACME', sort: 'constructor' })).toEqual(DEFAULT_VIEW);
  });

  it('keeps the start of a period written backwards, so the page never asks the API for an error', () => {
    expect(parseStatsView({ from: '2025-06-01', to: '2025-01-01' })).toMatchObject({ from: '2025-06-01', to: undefined });
  });

  it('writes short addresses, and the API query without the layout', () => {
    expect(hrefOf('/stats/a/b', DEFAULT_VIEW)).toBe('/stats/a/b');
    const view = parseStatsView({ focus: 'perc', layout: 'vertical', status: 'active', sort: 'label' });
    expect(hrefOf('/stats/a/b', view)).toBe('/stats/a/b?status=active&focus=perc&sort=label&layout=vertical');
    expect(parseStatsView(new URLSearchParams(hrefOf('/stats/a/b', view).split('?')[1]))).toEqual(view);
    expect(toTableQuery(view).toString()).toBe('status=active&focus=perc&sort=label');
    expect(toCardsQuery(view, 'overall-performance').toString()).toBe('status=active&category=overall-performance');
  });

  it('asks each endpoint only what its schema takes: the export in a language, the stalled deals without the period', () => {
    const view = parseStatsView({
      focus: 'annual',
      year: '2025',
      layout: 'vertical',
      status: 'active,refused',
      provider: 'bnp',
      from: '2025-01-01',
      to: '2025-03-31',
      sort: 'label',
    });
    const table = toTableQuery(view);
    expect(StatsTableQuerySchema.parse(asQuery(table))).toMatchObject({ focus: 'annual', year: 2025, status: ['active', 'refused'], provider: 'BNP' });
    expect(table.has('layout')).toBe(false);
    expect(StatsExportQuerySchema.parse(asQuery(toExportQuery(view, 'en')))).toMatchObject({ locale: 'en', sort: 'label' });
    expect(StatsCardsQuerySchema.parse(asQuery(toCardsQuery(view)))).toEqual({
      status: ['active', 'refused'],
      provider: 'BNP',
      from: '2025-01-01',
      to: '2025-03-31',
    });
    expect(toFunnelQuery(view).toString()).toBe('status=active&status=refused&provider=BNP&from=2025-01-01&to=2025-03-31');
    expect(StatsStalledQuerySchema.strict().parse(asQuery(toStalledQuery(view)))).toEqual({ status: ['active', 'refused'], provider: 'BNP' });
  });

  it('counts the filters and the period as narrowing, not the focus, year, layout or sort', () => {
    expect(isFiltered(parseStatsView({ focus: 'annual', year: '2025', layout: 'vertical', sort: 'label', direction: 'asc' }))).toBe(false);
    expect(isFiltered(parseStatsView({ provider: 'dll' }))).toBe(true);
    expect(isFiltered(parseStatsView({ from: '2025-01-01' }))).toBe(true);
  });

  it("gives a card's link the days the cards counted, so the metric page opens on the same period", () => {
    const view = parseStatsView(new URLSearchParams('agencyId=3&layout=vertical'));
    const href = hrefOf('/stats/overall-performance/contracts', withPeriod(view, { from: '2025-11-28', to: '2026-11-27' }));
    expect(href.startsWith('/stats/overall-performance/contracts?')).toBe(true);
    expect(parseStatsView(new URLSearchParams(href.slice(href.indexOf('?') + 1)))).toMatchObject({
      from: '2025-11-28',
      to: '2026-11-27',
      agencyId: 3,
      layout: 'vertical',
    });
    expect(withPeriod(view, { from: null, to: null })).toEqual(view);
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
