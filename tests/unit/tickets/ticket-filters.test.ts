// The back office's /tickets view as URL state, read and written with the
// API's own query schema (lib/list-state.ts): lenient parsing, short
// addresses, a round trip that keeps every valid view, and list queries the
// API's schema accepts with the same filters.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TICKET_KINDS, TICKET_SORTS, TICKET_STATUSES } from '@/core/domain/tickets';
import { TicketListQuerySchema } from '@/core/schemas/tickets';
import {
  DEFAULT_TICKET_FILTERS,
  type TicketFilters,
  isTicketFiltered,
  parseTicketFilters,
  ticketSortedBy,
  ticketsHref,
  toTicketApiQuery,
  withTicketFilters,
} from '@/lib/tickets/filters';

const day = fc.date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
const id = fc.option(fc.integer({ min: 1, max: 1_000_000 }), { nil: undefined });
const some = <T>(values: fc.Arbitrary<T[]>) => fc.option(values, { nil: undefined });
const view: fc.Arbitrary<TicketFilters> = fc.record({
  status: some(fc.uniqueArray(fc.constantFrom(...TICKET_STATUSES), { minLength: 1 })),
  kind: some(fc.uniqueArray(fc.constantFrom(...TICKET_KINDS), { minLength: 1 })),
  q: fc.option(
    fc.string({ minLength: 1, maxLength: 100 }).map((s) => s.replaceAll('\u0000', '').trim() || 'x'),
    { nil: undefined },
  ),
  agencyId: id,
  customerId: id,
  modelId: id,
  productId: id,
  createdFrom: fc.option(day, { nil: undefined }),
  createdTo: fc.option(day, { nil: undefined }),
  sort: fc.constantFrom(...TICKET_SORTS),
  direction: fc.constantFrom('asc' as const, 'desc' as const),
  page: fc.integer({ min: 1, max: 100_000 }),
  pageSize: fc.integer({ min: 1, max: 100 }),
});

describe('ticket filters in the URL', () => {
  it('reads an empty address as the default view (newest first), and writes it as /tickets', () => {
    expect(parseTicketFilters(new URLSearchParams())).toEqual(DEFAULT_TICKET_FILTERS);
    expect(DEFAULT_TICKET_FILTERS).toMatchObject({ sort: 'createdAt', direction: 'desc', page: 1, pageSize: 20 });
    expect(ticketsHref(DEFAULT_TICKET_FILTERS)).toBe('/tickets');
    expect(isTicketFiltered(DEFAULT_TICKET_FILTERS)).toBe(false);
    expect(isTicketFiltered({ ...DEFAULT_TICKET_FILTERS, page: 3, sort: 'number' })).toBe(false);
    expect(isTicketFiltered({ ...DEFAULT_TICKET_FILTERS, kind: ['support'] })).toBe(true);
  });

  it('drops what a bookmark may carry but the API would refuse, instead of failing', () => {
    const f = parseTicketFilters({
      status: 'nope,open,open',
      kind: 'x',
      customerId: '0',
      modelId: 'abc',
      createdTo: '2026-02-31',
      sort: 'password',
      page: '-3',
      pageSize: '500',
    });
    expect(f).toEqual({ ...DEFAULT_TICKET_FILTERS, status: ['open'] });
  });

  it('keeps every valid view through its address', () => {
    fc.assert(
      fc.property(view, (f) => {
        expect(parseTicketFilters(new URLSearchParams(ticketsHref(f).split('?')[1] ?? ''))).toEqual(f);
      }),
    );
  });

  it("gives list queries the API's schema accepts, with the same filters", () => {
    fc.assert(
      fc.property(view, (f) => {
        const api = toTicketApiQuery(f);
        const query = TicketListQuerySchema.parse({ ...Object.fromEntries(api), status: api.getAll('status'), kind: api.getAll('kind') });
        expect(query).toMatchObject({ sort: f.sort, direction: f.direction, page: f.page, pageSize: f.pageSize });
        expect(query.customerId).toBe(f.customerId);
      }),
    );
  });

  it('starts a changed filter from page 1 and turns a sorted column around', () => {
    const onPage3 = { ...DEFAULT_TICKET_FILTERS, page: 3 };
    expect(withTicketFilters(onPage3, { modelId: 4 }).page).toBe(1);
    expect(withTicketFilters(onPage3, { page: 4 }).page).toBe(4);
    const byNumber = ticketSortedBy(onPage3, 'number');
    expect(byNumber).toMatchObject({ sort: 'number', direction: 'asc', page: 1 });
    expect(ticketSortedBy(byNumber, 'number').direction).toBe('desc');
  });
});
