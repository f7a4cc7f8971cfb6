// The /contracts view as URL state: lenient parsing, short addresses, and a
// round trip that keeps every valid view (fast-check).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CONTRACT_TYPES } from '@/core/domain/catalogue';
import { CONTRACT_STATUSES } from '@/core/domain/contracts';
import {
  ARCHIVED_VIEWS,
  CONTRACT_SORTS,
  type ContractFilters,
  DEFAULT_FILTERS,
  PAGE_SIZES,
  PROVIDER_CODES,
  hrefOf,
  isFiltered,
  isoDay,
  parseContractFilters,
  sortedBy,
  toApiQuery,
  toExportQuery,
  toSearchParams,
  withFilters,
} from '@/lib/contracts/filters';

describe('contract filters in the URL', () => {
  it('reads an empty address as the default view, and writes the default view as no query', () => {
    expect(parseContractFilters(new URLSearchParams())).toEqual(DEFAULT_FILTERS);
    expect(toSearchParams(DEFAULT_FILTERS).toString()).toBe('');
    expect(hrefOf('/contracts', DEFAULT_FILTERS)).toBe('/contracts');
  });

  it('takes statuses repeated or comma-separated, from Next searchParams or URLSearchParams alike', () => {
    const fromNext = parseContractFilters({ status: ['draft', 'error,sent'], type: 'flex' });
    const fromUrl = parseContractFilters(new URLSearchParams('status=draft&status=error,sent&type=flex'));
    expect(fromNext.status).toEqual(['draft', 'error', 'sent']);
    expect(fromUrl).toEqual(fromNext);
    expect(fromNext.type).toEqual(['flex']);
  });

  it('drops what a bookmark may carry but the API would refuse, instead of failing', () => {
    const f = parseContractFilters({
      status: 'nope,draft,draft',
      archived: 'maybe',
      provider: 'acme',
      agencyId: '0',
      agentId: '12x',
      modelId: 'abc',
      familyId: '-2',
      createdFrom: '2026-02-31',
      closingTo: '2026-13-01',
      sort: 'password',
      page: '-3',
      pageSize: '7',
      q: 'x'.repeat(300),
    });
    expect(f).toEqual({ ...DEFAULT_FILTERS, status: ['draft'], q: 'x'.repeat(100) });
  });

  it('keeps a comma in the search text', () => {
    expect(parseContractFilters(new URLSearchParams('q=Rossi, Bianchi')).q).toBe('Rossi, Bianchi');
  });

  it('reads the product filters the statistics drill down with, and gives them to the API', () => {
    const f = parseContractFilters(new URLSearchParams('archived=all&familyId=2&modelId=4&accessoryId=9'));
    expect(f).toEqual({ ...DEFAULT_FILTERS, archived: 'all', familyId: 2, modelId: 4, accessoryId: 9 });
    expect(toApiQuery(f).toString()).toBe('archived=all&familyId=2&modelId=4&accessoryId=9&sort=createdAt&direction=desc&page=1&pageSize=20');
    expect(isFiltered(f)).toBe(true);
  });

  it('reads the provider code in any case', () => {
    expect(parseContractFilters({ provider: 'grenke' }).provider).toBe('GRENKE');
  });

  it('starts a new sort in its natural direction and flips the current one', () => {
    expect(sortedBy(DEFAULT_FILTERS, 'createdAt').direction).toBe('asc');
    expect(sortedBy(DEFAULT_FILTERS, 'number')).toMatchObject({ sort: 'number', direction: 'asc', page: 1 });
    expect(sortedBy(DEFAULT_FILTERS, 'totalValue')).toMatchObject({ sort: 'totalValue', direction: 'desc' });
    expect(parseContractFilters({ sort: 'company' }).direction).toBe('asc');
  });

  it('goes back to page 1 when a filter changes, not when the page does', () => {
    const onPage3 = { ...DEFAULT_FILTERS, page: 3 };
    expect(withFilters(onPage3, { provider: 'DLL' }).page).toBe(1);
    expect(withFilters(onPage3, { page: 4 }).page).toBe(4);
  });

  it('gives the API every parameter and the export the filters, order and language without paging', () => {
    const f = { ...DEFAULT_FILTERS, status: ['error' as const], agentId: 7, page: 2 };
    expect(Object.fromEntries(toApiQuery(f))).toEqual({ status: 'error', agentId: '7', sort: 'createdAt', direction: 'desc', page: '2', pageSize: '20' });
    const exported = toExportQuery(f, 'en');
    expect(exported.get('page')).toBeNull();
    expect(exported.get('locale')).toBe('en');
    expect(exported.get('agentId')).toBe('7');
  });

  it('counts the archived view as a view, not a filter', () => {
    expect(isFiltered({ ...DEFAULT_FILTERS, archived: 'true' })).toBe(false);
    expect(isFiltered({ ...DEFAULT_FILTERS, q: 'rossi' })).toBe(true);
  });

  it('accepts only real calendar days', () => {
    expect(isoDay('2024-02-29')).toBe('2024-02-29');
    expect(isoDay('2023-02-29')).toBeNull();
    expect(isoDay('2026-1-01')).toBeNull();
  });

  const day = fc.date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
  const id = fc.integer({ min: 1, max: 2_147_483_647 });
  const filters: fc.Arbitrary<ContractFilters> = fc.record({
    status: fc.uniqueArray(fc.constantFrom(...CONTRACT_STATUSES)),
    type: fc.uniqueArray(fc.constantFrom(...CONTRACT_TYPES)),
    archived: fc.constantFrom(...ARCHIVED_VIEWS),
    provider: fc.option(fc.constantFrom(...PROVIDER_CODES), { nil: null }),
    agencyId: fc.option(id, { nil: null }),
    agentId: fc.option(id, { nil: null }),
    customerId: fc.option(id, { nil: null }),
    familyId: fc.option(id, { nil: null }),
    modelId: fc.option(id, { nil: null }),
    accessoryId: fc.option(id, { nil: null }),
    q: fc.string({ maxLength: 100 }).map((s) => s.trim()),
    createdFrom: fc.option(day, { nil: null }),
    createdTo: fc.option(day, { nil: null }),
    closingFrom: fc.option(day, { nil: null }),
    closingTo: fc.option(day, { nil: null }),
    sort: fc.constantFrom(...CONTRACT_SORTS),
    direction: fc.constantFrom('asc' as const, 'desc' as const),
    page: fc.integer({ min: 1, max: 100_000 }),
    pageSize: fc.constantFrom(...PAGE_SIZES),
  });

  it('reads back every view it writes (a bookmark opens the same list)', () => {
    fc.assert(
      fc.property(filters, (f) => {
        expect(parseContractFilters(new URLSearchParams(toSearchParams(f).toString()))).toEqual(f);
      }),
      { numRuns: 500 },
    );
  });
});
