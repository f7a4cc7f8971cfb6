// The back office's /tickets view as URL state: lenient parsing, short
// addresses, a round trip that keeps every valid view, and list queries the
// API's own schema accepts with the same filters.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TICKET_KINDS, TICKET_SORTS, TICKET_STATUSES } from '@/core/domain/tickets';
import { TicketListQuerySchema } from '@/core/schemas/tickets';
import { PAGE_SIZES } from '@/lib/contracts/filters';
import {
  DEFAULT_TICKET_FILTERS,
  type TicketFilters,
  isTicketFiltered,
  parseTicketFilters,
  ticketSortedBy,
  ticketsHref,
  toTicketApiQuery,
  toTicketSearchParams,
  withTicketFilters,
} from '@/lib/tickets/filters';

const day = fc.date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
const id = fc.option(fc.integer({ min: 1, max: 1_000_000 }), { nil: null });
const view: fc.Arbitrary<TicketFilters> = fc.record({
  status: fc.uniqueArray(fc.constantFrom(...TICKET_STATUSES)),
  kind: fc.uniqueArray(fc.constantFrom(...TICKET_KINDS)),
  q: fc.string({ maxLength: 100 }).map((s) => s.replace(/,/g, '').trim()),
  agencyId: id,
  customerId: id,
  modelId: id,
  createdFrom: fc.option(day, { nil: null }),
  createdTo: fc.option(day, { nil: null }),
  sort: fc.constantFrom(...TICKET_SORTS),
  direction: fc.constantFrom('asc' as const, 'desc' as const),
  page: fc.integer({ min: 1, max: 100_000 }),
  pageSize: fc.constantFrom(...PAGE_SIZES),
});

describe('ticket filters in the URL', () => {
  it('reads an empty address as the default view (newest first), and writes it as /tickets', () => {
    expect(parseTicketFilters(new URLSearchParams())).toEqual(DEFAULT_TICKET_FILTERS);
    expect(ticketsHref(DEFAULT_TICKET_FILTERS)).toBe('/tickets');
    expect(isTicketFiltered(DEFAULT_TICKET_FILTERS)).toBe(false);
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
    });
    expect(f).toEqual({ ...DEFAULT_TICKET_FILTERS, status: ['open'] });
  });

  it('keeps every valid view through its address', () => {
    fc.assert(
      fc.property(view, (f) => {
        expect(parseTicketFilters(toTicketSearchParams(f))).toEqual(f);
      }),
    );
  });

  it("gives list queries the API's schema accepts, with the same filters", () => {
    fc.assert(
      fc.property(view, (f) => {
        const query = TicketListQuerySchema.parse(Object.fromEntries(toTicketApiQuery(f)));
        expect(query).toMatchObject({ sort: f.sort, direction: f.direction, page: f.page, pageSize: f.pageSize });
        expect(query.customerId ?? null).toBe(f.customerId);
      }),
    );
    // Several statuses travel repeated; the API reads them all.
    const two = toTicketApiQuery({ ...DEFAULT_TICKET_FILTERS, status: ['open', 'resolved'] });
    expect(TicketListQuerySchema.parse({ ...Object.fromEntries(two), status: two.getAll('status') }).status).toEqual(['open', 'resolved']);
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
