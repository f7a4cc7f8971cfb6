import { expect, type Page, test } from '@playwright/test';
import type { Username } from '../support/e2e/accounts';
import { signInAs } from '../support/e2e/auth';
import { acceptCookies } from '../support/e2e/pages';
import { clickHydrated } from '../support/e2e/hydration';
import { type Locale, apiAs, contractRows, createContract, open, seriousViolations, shoot } from '../support/e2e/contracts';
import { trackMissingMessages } from '../support/e2e/messages';

// The contracts and customers pages in Italian and English: no serious or
// critical axe violation, and a full-page screenshot of each in
// test-results/screenshots/ for a person to look at.

interface Visit {
  name: string;
  username: Username;
  path: (ids: Ids) => string;
  ready: (page: Page, locale: Locale) => Promise<void>;
}
interface Ids {
  accepted: number;
  draft: number;
  rossi: number;
}

const table = (page: Page) => expect(contractRows(page).first()).toBeVisible();

const VISITS: Visit[] = [
  { name: 'contracts-admin', username: 'admin', path: () => '/contracts', ready: table },
  { name: 'contracts-filtered-agent', username: 'agent', path: () => '/contracts?status=preApprovated,error&sort=totalValue&direction=asc', ready: table },
  {
    name: 'contracts-empty',
    username: 'agent',
    path: () => '/contracts?q=nessuna-azienda-cosi',
    ready: (page) => expect(page.getByTestId('empty-state')).toBeVisible(),
  },
  {
    name: 'contracts-error-dialog',
    username: 'agent',
    path: () => '/contracts?status=error',
    ready: async (page) => {
      await clickHydrated(contractRows(page).first().getByRole('link').first());
      await expect(page.getByRole('dialog')).toBeVisible();
    },
  },
  {
    name: 'contract-detail',
    username: 'admin',
    path: (ids) => `/contracts/${ids.accepted}`,
    ready: (page) => expect(page.getByTestId('units-table')).toBeVisible(),
  },
  {
    name: 'contract-delete-dialog',
    username: 'agent',
    path: (ids) => `/contracts/${ids.draft}`,
    ready: async (page, locale) => {
      await clickHydrated(page.getByTestId('contract-actions').getByRole('button', { name: locale === 'it' ? 'Elimina' : 'Delete' }));
      await expect(page.getByRole('dialog')).toBeVisible();
    },
  },
  { name: 'contract-not-found', username: 'junior', path: () => '/contracts/999999', ready: (page) => expect(page.getByTestId('not-found')).toBeVisible() },
  { name: 'customers-agent', username: 'agent', path: () => '/customers', ready: (page) => expect(page.getByTestId('customers-table')).toBeVisible() },
  {
    name: 'customer-detail',
    username: 'agent',
    path: (ids) => `/customers/${ids.rossi}`,
    ready: (page) => expect(page.getByTestId('signers-table')).toBeVisible(),
  },
];

let ids: Ids;

test.beforeAll(async () => {
  const admin = await apiAs('admin');
  const agent = await apiAs('agent');
  const accepted = (await admin.contracts({ status: 'contractAccepted' })).items[0]!;
  const draft = await createContract(agent);
  const rossi = (await agent.api.get('/api/Agency/{agencyId}/Customers', { params: { agencyId: agent.agencyId }, query: { q: 'Rossi' } })).body.items[0]!;
  ids = { accepted: accepted.id, draft: draft.id, rossi: rossi.id };
});

for (const locale of ['it', 'en'] as const) {
  for (const visit of VISITS) {
    test(`${visit.name} (${locale}): no serious axe violation, screenshot`, async ({ page, context }) => {
      const missingMessages = trackMissingMessages(page);
      await signInAs(context, visit.username);
      await acceptCookies(context);
      await page.setViewportSize({ width: 1366, height: 900 });
      await open(page, visit.path(ids), locale);
      await visit.ready(page, locale);
      expect(await seriousViolations(page)).toEqual([]);
      expect(missingMessages).toEqual([]);
      await shoot(page, `${visit.name}-${locale}`);
    });
  }
}
