import type { Capability } from '../../core/capabilities';
import { matchPattern } from './route-pattern';

// One route table (docs/architecture.md) drives the proxy.ts guard, the drawer menu, the
// page titles and the go-back button. Paths are 's, without locale.

export type RouteKind = 'public' | 'secured' | 'auth';

export interface RouteDef {
  id: string;
  path: string;
  /** key in messages/*.json `routes` */
  titleKey: string;
  kind: RouteKind;
  /** secured pages shown in the authentication layout (choose-company) */
  authLayout?: boolean;
  showInMenu?: boolean;
  /** what the page takes (core/capabilities.ts); a list means any one of them */
  capability?: Capability | readonly Capability[];
  /** where a role without the capability goes instead of /forbidden */
  fallback?: string;
  /** detail pages show the go-back button; list pages do not */
  detail?: boolean;
  redirectTo?: string;
}

const CART: Capability = 'quotes.create';

export const ROUTES: readonly RouteDef[] = [
  { id: 'home', path: '/', titleKey: 'products', kind: 'secured', redirectTo: '/products' },
  { id: 'login', path: '/login', titleKey: 'login', kind: 'auth' },
  { id: 'onBoarding', path: '/on-boarding', titleKey: 'onBoarding', kind: 'auth' },
  { id: 'onBoardingAgency', path: '/on-boarding/:agency', titleKey: 'onBoarding', kind: 'auth' },
  { id: 'forgotPassword', path: '/forgot-password', titleKey: 'forgotPassword', kind: 'auth' },
  { id: 'recoveryPassword', path: '/recovery-password', titleKey: 'recoveryPassword', kind: 'auth' },
  { id: 'chooseCompany', path: '/choose-company', titleKey: 'chooseCompany', kind: 'secured', authLayout: true },

  { id: 'products', path: '/products', titleKey: 'products', kind: 'secured', capability: 'catalogue.read', showInMenu: true, fallback: '/customers' },
  { id: 'productFamily', path: '/products/:familyId', titleKey: 'productFamily', kind: 'secured', capability: 'catalogue.read', fallback: '/customers' },
  {
    id: 'productModel',
    path: '/products/:familyId/:modelId',
    titleKey: 'productModel',
    kind: 'secured',
    capability: 'catalogue.read',
    fallback: '/customers',
    detail: true,
  },

  { id: 'cartAccessories', path: '/cart/accessories-and-services', titleKey: 'cartAccessories', kind: 'secured', capability: CART },
  { id: 'cartStories', path: '/cart/virtual-land-stories', titleKey: 'cartStories', kind: 'secured', capability: CART },
  { id: 'cartRecap', path: '/cart/recap', titleKey: 'cartRecap', kind: 'secured', capability: CART },
  { id: 'cartCustomerInfo', path: '/cart/customer-info', titleKey: 'cartCustomerInfo', kind: 'secured', capability: CART },
  { id: 'cartShipping', path: '/cart/shipping-management', titleKey: 'cartShipping', kind: 'secured', capability: CART },

  { id: 'customers', path: '/customers', titleKey: 'customers', kind: 'secured', capability: 'customers.read', showInMenu: true },
  { id: 'customer', path: '/customers/:customerId', titleKey: 'customer', kind: 'secured', capability: 'customers.read', detail: true },
  {
    id: 'registrations',
    path: '/registrations',
    titleKey: 'registrations',
    kind: 'secured',
    capability: 'customers.registrations.review',
    showInMenu: true,
  },
  { id: 'contracts', path: '/contracts', titleKey: 'contracts', kind: 'secured', capability: 'contracts.read', showInMenu: true },
  { id: 'contract', path: '/contracts/:contractId', titleKey: 'contract', kind: 'secured', capability: 'contracts.read', detail: true },
  { id: 'endOfTerm', path: '/end-of-term', titleKey: 'endOfTerm', kind: 'secured', capability: 'contracts.endOfTerm.read', showInMenu: true },
  { id: 'users', path: '/users', titleKey: 'users', kind: 'secured', capability: 'users.read', showInMenu: true },
  { id: 'userNew', path: '/users/new', titleKey: 'userNew', kind: 'secured', capability: 'users.create', detail: true },
  { id: 'user', path: '/users/:userId', titleKey: 'user', kind: 'secured', capability: 'users.read', detail: true },
  { id: 'agencies', path: '/agencies', titleKey: 'agencies', kind: 'secured', capability: 'agencies.read', showInMenu: true },
  { id: 'agencyNew', path: '/agencies/new', titleKey: 'agencyNew', kind: 'secured', capability: 'agencies.create', detail: true },
  { id: 'agency', path: '/agencies/:agencyId', titleKey: 'agency', kind: 'secured', capability: 'agencies.read', detail: true },
  { id: 'apiKeys', path: '/integrations/api-keys', titleKey: 'apiKeys', kind: 'secured', capability: 'apiKeys.manage', showInMenu: true },
  { id: 'webhooks', path: '/webhooks', titleKey: 'webhooks', kind: 'secured', capability: 'agency.webhooks.manage', showInMenu: true },
  { id: 'families', path: '/families', titleKey: 'families', kind: 'secured', capability: 'catalogue.admin.read', showInMenu: true },
  { id: 'family', path: '/families/:familyId', titleKey: 'family', kind: 'secured', capability: 'catalogue.admin.read', detail: true },
  { id: 'importExcel', path: '/importexcel', titleKey: 'importExcel', kind: 'secured', capability: 'imports.read', showInMenu: true },
  { id: 'orders', path: '/orders', titleKey: 'orders', kind: 'secured', capability: 'orders.read', showInMenu: true },
  { id: 'order', path: '/orders/:contractId', titleKey: 'order', kind: 'secured', capability: 'orders.read', detail: true },
  { id: 'stats', path: '/stats', titleKey: 'stats', kind: 'secured', capability: 'stats.read', showInMenu: true },
  { id: 'statsCategory', path: '/stats/:category', titleKey: 'stats', kind: 'secured', capability: 'stats.read' },
  { id: 'statsDetail', path: '/stats/:category/:id', titleKey: 'stats', kind: 'secured', capability: 'stats.read', detail: true },
  { id: 'tickets', path: '/tickets', titleKey: 'tickets', kind: 'secured', capability: 'tickets.read', showInMenu: true },
  { id: 'ticketQuestionnaires', path: '/tickets/questionnaires', titleKey: 'ticketQuestionnaires', kind: 'secured', capability: 'tickets.read', detail: true },
  { id: 'ticket', path: '/tickets/:customerId/:productId', titleKey: 'ticketNew', kind: 'secured', capability: 'tickets.read', detail: true },
  {
    id: 'estendoTicket',
    path: '/estendotickets/:customerId/:productId',
    titleKey: 'estendoTicketNew',
    kind: 'secured',
    capability: 'tickets.read',
    detail: true,
  },
  { id: 'ticketDetail', path: '/tickets/:customerId/:productId/:ticketId', titleKey: 'ticket', kind: 'secured', capability: 'tickets.read', detail: true },
  {
    id: 'estendoTicketDetail',
    path: '/estendotickets/:customerId/:productId/:ticketId',
    titleKey: 'estendoTicket',
    kind: 'secured',
    capability: 'tickets.read',
    detail: true,
  },
  { id: 'settings', path: '/settings', titleKey: 'settings', kind: 'secured', capability: 'settings.read', showInMenu: true },
  // The background jobs that failed (the dead letters), for the platform's administrators (docs/architecture.md, "Background jobs").
  { id: 'jobs', path: '/jobs', titleKey: 'jobs', kind: 'secured', capability: 'system.jobs.read', showInMenu: true },

  { id: 'generalError', path: '/GeneralError', titleKey: 'generalError', kind: 'public' },
  { id: 'forbidden', path: '/forbidden', titleKey: 'forbidden', kind: 'public' },
  // A page whose reads met the API's 503 (the database away) comes here instead of the general error.
  { id: 'unavailable', path: '/unavailable', titleKey: 'unavailable', kind: 'public' },
  // What the service worker shows without a network (issue 6); precached, public.
  { id: 'offline', path: '/offline', titleKey: 'offline', kind: 'public' },
];

