// The /customers view as URL state.
import { describe, expect, it } from 'vitest';
import { DEFAULT_CUSTOMER_FILTERS, customerApiQuery, customersHref, customersSortedBy, parseCustomerFilters } from '@/lib/contracts/customer-filters';

describe('customer filters in the URL', () => {
  it('defaults to name ascending, page 1, and writes that as no query', () => {
    expect(parseCustomerFilters({})).toEqual(DEFAULT_CUSTOMER_FILTERS);
    expect(customersHref('/customers', DEFAULT_CUSTOMER_FILTERS)).toBe('/customers');
  });

  it('keeps search and sort, and drops what is not a sort or a page', () => {
    const f = parseCustomerFilters({ q: ' rossi ', sort: 'lastContractAt', direction: 'desc', page: '2' });
    expect(f).toEqual({ ...DEFAULT_CUSTOMER_FILTERS, q: 'rossi', sort: 'lastContractAt', direction: 'desc', page: 2 });
    expect(customersHref('/customers', f)).toBe('/customers?q=rossi&sort=lastContractAt&direction=desc&page=2');
    expect(parseCustomerFilters({ sort: 'vat', page: 'x' })).toEqual(DEFAULT_CUSTOMER_FILTERS);
    expect(DEFAULT_CUSTOMER_FILTERS).toMatchObject({ sort: 'name', direction: 'asc', page: 1, pageSize: 20 });
  });

  it('flips the current sort and asks the API for everything', () => {
    expect(customersSortedBy(DEFAULT_CUSTOMER_FILTERS, 'name').direction).toBe('desc');
    expect(customersSortedBy(DEFAULT_CUSTOMER_FILTERS, 'lastContractAt').direction).toBe('desc');
    expect(customerApiQuery({ ...DEFAULT_CUSTOMER_FILTERS, q: 'mi' }).toString()).toBe('q=mi&sort=name&direction=asc&page=1&pageSize=20');
  });
});
