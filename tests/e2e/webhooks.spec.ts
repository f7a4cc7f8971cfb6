import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { Webhook } from 'standardwebhooks';
import type itMessages from '@/messages/it.json';
import { startReceiver } from '../support/backend/webhook-receiver';
import { signInAs } from '../support/e2e/auth';
import { type Locale, apiAs, createContract, open, seriousViolations, shoot } from '../support/e2e/contracts';
import { clickHydrated } from '../support/e2e/hydration';
import { trackMissingMessages } from '../support/e2e/messages';
import { acceptCookies } from '../support/e2e/pages';

// Issue #33, webhooks, in the browser at 390 and 1366 px in Italian and
// English: the agency administrator adds an endpoint (a real receiver in the
// test process on 127.0.0.1: the e2e server runs with
// WEBHOOKS_ALLOW_PRIVATE_TARGETS), copies the secret shown once, a contract is
// created and the receiver verifies the signed delivery with that secret; the
// delivery log shows it and sends it again; the secret is rotated (shown once
// more) and the endpoint switched off after a confirmation; axe clean,
// screenshots in test-results/screenshots/.

const catalogue = (locale: Locale) => JSON.parse(fs.readFileSync(`messages/${locale}.json`, 'utf8')) as typeof itMessages;
const MESSAGES = { it: catalogue('it'), en: catalogue('en') };

async function atBothWidths(page: Page, name: string) {
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await seriousViolations(page)).toEqual([]);
    await shoot(page, `${name}-${width}`);
  }
}

test.beforeEach(async ({ context }) => {
  await acceptCookies(context);
});

for (const locale of ['it', 'en'] as const) {
  test(`webhooks: add an endpoint, receive a signed delivery, read the log, send again, rotate, switch off (${locale}, 390 and 1366 px)`, async ({
    page,
    context,
  }) => {
    const t = MESSAGES[locale].webhooks;
    const missingMessages = trackMissingMessages(page);
    const receiver = await startReceiver();
    try {
      const url = receiver.url(`/erp-${locale}-${Date.now()}`);
      const path = new URL(url).pathname;
      await signInAs(context, 'agencyadmin');
      await open(page, '/webhooks', locale);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(MESSAGES[locale].routes.webhooks);

      // A new endpoint, its form checked first.
      await clickHydrated(page.getByRole('button', { name: t.add }));
      const form = page.getByRole('dialog', { name: t.form.createTitle });
      await form.getByRole('button', { name: t.form.create }).click();
      await expect(form.getByText(t.form.eventsRequired)).toBeVisible();
      await form.getByLabel(t.form.url).fill(url);
      await form.getByLabel(t.form.description).fill('ERP');
      await form.getByLabel(t.events.contract_created).check();
      await atBothWidths(page, `webhooks-form-${locale}`);
      await form.getByRole('button', { name: t.form.create }).click();

      // The secret, once.
      const secretDialog = page.getByRole('dialog', { name: t.secret.title });
      const secret = (await secretDialog.getByTestId('webhook-secret').textContent())!;
      expect(secret).toMatch(/^whsec_/);
      await atBothWidths(page, `webhooks-secret-${locale}`);
      await secretDialog.getByRole('button', { name: t.secret.close }).click();
      await expect(secretDialog).toHaveCount(0);
      await expect(page.getByText(secret)).toHaveCount(0);

      // A contract of the agency reaches the receiver, signed with that secret.
      const before = receiver.at(path).length;
      const contract = await createContract(await apiAs('agent', 'Agenzia Milano'));
      await expect
        .poll(() =>
          receiver
            .at(path)
            .map((r) => JSON.parse(r.body) as { data: { contractId: number } })
            .some((e) => e.data.contractId === contract.id),
        )
        .toBe(true);
      const delivered = receiver
        .at(path)
        .slice(before)
        .find((r) => r.body.includes(`"contractId":${contract.id}`))!;
      expect(new Webhook(secret).verify(delivered.body, delivered.headers)).toMatchObject({ type: 'contract.created' });

      // The log shows it, and sends it again.
      await clickHydrated(page.getByRole('link', { name: t.actions.logLabel.replace('{url}', url) }));
      const log = page.getByTestId('webhook-attempts-table');
      await expect(log.getByText(t.log.states.delivered).filter({ visible: true }).first()).toBeVisible();
      await expect(log.getByText('200', { exact: true }).filter({ visible: true }).first()).toBeVisible();
      await atBothWidths(page, `webhooks-log-${locale}`);
      const count = receiver.at(path).length;
      await clickHydrated(log.getByRole('button', { name: t.log.redeliver }).first());
      await expect(log.getByText(t.log.redelivered).filter({ visible: true }).first()).toBeVisible();
      await expect.poll(() => receiver.at(path).length).toBeGreaterThan(count);

      // Rotate: the new secret is shown once.
      await clickHydrated(page.getByRole('button', { name: t.actions.rotateLabel.replace('{url}', url) }));
      await page.getByRole('dialog', { name: t.actions.rotateTitle }).getByRole('button', { name: t.actions.rotateConfirm }).click();
      const rotated = (await page.getByRole('dialog', { name: t.secret.title }).getByTestId('webhook-secret').textContent())!;
      expect(rotated).toMatch(/^whsec_/);
      expect(rotated).not.toBe(secret);
      await page.getByRole('dialog', { name: t.secret.title }).getByRole('button', { name: t.secret.close }).click();

      // Switch off, confirmed.
      await clickHydrated(page.getByRole('button', { name: t.actions.disableLabel.replace('{url}', url) }));
      const confirm = page.getByRole('dialog', { name: t.actions.disableTitle });
      await atBothWidths(page, `webhooks-disable-${locale}`);
      await confirm.getByRole('button', { name: t.actions.disableConfirm }).click();
      const row = page.getByTestId('webhooks-table').getByRole('row').filter({ hasText: url });
      await expect(row.getByText(t.list.disabled, { exact: true }).filter({ visible: true })).toBeVisible();
      await atBothWidths(page, `webhooks-list-${locale}`);

      // Gone when deleted.
      await clickHydrated(page.getByRole('button', { name: t.actions.deleteLabel.replace('{url}', url) }));
      await page.getByRole('dialog', { name: t.actions.deleteTitle }).getByRole('button', { name: t.actions.deleteConfirm }).click();
      await expect(page.getByText(url)).toHaveCount(0);
      expect(missingMessages).toEqual([]);
    } finally {
      await receiver.close();
    }
  });
}
