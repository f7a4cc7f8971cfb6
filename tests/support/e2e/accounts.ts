// The demo accounts and what the permission table lets each of them see (docs/domain.md).
// Menu entries are identified by their route id (li[data-section]), in the
// order of the route table (lib/navigation/routes.ts).

export type MenuSection =
  | 'products'
  | 'customers'
  | 'registrations'
  | 'contracts'
  | 'endOfTerm'
  | 'users'
  | 'agencies'
  | 'apiKeys'
  | 'webhooks'
  | 'families'
  | 'importExcel'
  | 'orders'
  | 'stats'
  | 'tickets'
  | 'settings'
  | 'jobs';

export type Username = 'superadmin' | 'admin' | 'agencyadmin' | 'capoarea' | 'agent' | 'junior' | 'groupmanager' | 'nikon' | 'customer';

export interface DemoAccount {
  username: Username;
  /** the agencies the account belongs to; the first is the one it works in by default */
  agencies: readonly string[];
  sections: readonly MenuSection[];
}

const AGENCY_STAFF: readonly MenuSection[] = ['products', 'customers', 'contracts', 'endOfTerm'];
const TEAM_LEADER: readonly MenuSection[] = [...AGENCY_STAFF, 'users'];

export const ACCOUNTS: Record<Username, DemoAccount> = {
  superadmin: {
    username: 'superadmin',
    agencies: ['SmartCom'],
    sections: [
      'products',
      'customers',
      'registrations',
      'contracts',
      'endOfTerm',
      'users',
      'agencies',
      'apiKeys',
      'webhooks',
      'families',
      'importExcel',
      'orders',
      'stats',
      'tickets',
      'settings',
      'jobs',
    ],
  },
  admin: {
    username: 'admin',
    agencies: ['SmartCom'],
    sections: [
      'products',
      'customers',
      'registrations',
      'contracts',
      'endOfTerm',
      'users',
      'apiKeys',
      'webhooks',
      'families',
      'importExcel',
      'tickets',
      'settings',
      'jobs',
    ],
  },
  // The agency administrators also review the agency's customer sign-ups (docs/domain.md, "Customer sign-up") and manage its webhooks.
  agencyadmin: {
    username: 'agencyadmin',
    agencies: ['Agenzia Milano'],
    sections: ['products', 'customers', 'registrations', 'contracts', 'endOfTerm', 'users', 'apiKeys', 'webhooks', 'importExcel'],
  },
  capoarea: { username: 'capoarea', agencies: ['Agenzia Milano'], sections: TEAM_LEADER },
  groupmanager: { username: 'groupmanager', agencies: ['Agenzia Roma'], sections: TEAM_LEADER },
  agent: { username: 'agent', agencies: ['Agenzia Milano', 'Nikon'], sections: AGENCY_STAFF },
  junior: { username: 'junior', agencies: ['Agenzia Milano'], sections: AGENCY_STAFF },
  nikon: { username: 'nikon', agencies: ['Nikon'], sections: AGENCY_STAFF },
  customer: { username: 'customer', agencies: ['Agenzia Milano'], sections: ['products', 'contracts', 'tickets'] },
};

export const ALL_ACCOUNTS: readonly DemoAccount[] = Object.values(ACCOUNTS);

/** Menu route id → path. */
export const SECTION_PATHS: Record<MenuSection, string> = {
  products: '/products',
  customers: '/customers',
  registrations: '/registrations',
  contracts: '/contracts',
  endOfTerm: '/end-of-term',
  users: '/users',
  agencies: '/agencies',
  apiKeys: '/integrations/api-keys',
  families: '/families',
  importExcel: '/importexcel',
  webhooks: '/webhooks',
  orders: '/orders',
  stats: '/stats',
  tickets: '/tickets',
  settings: '/settings',
  jobs: '/jobs',
};
