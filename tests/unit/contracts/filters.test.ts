// The /contracts view as URL state, read and written with the API's own query
// schema (lib/list-state.ts): lenient parsing, short addresses, a round trip
// that keeps every valid view (fast-check), and queries the API's own schemas
// accept.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CONTRACT_TYPES } from '@/core/domain/catalogue';
import { CONTRACT_SORTS, CONTRACT_STATUSES } from '@/core/domain/contracts';
import { ContractExportQuerySchema, ContractListQuerySchema } from '@/core/schemas/contracts';
import {
  ARCHIVED_VIEWS,
  type ContractFilters,
  DEFAULT_FILTERS,
  hrefOf,
  isFiltered,
  parseContractFilters,
  sortedBy,
  toApiQuery,
  toExportQuery,
  toSearchParams,
  withFilters,
} from '@/lib/contracts/filters';
import { PROVIDER_CODES } from '@/lib/contracts/provider-filter';

const search = (href: string) => new URLSearchParams(href.split('?')[1] ?? '');

describe('contract filters in the URL', () => {
  it('reads an empty address as the default view, and writes the default view as no query', () => {
    expect(parseContractFilters(new URLSearchParams())).toEqual(DEFAULT_FILTERS);
    expect(DEFAULT_FILTERS).toMatchObject({ archived: 'false', sort: 'createdAt', direction: 'desc', page: 1, pageSize: 20 });
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
      pageSize: '101',
      q: 'x'.repeat(101),
    });
    expect(f).toEqual({ ...DEFAULT_FILTERS, status: ['draft'] });
  });

  it('keeps a comma in the search text', () => {
    expect(parseContractFilters(new URLSearchParams('q=Rossi, Bianchi')).q).toBe('Rossi, Bianchi');
  });

  it('reads the product filters the statistics drill down with, and gives them to the API', () => {
    const f = parseContractFilters(new URLSearchParams('archived=all&familyId=2&modelId=4&accessoryId=9'));
    expect(f).toEqual({ ...DEFAULT_FILTERS, archived: 'all', familyId: 2, modelId: 4, accessoryId: 9 });
    expect(toApiQuery(f).toString()).toBe('archived=all&modelId=4&familyId=2&accessoryId=9&sort=createdAt&direction=desc&page=1&pageSize=20');
    expect(isFiltered(f)).toBe(true);
  });

  it('reads the provider code in any case, and only a provider the page offers', () => {
    expect(parseContractFilters({ provider: 'grenke' }).provider).toBe('GRENKE');
    expect(parseContractFilters({ provider: ' Dll ' }).provider).toBe('DLL');
    expect(parseContractFilters({ provider: 'ACME' }).provider).toBeUndefined();
  });

  it('starts a new sort in its natural direction and flips the current one', () => {
    expect(sortedBy(DEFAULT_FILTERS, 'createdAt').direction).toBe('asc');
    expect(sortedBy(DEFAULT_FILTERS, 'number')).toMatchObject({ sort: 'number', direction: 'asc', page: 1 });
    expect(sortedBy(DEFAULT_FILTERS, 'totalValue')).toMatchObject({ sort: 'totalValue', direction: 'desc' });
    // The portal's own links write the sort with its direction, so the address reads back the same.
    const byCompany = hrefOf('/contracts', sortedBy(DEFAULT_FILTERS, 'company'));
    expect(byCompany).toBe('/contracts?sort=company&direction=asc');
    expect(parseContractFilters(search(byCompany))).toMatchObject({ sort: 'company', direction: 'asc' });
  });

  it('goes back to page 1 when a filter changes, not when the page does', () => {
    const onPage3 = { ...DEFAULT_FILTERS, page: 3 };
    expect(withFilters(onPage3, { provider: 'DLL' }).page).toBe(1);
    expect(withFilters(onPage3, { page: 4 }).page).toBe(4);
  });

  it('gives the API every parameter and the export the filters, order and language without paging', () => {
    const f: ContractFilters = { ...DEFAULT_FILTERS, status: ['error'], agentId: 7, page: 2 };
    expect(Object.fromEntries(toApiQuery(f))).toEqual({
      status: 'error',
      archived: 'false',
      agentId: '7',
      sort: 'createdAt',
      direction: 'desc',
      page: '2',
      pageSize: '20',
    });
    const exported = toExportQuery(f, 'en');
    expect(exported.get('page')).toBeNull();
    expect(exported.get('locale')).toBe('en');
    expect(exported.get('agentId')).toBe('7');
  });

  it('counts the archived view as a view, not a filter', () => {
    expect(isFiltered({ ...DEFAULT_FILTERS, archived: 'true' })).toBe(false);
    expect(isFiltered({ ...DEFAULT_FILTERS, sort: 'company', page: 2 })).toBe(false);
    expect(isFiltered({ ...DEFAULT_FILTERS, q: 'rossi' })).toBe(true);
  });

  it('accepts only real calendar days', () => {
    expect(parseContractFilters({ createdFrom: '2024-02-29' }).createdFrom).toBe('2024-02-29');
    expect(parseContractFilters({ createdFrom: '2023-02-29' }).createdFrom).toBeUndefined();
    expect(parseContractFilters({ closingTo: '2026-1-01' }).closingTo).toBeUndefined();
  });

  const day = fc.date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
  const id = fc.option(fc.integer({ min: 1, max: 2_147_483_647 }), { nil: undefined });
  const text = fc.option(
    fc.string({ minLength: 1, maxLength: 100 }).map((s) => s.replaceAll('\u0000', '').trim() || 'x'),
    { nil: undefined },
  );
  const filters: fc.Arbitrary<ContractFilters> = fc.record({
    status: fc.option(fc.uniqueArray(fc.constantFrom(...CONTRACT_STATUSES), { minLength: 1 }), { nil: undefined }),
    archived: fc.constantFrom(...ARCHIVED_VIEWS),
    type: fc.option(fc.uniqueArray(fc.constantFrom(...CONTRACT_TYPES), { minLength: 1 }), { nil: undefined }),
    provider: fc.option(fc.constantFrom(...PROVIDER_CODES), { nil: undefined }),
    agencyId: id,
    agentId: id,
    customerId: id,
    modelId: id,
    familyId: id,
    accessoryId: id,
    q: text,
    createdFrom: fc.option(day, { nil: undefined }),
    createdTo: fc.option(day, { nil: undefined }),
    closingFrom: fc.option(day, { nil: undefined }),
    closingTo: fc.option(day, { nil: undefined }),
    sort: fc.constantFrom(...CONTRACT_SORTS),
    direction: fc.constantFrom('asc' as const, 'desc' as const),
    page: fc.integer({ min: 1, max: 100_000 }),
    pageSize: fc.integer({ min: 1, max: 100 }),
  });

  it('reads back every view it writes (a bookmark opens the same list)', () => {
    fc.assert(
      fc.property(filters, (f) => {
        expect(parseContractFilters(search(hrefOf('/contracts', f)))).toEqual(f);
      }),
      { numRuns: 500 },
    );
  });

  it('gives the list and the export queries the API schemas accept, with the same filters', () => {
    const all = (params: URLSearchParams) => ({ ...Object.fromEntries(params), status: params.getAll('status'), type: params.getAll('type') });
    fc.assert(
      fc.property(filters, (f) => {
        const list = ContractListQuerySchema.parse(all(toApiQuery(f)));
        expect(list).toMatchObject({ archived: f.archived, sort: f.sort, direction: f.direction, page: f.page, pageSize: f.pageSize });
        expect(list.provider).toBe(f.provider);
        expect(list.agencyId).toBe(f.agencyId);
        const exported = toExportQuery(f, 'en');
        expect(ContractExportQuerySchema.safeParse(all(exported)).success).toBe(true);
        expect(exported.has('page')).toBe(false);
        expect(exported.get('locale')).toBe('en');
      }),
    );
  });
});
