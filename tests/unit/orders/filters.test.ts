// The /orders view as URL state, read and written with the API's own query
// schema (lib/list-state.ts): lenient parsing, short addresses, a round trip
// that keeps every valid view, and queries the API's own schemas accept.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES } from '@/core/domain/contracts';
import { ORDER_SORTS } from '@/core/domain/orders';
import { OrderExportQuerySchema, OrderListQuerySchema } from '@/core/schemas/orders';
import {
  DEFAULT_ORDER_FILTERS,
  type OrderFilters,
  isOrderFiltered,
  orderSortedBy,
  ordersHref,
  parseOrderFilters,
  toOrderApiQuery,
  toOrderExportQuery,
  withOrderFilters,
} from '@/lib/orders/filters';

const day = fc.date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
const text = fc.option(
  fc.string({ minLength: 1, maxLength: 100 }).map((s) => s.replaceAll('\u0000', '').trim() || 'x'),
  { nil: undefined },
);
const view: fc.Arbitrary<OrderFilters> = fc.record({
  orderStatus: fc.option(fc.uniqueArray(fc.constantFrom(...ORDER_STATUSES), { minLength: 1 }), { nil: undefined }),
  q: text,
  supplier: text,
  agencyId: fc.option(fc.integer({ min: 1, max: 1_000_000 }), { nil: undefined }),
  createdFrom: fc.option(day, { nil: undefined }),
  createdTo: fc.option(day, { nil: undefined }),
  sort: fc.constantFrom(...ORDER_SORTS),
  direction: fc.constantFrom('asc' as const, 'desc' as const),
  page: fc.integer({ min: 1, max: 100_000 }),
  pageSize: fc.integer({ min: 1, max: 100 }),
});
const search = (href: string) => new URLSearchParams(href.split('?')[1] ?? '');

describe('order filters in the URL', () => {
  it('reads an empty address as the default view (what is still to order first), and writes it as /orders', () => {
    expect(parseOrderFilters(new URLSearchParams())).toEqual(DEFAULT_ORDER_FILTERS);
    expect(DEFAULT_ORDER_FILTERS).toMatchObject({ sort: 'orderStatus', direction: 'asc', page: 1, pageSize: 20 });
    expect(ordersHref(DEFAULT_ORDER_FILTERS)).toBe('/orders');
    expect(isOrderFiltered(DEFAULT_ORDER_FILTERS)).toBe(false);
    expect(isOrderFiltered({ ...DEFAULT_ORDER_FILTERS, supplier: 'ESP' })).toBe(true);
  });

  it('drops what a bookmark may carry but the API would refuse, instead of failing', () => {
    const f = parseOrderFilters({ orderStatus: 'Nope,Ordered,Ordered', agencyId: '0', createdFrom: '2026-02-31', sort: 'password', page: '-3', pageSize: '0' });
    expect(f).toEqual({ ...DEFAULT_ORDER_FILTERS, orderStatus: ['Ordered'] });
  });

  it('keeps every valid view through its address', () => {
    fc.assert(
      fc.property(view, (f) => {
        expect(parseOrderFilters(search(ordersHref(f)))).toEqual(f);
      }),
    );
  });

  it('gives the list and the export queries the API schemas accept, with the same filters', () => {
    const all = (params: URLSearchParams) => ({ ...Object.fromEntries(params), orderStatus: params.getAll('orderStatus') });
    fc.assert(
      fc.property(view, (f) => {
        const list = OrderListQuerySchema.parse(all(toOrderApiQuery(f)));
        expect(list).toMatchObject({ sort: f.sort, direction: f.direction, page: f.page, pageSize: f.pageSize });
        expect(list.agencyId).toBe(f.agencyId);
        const exported = toOrderExportQuery(f, 'en');
        expect(OrderExportQuerySchema.safeParse(all(exported)).success).toBe(true);
        expect(exported.has('page')).toBe(false);
        expect(exported.get('locale')).toBe('en');
      }),
    );
  });

  it('starts a changed filter from page 1 and turns a sorted column around', () => {
    const onPage3 = { ...DEFAULT_ORDER_FILTERS, page: 3 };
    expect(withOrderFilters(onPage3, { supplier: 'ESP' }).page).toBe(1);
    expect(withOrderFilters(onPage3, { page: 4 }).page).toBe(4);
    const byNumber = orderSortedBy(onPage3, 'number');
    expect(byNumber).toMatchObject({ sort: 'number', direction: 'asc', page: 1 });
    expect(orderSortedBy(byNumber, 'number').direction).toBe('desc');
    expect(orderSortedBy(DEFAULT_ORDER_FILTERS, 'createdAt').direction).toBe('desc');
  });
});
