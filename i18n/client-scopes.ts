// The messages the browser gets, per part of the portal: each layout that
// wraps its pages in <ClientMessages scope> sends only these namespaces (or
// dotted paths), not the whole catalogue. A nested scope replaces its parent's,
// so each lists what every client component below it reads, shared ones
// included. tests/unit/client-messages.test.ts walks the imports of every
// route and fails when a client component reads a namespace its scope lacks.
// docs/architecture.md, "Messages".

/** Read by client code everywhere: the root layout's banners, forms' errors, the error page. */
const SHARED = ['common', 'errors', 'validation', 'cookieBanner', 'serviceWorker', 'generalError'] as const;
/** The spreadsheet download button lists every list's texts. */
const DOWNLOADS = [
  'contracts.export',
  'orders.export',
  'endOfTerm.export',
  'imports.download',
  'imports.usersDownload',
  'imports.usersFilledDownload',
] as const;

export const CLIENT_SCOPES = {
  root: [...SHARED],
  auth: [...SHARED, 'login', 'forgotPassword', 'recoveryPassword', 'onBoarding', 'confirmEmail', 'chooseCompany'],
  secured: [...SHARED, 'shell', 'routes', 'statsCategories', 'stats.metrics'],
  agencies: [...SHARED, 'agencies', 'families.picture', 'registrations.link'],
  apiKeys: [...SHARED, 'apiKeys'],
  cart: [...SHARED, 'cart', 'routes', 'notFound'],
  contracts: [
    ...SHARED,
    ...DOWNLOADS,
    'contracts.actions',
    'contracts.customerUser',
    'contracts.status',
    'contracts.errorDialog',
    'contracts.documents.upload',
    'contracts.documents.review',
    'contracts.resubmit',
  ],
  customers: [...SHARED, 'customers.detail', 'contracts.actions', 'contracts.customerUser', 'contracts.errorDialog'],
  endOfTerm: [...SHARED, ...DOWNLOADS, 'endOfTerm.actions'],
  families: [...SHARED, 'families', 'agencies.logo', 'products.warehouse'],
  imports: [...SHARED, ...DOWNLOADS, 'imports'],
  orders: [...SHARED, ...DOWNLOADS, 'orders', 'contracts.orderStatus', 'contracts.productStatus', 'contracts.status'],
  products: [...SHARED, 'products'],
  jobs: [...SHARED, 'jobs.retry'],
  registrations: [...SHARED, 'registrations'],
  settings: [...SHARED, 'settings', 'audit', 'families.categories'],
  stats: [...SHARED, 'stats.chart'],
  tickets: [...SHARED, 'tickets'],
  users: [...SHARED, 'users', 'roles'],
  webhooks: [...SHARED, 'webhooks'],
} as const satisfies Record<string, readonly string[]>;

export type ClientScope = keyof typeof CLIENT_SCOPES;