/** stats categories (core/domain/stats-categories.ts); the drawer's Stats entry expands to them. */
export { STATS_CATEGORIES } from '../../core/domain/stats-categories';

export interface RouteMatch {
  route: RouteDef;
  params: Record<string, string>;
}

export function matchRoute(pathname: string, routes: readonly RouteDef[] = ROUTES): RouteMatch | null {
  for (const route of routes) {
    const params = matchPattern(route.path, pathname);
    if (params) return { route, params };
  }
  return null;
}

/** What the secured shell needs of a page in the browser: its path, its title's key, and 1 on a detail page (the go-back button). */
export type ShellRoute = readonly [path: string, titleKey: string, detail?: 1];

/** The pages in the secured shell, in the table's order; lib/navigation/shell-routes.generated.ts holds them for the browser. */
export function shellRoutesOf(routes: readonly RouteDef[] = ROUTES): ShellRoute[] {
  return routes
    .filter((route) => route.kind === 'secured' && !route.authLayout && !route.redirectTo)
    .map((route): ShellRoute => (route.detail ? [route.path, route.titleKey, 1] : [route.path, route.titleKey]));
}

export function menuRoutes(routes: readonly RouteDef[] = ROUTES): RouteDef[] {
  return routes.filter((route) => route.showInMenu);
}
