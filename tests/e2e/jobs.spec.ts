import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import type itMessages from '@/messages/it.json';
import { signInAs } from '../support/e2e/auth';
import { type Locale, open, seriousViolations, shoot } from '../support/e2e/contracts';
import { DEAD_LETTER_MAILS } from '../support/e2e/dead-letters';
import { clickHydrated } from '../support/e2e/hydration';
import { trackMissingMessages } from '../support/e2e/messages';
import { waitForMail } from '../support/e2e/outbox';
import { acceptCookies } from '../support/e2e/pages';
import { portalApiAs } from '../support/e2e/portal-api';
import { header, menuSectionsOf } from '../support/e2e/shell';

// The jobs page (issue #33): the e-mails that failed for good while the mail server was away (the e2e server
// starts with them, tests/support/e2e/seed-dead-letters.ts) listed for the platform's administrators in Italian
// and English at 390 and 1366 px, axe clean; one sent again leaves the list and reaches its recipient; an
// agency's administrator has no menu entry and meets the not-allowed page. In order: the retry empties the list
// the first test pictures.
test.describe.configure({ mode: 'serial' });

const catalogue = (locale: Locale) => JSON.parse(fs.readFileSync(`messages/${locale}.json`, 'utf8')) as typeof itMessages;
const MESSAGES = { it: catalogue('it'), en: catalogue('en') };

const deadMails = async () => (await (await portalApiAs('superadmin')).api.get('/api/Jobs/DeadLetters')).body.items.filter((dead) => dead.name === 'mail.send');

test.beforeEach(async ({ context }) => {
  await acceptCookies(context);
});

for (const locale of ['it', 'en'] as const) {
  test(`an administrator opens the failed jobs from the menu (${locale}, 390 and 1366 px)`, async ({ page, context }) => {
    const t = MESSAGES[locale];
    const missing = trackMissingMessages(page);
    const waiting = await deadMails();
    expect(waiting.length).toBeGreaterThan(0);
    await signInAs(context, 'admin');
    await open(page, '/products', locale);
    await clickHydrated(page.getByRole('navigation', { name: t.shell.mainMenu }).getByRole('link', { name: t.routes.jobs }));
    await expect(page).toHaveURL(locale === 'en' ? /\/en\/jobs$/ : /\/jobs$/);
    await expect(header(page).title).toHaveText(t.routes.jobs);

    const table = page.getByTestId('dead-letters').getByRole('table');
    await expect(table.locator('tbody tr')).toHaveCount(waiting.length);
    const row = page.getByTestId(`dead-letter-${waiting[0]!.id}`);
    await expect(row.getByRole('rowheader')).toHaveText(`${t.jobs.kinds.mailSend}mail.send`);
    await expect(row).toContainText('ECONNREFUSED 127.0.0.1:1');
    await expect(row.getByRole('button', { name: t.jobs.retry.button.replace('{kind}', t.jobs.kinds.mailSend) })).toBeVisible();
    for (const width of [390, 1366]) {
      await page.setViewportSize({ width, height: 900 });
      expect(await seriousViolations(page)).toEqual([]);
      await shoot(page, `jobs-${locale}-${width}`);
    }
    // On a phone each job is a card under its kind, with the same retry.
    await page.setViewportSize({ width: 390, height: 900 });
    const card = page.getByTestId(`dead-letter-${waiting[0]!.id}-card`);
    await expect(card).toContainText(t.jobs.kinds.mailSend);
    await expect(card.getByRole('button', { name: t.jobs.retry.button.replace('{kind}', t.jobs.kinds.mailSend) })).toBeVisible();
    await expect(table).toBeHidden();
    expect(missing).toEqual([]);
  });
}

test('a superadministrator sends a failed e-mail again: it leaves the list and reaches its recipient', async ({ page, context }) => {
  const waiting = await deadMails();
  // Newest first: the top row is the last seeded e-mail still waiting.
  const newest = waiting[0]!;
  const recipient = DEAD_LETTER_MAILS[waiting.length - 1]!.to;
  await signInAs(context, 'superadmin');
  await page.setViewportSize({ width: 1366, height: 900 });
  await open(page, '/jobs');
  const row = page.getByTestId(`dead-letter-${newest.id}`);
  await clickHydrated(row.getByRole('button', { name: 'Rimanda: Invio e-mail' }));
  const dialog = page.getByRole('dialog', { name: 'Rimandare il job «Invio e-mail»?' });
  await expect(dialog).toContainText('Il job torna in coda come nuovo');
  await dialog.getByRole('button', { name: 'Rimanda il job' }).click();
  await expect(page.getByTestId('decision-notice')).toHaveText('Job «Invio e-mail» rimesso in coda.');
  await expect(row).toHaveCount(0);
  const mail = await waitForMail(recipient);
  expect(mail.text).toContain('/recovery-password?token=seeded');
  expect((await deadMails()).map((dead) => dead.id)).not.toContain(newest.id);
});

test("an agency's administrator has no menu entry and meets the not-allowed page", async ({ page, context }) => {
  await signInAs(context, 'agencyadmin');
  await open(page, '/products');
  expect(await menuSectionsOf(page)).not.toContain('jobs');
  await page.goto('/jobs');
  await expect(page).toHaveURL(/\/forbidden$/);
  await page.goto('/en/jobs');
  await expect(page).toHaveURL(/\/en\/forbidden$/);
  await expect(page.getByRole('heading', { name: 'Access denied' })).toBeVisible();
});
