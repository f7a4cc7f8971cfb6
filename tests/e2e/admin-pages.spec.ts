import { expect, type Page, test } from '@playwright/test';
import type { Username } from '../support/e2e/accounts';
import { signInAs } from '../support/e2e/auth';
import { type Locale, apiAs, open, seriousViolations, shoot } from '../support/e2e/contracts';
import { acceptCookies } from '../support/e2e/pages';
import { trackMissingMessages } from '../support/e2e/messages';

// The users, agencies, families and system parameters pages in Italian and English, on a phone (390 px)
// and a laptop (1366 px): no serious or critical axe violation, and a
// full-page screenshot of each in test-results/screenshots/.

interface Ids {
  user: number;
  agency: number;
  family: number;
}

interface Visit {
  name: string;
  username: Username;
  path: (ids: Ids) => string;
  ready: (page: Page) => Promise<void>;
}

const VISITS: Visit[] = [
  { name: 'users-superadmin', username: 'superadmin', path: () => '/users', ready: (page) => expect(page.getByTestId('users-table')).toBeVisible() },
  { name: 'users-capoarea', username: 'capoarea', path: () => '/users', ready: (page) => expect(page.getByTestId('users-table')).toBeVisible() },
  { name: 'user-new', username: 'agencyadmin', path: () => '/users/new', ready: (page) => expect(page.getByRole('form')).toBeVisible() },
  {
    name: 'user-detail',
    username: 'superadmin',
    path: (ids) => `/users/${ids.user}`,
    ready: (page) => expect(page.getByTestId('audit-history')).toBeVisible(),
  },
  { name: 'agencies', username: 'superadmin', path: () => '/agencies', ready: (page) => expect(page.getByTestId('agencies-table')).toBeVisible() },
  { name: 'agency-new', username: 'superadmin', path: () => '/agencies/new', ready: (page) => expect(page.getByRole('form')).toBeVisible() },
  { name: 'settings', username: 'admin', path: () => '/settings', ready: (page) => expect(page.getByRole('form').first()).toBeVisible() },
  { name: 'families', username: 'admin', path: () => '/families', ready: (page) => expect(page.getByTestId('families')).toBeVisible() },
  {
    name: 'family-detail',
    username: 'superadmin',
    path: (ids) => `/families/${ids.family}`,
    ready: (page) => expect(page.getByTestId('models')).toBeVisible(),
  },
  {
    name: 'agency-detail',
    username: 'superadmin',
    path: (ids) => `/agencies/${ids.agency}`,
    ready: (page) => expect(page.getByTestId('agency-name')).toBeVisible(),
  },
];

let ids: Ids;

test.beforeAll(async () => {
  const admin = await apiAs('superadmin');
  const milano = (await admin.api.get('/api/Agency', { query: { q: 'Milano' } })).body.items.find((a) => a.name === 'Agenzia Milano')!;
  // A user of this worker's own, created then edited, so the detail shows a history with a before → after.
  const name = `pagine${Date.now() % 1_000_000_000}${Math.floor(Math.random() * 1000)}`;
  const created = await admin.api.post('/api/User', {
    json: { username: name, email: `${name}@example.com`, memberships: [{ agencyId: milano.id, role: 'agent' }], locale: 'it' },
  });
  expect(created.status, String(created)).toBe(201);
  const edited = await admin.api.put('/api/User/{userId}', {
    params: { userId: created.body.id },
    json: { email: `${name}.nuovo@example.com`, memberships: [{ agencyId: milano.id, role: 'junior_agent' }] },
  });
  expect(edited.status, String(edited)).toBe(200);
  const families = (await admin.api.get('/api/Anagra/ProductFamilies/Admin')).body;
  ids = { user: created.body.id, agency: milano.id, family: families.find((f) => f.name === 'Smartphone')!.id };
});

for (const locale of ['it', 'en'] as Locale[]) {
  for (const visit of VISITS) {
    test(`${visit.name} (${locale}): no serious axe violation on a phone and a laptop, screenshots`, async ({ page, context }) => {
      const missingMessages = trackMissingMessages(page);
      await signInAs(context, visit.username);
      await acceptCookies(context);
      for (const width of [1366, 390]) {
        await page.setViewportSize({ width, height: 900 });
        await open(page, visit.path(ids), locale);
        await visit.ready(page);
        expect(await seriousViolations(page), `${width} px`).toEqual([]);
        expect(missingMessages).toEqual([]);
        await shoot(page, `${visit.name}-${locale}-${width}`);
      }
    });
  }
}
