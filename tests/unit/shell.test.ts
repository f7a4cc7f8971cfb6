import { describe, expect, it } from 'vitest';
import { localizedPath, splitLocale } from '@/i18n/locale-path';
import { buildMenu } from '@/lib/navigation/menu';
import { isDetailPage, isLongTitle, titleSourceFor } from '@/lib/navigation/page-title';
import { ROUTES, matchRoute, shellRoutesOf } from '@/lib/navigation/routes';
import { SHELL_ROUTES } from '@/lib/navigation/shell-routes.generated';
import { logoFor, themeFor } from '@/lib/theme';

const families = [
  { id: 1, name: 'Smartphone' },
  { id: 2, name: 'Fotocamere' },
];

describe('drawer menu', () => {
  it('lists the sections of the role in route-table order', () => {
    expect(buildMenu('agent', families).map((item) => item.id)).toEqual(['products', 'customers', 'contracts', 'endOfTerm']);
    expect(buildMenu('customer', families).map((item) => item.id)).toEqual(['products', 'contracts', 'tickets']);
    expect(buildMenu('superAdministrator', families)).toHaveLength(16);
    expect(
      buildMenu('administrator', families)
        .map((item) => item.id)
        .slice(-2),
    ).toEqual(['settings', 'jobs']);
    expect(buildMenu('agency_admin', families).map((item) => item.id)).toEqual([
      'products',
      'customers',
      'registrations',
      'contracts',
      'endOfTerm',
      'users',
      'apiKeys',
      'webhooks',
      'importExcel',
    ]);
    expect(buildMenu(undefined, families)).toEqual([]);
  });

  it('expands Products to the families and Stats to the statistic types', () => {
    const menu = buildMenu('superAdministrator', families);
    expect(menu.find((item) => item.id === 'products')?.children).toEqual([
      { href: '/products/1', label: { text: 'Smartphone' } },
      { href: '/products/2', label: { text: 'Fotocamere' } },
    ]);
    expect(menu.find((item) => item.id === 'stats')?.children.map((child) => child.href)).toEqual([
      '/stats/overall-performance',
      '/stats/efficiency-metrics',
      '/stats/sales-performance',
      '/stats/ranking-products',
      '/stats/user-engagement',
    ]);
    expect(menu.find((item) => item.id === 'contracts')?.children).toEqual([]);
  });

  it("offers the API keys to the agency's and the platform's administrators only", () => {
    const offered = (role: Parameters<typeof buildMenu>[0]) => buildMenu(role, families).some((item) => item.id === 'apiKeys');
    expect([offered('superAdministrator'), offered('administrator'), offered('agency_admin')]).toEqual([true, true, true]);
    expect([offered('agency'), offered('capo_area'), offered('agent'), offered('customer')]).toEqual([false, false, false, false]);
  });
});

describe('page title from the path', () => {
  it('uses the family name on product pages', () => {
    expect(titleSourceFor('/products/2', families)).toEqual({ kind: 'family', name: 'Fotocamere' });
    expect(titleSourceFor('/products/2/99', families)).toEqual({ kind: 'family', name: 'Fotocamere' });
    expect(titleSourceFor('/products/3', families)).toEqual({ kind: 'key', key: 'productFamily' });
  });

  it('uses category and subtype on stats pages', () => {
    expect(titleSourceFor('/stats/sales-performance', [])).toEqual({ kind: 'stats', category: 'sales-performance', subtype: undefined });
    expect(titleSourceFor('/stats/sales-performance/monthly', [])).toEqual({ kind: 'stats', category: 'sales-performance', subtype: 'monthly' });
  });

  it("uses the route's title elsewhere and the long style from 50 characters", () => {
    expect(titleSourceFor('/contracts', [])).toEqual({ kind: 'key', key: 'contracts' });
    expect(titleSourceFor('/nowhere/at/all/here', [])).toBeNull();
    expect(isLongTitle('x'.repeat(49))).toBe(false);
    expect(isLongTitle('x'.repeat(50))).toBe(true);
  });

  it('shows the go-back button on detail pages only, as the route table says', () => {
    for (const route of ROUTES.filter((candidate) => candidate.kind === 'secured' && !candidate.authLayout && !candidate.redirectTo)) {
      const sample = route.path.replace(/:\w+/g, '7');
      expect(isDetailPage(sample), route.path).toBe(Boolean(route.detail));
      expect(titleSourceFor(sample, [])?.kind, route.path).toBe(route.id.startsWith('stats') && route.id !== 'stats' ? 'stats' : 'key');
    }
    expect(isDetailPage('/users/new')).toBe(true);
    expect(isDetailPage('/users')).toBe(false);
    expect(isDetailPage('/login')).toBe(false);
  });

  it("the browser's copy of the route table is current (else: npx tsx scripts/write-shell-routes.ts)", () => {
    expect(SHELL_ROUTES).toEqual(shellRoutesOf());
    expect(SHELL_ROUTES.map(([path]) => path)).not.toContain('/choose-company');
  });
});

describe('routes, locales and themes', () => {
  it('matches patterns with parameters and nothing looser', () => {
    expect(matchRoute('/contracts/42')).toMatchObject({ route: { id: 'contract' }, params: { contractId: '42' } });
    expect(matchRoute('/contracts/42/')).toMatchObject({ route: { id: 'contract' } });
    expect(matchRoute('/estendotickets/3/9')).toMatchObject({ route: { id: 'estendoTicket', detail: true } });
    expect(matchRoute('/contract')).toBeNull();
  });

  it('splits and builds localized paths (Italian unprefixed)', () => {
    expect(splitLocale('/en/contracts')).toEqual({ locale: 'en', pathname: '/contracts' });
    expect(splitLocale('/en')).toEqual({ locale: 'en', pathname: '/' });
    expect(splitLocale('/it/contracts')).toEqual({ locale: 'it', pathname: '/contracts' });
    expect(splitLocale('/contracts')).toEqual({ locale: 'it', pathname: '/contracts' });
    expect(localizedPath('/login?error=expired_session', 'en')).toBe('/en/login?error=expired_session');
    expect(localizedPath('/', 'en')).toBe('/en');
    expect(localizedPath('/login', 'it')).toBe('/login');
    expect(localizedPath('https://example.com/x', 'en')).toBe('https://example.com/x');
  });

  it('gives the nikon agency its logo and palette, case-insensitively', () => {
    expect(themeFor('Nikon')).toBe('nikon');
    expect(themeFor(' NIKON ')).toBe('nikon');
    expect(themeFor('Nikon Milano')).toBe('default');
    expect(themeFor(undefined)).toBe('default');
    expect(logoFor('nikon').src).toBe('/logo-nikon.svg');
    expect(logoFor('default').src).toBe('/logo.svg');
  });
});
