// /users and /agencies keep their view in the address: what a hand-edited
// address becomes, the links sort headers and pages point at, and the query
// the API receives.
import { describe, expect, it } from 'vitest';
import { agenciesHref, agenciesSortedBy, agencyApiQuery, parseAgencyFilters } from '@/lib/admin/agency-filters';
import { DEFAULT_USER_FILTERS, hasUserFilters, parseUserFilters, userApiQuery, usersHref, usersSortedBy } from '@/lib/admin/user-filters';

describe('users view in the address', () => {
  it('reads known values and drops the rest', () => {
    const f = parseUserFilters({ q: ' rossi ', role: 'agent', agencyId: '3', areaLeaderId: 'x', state: 'deactivated', sort: 'email', page: '2' });
    expect(f).toEqual({ ...DEFAULT_USER_FILTERS, q: 'rossi', role: 'agent', agencyId: 3, state: 'deactivated', sort: 'email', page: 2 });
    expect(parseUserFilters({ role: 'king', state: 'gone', sort: 'password', direction: 'up', page: '0' })).toEqual(DEFAULT_USER_FILTERS);
    expect(parseUserFilters({ q: 'x'.repeat(300) }).q).toHaveLength(100);
  });

  it('writes the address back the same way, defaults left out', () => {
    expect(usersHref(DEFAULT_USER_FILTERS)).toBe('/users');
    const href = usersHref({ ...DEFAULT_USER_FILTERS, q: 'rossi', role: 'agent', state: 'active', sort: 'createdAt', direction: 'desc', page: 3 });
    expect(href).toBe('/users?q=rossi&role=agent&state=active&sort=createdAt&direction=desc&page=3');
    expect(parseUserFilters(Object.fromEntries(new URL(href, 'http://portal').searchParams))).toMatchObject({ q: 'rossi', page: 3, direction: 'desc' });
  });

  it('sorting toggles the direction of the current column, starts a new one at its natural order, and goes back to page 1', () => {
    const byName = usersSortedBy({ ...DEFAULT_USER_FILTERS, page: 4 }, 'username');
    expect(byName).toMatchObject({ sort: 'username', direction: 'desc', page: 1 });
    expect(usersSortedBy(DEFAULT_USER_FILTERS, 'createdAt')).toMatchObject({ sort: 'createdAt', direction: 'desc' });
  });

  it('asks the API for the state as the deactivated flag, with sort and paging always said', () => {
    expect(userApiQuery({ ...DEFAULT_USER_FILTERS, state: 'deactivated', agencyId: 2 }).toString()).toBe(
      'agencyId=2&deactivated=true&sort=username&direction=asc&page=1&pageSize=20',
    );
    expect(hasUserFilters(DEFAULT_USER_FILTERS)).toBe(false);
    expect(hasUserFilters({ ...DEFAULT_USER_FILTERS, state: 'active' })).toBe(true);
  });
});

describe('agencies view in the address', () => {
  it('reads, writes and asks the API', () => {
    const f = parseAgencyFilters({ q: 'Milano', state: 'active', sort: 'createdAt' });
    expect(f).toMatchObject({ q: 'Milano', state: 'active', sort: 'createdAt', direction: 'desc', page: 1 });
    expect(agenciesHref(f)).toBe('/agencies?q=Milano&state=active&sort=createdAt&direction=desc');
    expect(agencyApiQuery(f).get('deactivated')).toBe('false');
    expect(agencyApiQuery(parseAgencyFilters({})).has('deactivated')).toBe(false);
    expect(agenciesHref(agenciesSortedBy(parseAgencyFilters({ page: '5' }), 'name'))).toBe('/agencies?sort=name&direction=desc');
  });
});
