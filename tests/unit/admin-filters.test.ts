// /users and /agencies keep their view in the address, as the API's own query
// (deactivated=true|false for the state): what a hand-edited address becomes,
// the links sort headers and pages point at, and the query the API receives.
import { describe, expect, it } from 'vitest';
import { DEFAULT_AGENCY_FILTERS, agenciesHref, agenciesSortedBy, agencyApiQuery, hasAgencyFilters, parseAgencyFilters } from '@/lib/admin/agency-filters';
import { DEFAULT_USER_FILTERS, hasUserFilters, parseUserFilters, userApiQuery, usersHref, usersSortedBy } from '@/lib/admin/user-filters';

describe('users view in the address', () => {
  it('reads known values and drops the rest', () => {
    const f = parseUserFilters({ q: ' rossi ', role: 'agent', agencyId: '3', areaLeaderId: 'x', deactivated: 'true', sort: 'email', page: '2' });
    expect(f).toEqual({ ...DEFAULT_USER_FILTERS, q: 'rossi', role: 'agent', agencyId: 3, deactivated: true, sort: 'email', page: 2 });
    expect(parseUserFilters({ role: 'king', deactivated: 'gone', sort: 'password', direction: 'up', page: '0' })).toEqual(DEFAULT_USER_FILTERS);
    expect(DEFAULT_USER_FILTERS).toMatchObject({ sort: 'username', direction: 'asc', page: 1, pageSize: 20 });
  });

  it('writes the address back the same way, defaults left out', () => {
    expect(usersHref(DEFAULT_USER_FILTERS)).toBe('/users');
    const href = usersHref({ ...DEFAULT_USER_FILTERS, q: 'rossi', role: 'agent', deactivated: false, sort: 'createdAt', direction: 'desc', page: 3 });
    expect(href).toBe('/users?q=rossi&role=agent&deactivated=false&sort=createdAt&direction=desc&page=3');
    expect(parseUserFilters(new URL(href, 'http://portal').searchParams)).toEqual({
      ...DEFAULT_USER_FILTERS,
      q: 'rossi',
      role: 'agent',
      deactivated: false,
      sort: 'createdAt',
      direction: 'desc',
      page: 3,
    });
  });

  it('sorting toggles the direction of the current column, starts a new one at its natural order, and goes back to page 1', () => {
    const byName = usersSortedBy({ ...DEFAULT_USER_FILTERS, page: 4 }, 'username');
    expect(byName).toMatchObject({ sort: 'username', direction: 'desc', page: 1 });
    expect(usersSortedBy(DEFAULT_USER_FILTERS, 'createdAt')).toMatchObject({ sort: 'createdAt', direction: 'desc' });
  });

  it('asks the API with sort and paging always said', () => {
    expect(userApiQuery({ ...DEFAULT_USER_FILTERS, deactivated: true, agencyId: 2 }).toString()).toBe(
      'agencyId=2&deactivated=true&sort=username&direction=asc&page=1&pageSize=20',
    );
    expect(hasUserFilters(DEFAULT_USER_FILTERS)).toBe(false);
    expect(hasUserFilters({ ...DEFAULT_USER_FILTERS, deactivated: false })).toBe(true);
  });
});

describe('agencies view in the address', () => {
  it('reads, writes and asks the API', () => {
    const f = parseAgencyFilters({ q: 'Milano', deactivated: 'false', sort: 'createdAt', direction: 'desc' });
    expect(f).toMatchObject({ q: 'Milano', deactivated: false, sort: 'createdAt', direction: 'desc', page: 1 });
    expect(agenciesHref(f)).toBe('/agencies?q=Milano&deactivated=false&sort=createdAt&direction=desc');
    expect(agencyApiQuery(f).get('deactivated')).toBe('false');
    expect(agencyApiQuery(parseAgencyFilters({})).has('deactivated')).toBe(false);
    expect(agenciesHref(agenciesSortedBy(parseAgencyFilters({ page: '5' }), 'name'))).toBe('/agencies?sort=name&direction=desc');
    expect(hasAgencyFilters(DEFAULT_AGENCY_FILTERS)).toBe(false);
    expect(hasAgencyFilters(f)).toBe(true);
  });
});
