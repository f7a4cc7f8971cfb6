import { describe, expect, it } from 'vitest';
import { decide, needsRefresh, safeRedirectPath, type SessionView } from '@/lib/navigation/guard';
import { ROLES, type Role } from '@/core/roles';
import { ROUTES } from '@/lib/navigation/routes';

const NOW = 1_800_000_000;
const signedIn = (role: Role, extra: Partial<SessionView> = {}): SessionView => ({
  authorised: true,
  role,
  agencySelected: true,
  accessExp: NOW + 3600,
  ...extra,
});
const anonymous: SessionView = { authorised: false, agencySelected: false };

// The sections each role opens, written out again (independent of core/permissions; docs/domain.md).
const OPENS: Record<Role, string[]> = {
  superAdministrator: ['products', 'customers', 'contracts', 'users', 'agencies', 'families', 'importexcel', 'orders', 'stats', 'tickets', 'settings'],
  administrator: ['products', 'customers', 'contracts', 'users', 'families', 'importexcel', 'tickets', 'settings'],
  agency_admin: ['products', 'customers', 'contracts', 'users', 'importexcel'],
  agency: ['products', 'customers', 'contracts', 'users', 'importexcel'],
  capo_area: ['products', 'customers', 'contracts', 'users'],
  group_manager: ['products', 'customers', 'contracts', 'users'],
  agent: ['products', 'customers', 'contracts'],
  junior_agent: ['products', 'customers', 'contracts'],
  customer: ['products', 'contracts', 'tickets'],
};

// The section each page's capability opens (core/capabilities.ts names them; the cart is quoting, which every role does).
const SECTION_OF: Record<string, string> = {
  'catalogue.read': 'products',
  'quotes.create': 'contracts',
  'customers.read': 'customers',
  'customers.registrations.review': 'customers',
  'contracts.read': 'contracts',
  'contracts.endOfTerm.read': 'contracts',
  'users.read': 'users',
  'users.create': 'users',
  'agencies.read': 'agencies',
  'agencies.create': 'agencies',
  'catalogue.admin.read': 'families',
  'imports.read': 'importexcel',
  'orders.read': 'orders',
  'stats.read': 'stats',
  'tickets.read': 'tickets',
  'settings.read': 'settings',
  'apiKeys.manage': 'users',
  'system.jobs.read': 'settings',
  'agency.webhooks.manage': 'users',
};
// Pages narrower than their section: the roles that open them (docs/domain.md, "Capabilities").
const ONLY: Record<string, Role[]> = {
  'customers.registrations.review': ['superAdministrator', 'administrator', 'agency_admin', 'agency'],
  'apiKeys.manage': ['superAdministrator', 'administrator', 'agency_admin'],
  'agency.webhooks.manage': ['superAdministrator', 'administrator', 'agency_admin', 'agency'],
  'contracts.endOfTerm.read': ['superAdministrator', 'administrator', 'agency_admin', 'agency', 'capo_area', 'group_manager', 'agent', 'junior_agent'],
};
const sectionOf = (route: (typeof ROUTES)[number]) => (typeof route.capability === 'string' ? SECTION_OF[route.capability] : undefined);

/** A concrete address for a route pattern. */
const sample = (path: string) => path.replace(/:([A-Za-z]+)/g, (_, name: string) => (name === 'category' ? 'sales-performance' : '7'));

const secured = ROUTES.filter((route) => route.kind === 'secured' && !route.redirectTo && route.id !== 'chooseCompany');

describe('guard: every secured route × role', () => {
  for (const role of ROLES) {
    for (const route of secured) {
      it(`${role} → ${route.path}`, () => {
        const decision = decide(sample(route.path), '', signedIn(role), NOW);
        const section = sectionOf(route);
        expect(route.capability === undefined || section !== undefined).toBe(true);
        const only = typeof route.capability === 'string' ? ONLY[route.capability] : undefined;
        const allowed = (!section || OPENS[role].includes(section)) && (!only || only.includes(role));
        if (allowed) expect(decision).toMatchObject({ action: 'next', route: { id: route.id } });
        else expect(decision).toEqual({ action: 'redirect', to: route.fallback ?? '/forbidden' });
      });
    }
  }
});

describe('guard: sessions', () => {
  it('sends anonymous visitors of secured routes to /login and remembers where they were going', () => {
    expect(decide('/contracts/12', '?tab=orders', anonymous, NOW)).toEqual({
      action: 'redirect',
      to: '/login',
      rememberPath: '/contracts/12?tab=orders',
    });
  });

  it('does not remember addresses long enough to bloat the session cookie', () => {
    expect(decide('/contracts', `?q=${'x'.repeat(600)}`, anonymous, NOW)).toEqual({ action: 'redirect', to: '/login' });
  });

  it('does not count a token without a role as signed in', () => {
    expect(decide('/products', '', { authorised: false, role: 'agent', agencySelected: true }, NOW)).toMatchObject({ to: '/login' });
  });

  it('ends a session whose token is past exp with expired_session', () => {
    const decision = decide('/products', '', signedIn('agent', { accessExp: NOW - 1 }), NOW);
    expect(decision).toEqual({ action: 'redirect', to: '/login?error=expired_session', clearSession: true });
  });

  it('shows the login page to an expired session and clears it', () => {
    expect(decide('/login', '', signedIn('agent', { accessExp: NOW }), NOW)).toMatchObject({ action: 'next', clearSession: true });
  });

  it('sends users without a selected agency to /choose-company, and lets them stay there', () => {
    const view = signedIn('agent', { agencySelected: false });
    expect(decide('/contracts', '', view, NOW)).toEqual({ action: 'redirect', to: '/choose-company' });
    expect(decide('/choose-company', '', view, NOW)).toMatchObject({ action: 'next' });
    expect(decide('/choose-company', '', anonymous, NOW)).toMatchObject({ to: '/login' });
  });

  it('sends signed-in users away from authentication routes to the stored address or /', () => {
    for (const path of ['/login', '/on-boarding', '/on-boarding/milano', '/forgot-password', '/recovery-password']) {
      expect(decide(path, '', signedIn('agent'), NOW)).toEqual({ action: 'redirect', to: '/' });
      expect(decide(path, '', anonymous, NOW)).toMatchObject({ action: 'next' });
    }
    expect(decide('/login', '', signedIn('agent', { redirectUri: '/contracts?status=sent' }), NOW)).toEqual({
      action: 'redirect',
      to: '/contracts?status=sent',
    });
    expect(decide('/login', '', signedIn('agent', { redirectUri: '//evil.example' }), NOW)).toEqual({ action: 'redirect', to: '/' });
    expect(decide('/login', '', signedIn('agent', { agencySelected: false }), NOW)).toEqual({ action: 'redirect', to: '/choose-company' });
  });

  it('opens public routes to everyone', () => {
    for (const view of [anonymous, signedIn('customer'), signedIn('agent', { accessExp: NOW - 10 })]) {
      expect(decide('/forbidden', '', view, NOW)).toMatchObject({ action: 'next' });
      expect(decide('/GeneralError', '', view, NOW)).toMatchObject({ action: 'next' });
    }
  });

  it('redirects / to /products and unknown paths to /', () => {
    expect(decide('/', '', signedIn('agent'), NOW)).toEqual({ action: 'redirect', to: '/products' });
    expect(decide('/nowhere', '', signedIn('agent'), NOW)).toEqual({ action: 'redirect', to: '/' });
    expect(decide('/contracts/1/2/3', '', anonymous, NOW)).toEqual({ action: 'redirect', to: '/' });
  });
});

describe('refresh window and redirect safety', () => {
  it('refreshes within 10 minutes of expiry, not before', () => {
    expect(needsRefresh(signedIn('agent', { accessExp: NOW + 601 }), NOW)).toBe(false);
    expect(needsRefresh(signedIn('agent', { accessExp: NOW + 600 }), NOW)).toBe(true);
    expect(needsRefresh(anonymous, NOW)).toBe(false);
  });

  it('follows only same-site paths', () => {
    expect(safeRedirectPath('/contracts?x=1')).toBe('/contracts?x=1');
    for (const bad of ['https://evil.example', '//evil.example', '/\\evil.example', 'contracts', '', undefined]) {
      expect(safeRedirectPath(bad)).toBeNull();
    }
  });
});

describe('guard: an access token run out while the API is away (503 on renewal)', () => {
  const away = signedIn('agent', { accessExp: NOW - 60, renewalAway: true });

  it('sends a secured page to the unavailable page and keeps the session', () => {
    expect(decide('/contracts', '', away, NOW)).toEqual({ action: 'redirect', to: '/unavailable' });
  });

  it('shows the sign-in page without ending the session', () => {
    expect(decide('/login', '', away, NOW)).toMatchObject({ action: 'next', clearSession: false });
  });

  it('still ends a session whose renewal was refused', () => {
    expect(decide('/contracts', '', signedIn('agent', { accessExp: NOW - 60 }), NOW)).toEqual({
      action: 'redirect',
      to: '/login?error=expired_session',
      clearSession: true,
    });
  });
});
