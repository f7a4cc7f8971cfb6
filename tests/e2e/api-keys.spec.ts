import { expect, test } from '@playwright/test';
import { sessionFor, signInAs } from '../support/e2e/auth';
import { type Locale, open, seriousViolations, shoot } from '../support/e2e/contracts';
import { BASE_URL, SESSION_COOKIE } from '../support/e2e/env';
import { clickHydrated } from '../support/e2e/hydration';
import { trackMissingMessages } from '../support/e2e/messages';
import { acceptCookies } from '../support/e2e/pages';
import { portalApiAs } from '../support/e2e/portal-api';

// API keys (docs/integrations.md): a machine reaches the API on the portal's
// own port with a key and no session; a key beside the session cookie is
// refused; the agency administrator creates a key (its secret shown once) and
// revokes it on the API keys page, in Italian and in English.

const codeOf = async (response: Response) => ((await response.json()) as { errors: { code: string }[] }).errors[0]!.code;

test("the portal's /api forwards a key-only call with the key alone, refuses a key beside the session cookie, and never gives a key a session", async () => {
  const { api, agencyId } = await portalApiAs('agencyadmin');
  const created = await api.post('/api/Agency/{agencyId}/ApiKeys', {
    params: { agencyId },
    json: { name: `e2e bff ${Date.now()}`, capabilities: ['contracts.read'] },
  });
  expect(created.status, String(created)).toBe(201);
  const bearer = { authorization: `Bearer ${created.body.secret}` };
  const contracts = `${BASE_URL}/api/Agency/${agencyId}/Contracts`;

  // A read (answered in proxy.ts) and a write (the route handler): both reach the API with the key, no cookie comes back.
  const read = await fetch(contracts, { headers: bearer });
  expect(read.status).toBe(200);
  expect(read.headers.get('set-cookie')).toBeNull();
  const list = (await read.json()) as { items: { agency: { id: number } }[] };
  expect(new Set(list.items.map((c) => c.agency.id))).toEqual(new Set([agencyId]));
  const write = await fetch(contracts, { method: 'POST', headers: { ...bearer, 'content-type': 'application/json' }, body: '{}' });
  expect(write.status).toBe(403);
  expect(await codeOf(write)).toBe('forbidden');

  const cookie = `${SESSION_COOKIE}=${await sessionFor('agencyadmin')}`;
  const mixed = await fetch(contracts, { headers: { ...bearer, cookie } });
  expect(mixed.status).toBe(400);
  expect(await codeOf(mixed)).toBe('mixed_credentials');

  const account = await fetch(`${BASE_URL}/api/Account/User`, { headers: bearer });
  expect(account.status).toBe(403);
  expect(await codeOf(account)).toBe('api_key_not_accepted');

  await api.delete('/api/Agency/{agencyId}/ApiKeys/{keyId}', { params: { agencyId, keyId: created.body.id } });
  expect((await fetch(contracts, { headers: bearer })).status).toBe(401);
});

const TEXT = {
  it: {
    new: 'Nuova chiave',
    name: 'Nome',
    capability: 'Leggere i contratti',
    create: 'Crea chiave',
    copy: 'Copia',
    copied: 'Copiata negli appunti.',
    done: 'Fatto',
    revoke: 'Revoca',
    revoked: 'Revocata',
    active: 'Attiva',
    unused: 'Mai usata',
  },
  en: {
    new: 'New key',
    name: 'Name',
    capability: 'Read contracts',
    create: 'Create key',
    copy: 'Copy',
    copied: 'Copied to the clipboard.',
    done: 'Done',
    revoke: 'Revoke',
    revoked: 'Revoked',
    active: 'Active',
    unused: 'Never used',
  },
} as const;

for (const locale of ['it', 'en'] as Locale[]) {
  test(`an agency administrator creates a key, sees its secret once, uses it and revokes it (${locale})`, async ({ page, context }) => {
    const text = TEXT[locale];
    const missingMessages = trackMissingMessages(page);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: BASE_URL });
    await signInAs(context, 'agencyadmin');
    await acceptCookies(context);
    const name = `ERP ${locale} ${Date.now()}`;

    await page.setViewportSize({ width: 1366, height: 900 });
    await open(page, '/integrations/api-keys', locale);
    await clickHydrated(page.getByRole('button', { name: text.new }));
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(text.name).fill(name);
    await dialog.getByLabel(text.capability).check();
    await dialog.getByRole('button', { name: text.create }).click();

    const secret = dialog.getByTestId('api-key-secret');
    await expect(secret).toHaveValue(/^ap_live_\d+_[A-Za-z0-9_-]{43}$/);
    const key = await secret.inputValue();
    expect(await seriousViolations(page), 'the secret dialog').toEqual([]);
    await shoot(page, `api-keys-secret-${locale}-1366`);
    await dialog.getByRole('button', { name: text.copy }).click();
    await expect(dialog.getByRole('status').filter({ hasText: text.copied })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(key);
    await dialog.getByRole('button', { name: text.done }).click();
    await expect(dialog).toBeHidden();
    // The secret went with the dialog: the page holds it nowhere.
    expect(await page.content()).not.toContain(key);

    // A machine uses it through the portal's port; the list then shows the last use.
    const { agencyId } = await portalApiAs('agencyadmin');
    expect((await fetch(`${BASE_URL}/api/Agency/${agencyId}/Contracts`, { headers: { authorization: `Bearer ${key}` } })).status).toBe(200);
    await page.reload();
    const row = page.getByTestId('api-keys-table').locator('tr', { hasText: name });
    await expect(row).toContainText(text.active);
    await expect(row).toContainText(text.capability);
    await expect(row).not.toContainText(text.unused);

    for (const width of [1366, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await open(page, '/integrations/api-keys', locale);
      expect(await seriousViolations(page), `${width} px`).toEqual([]);
      await shoot(page, `api-keys-${locale}-${width}`);
    }

    await page.setViewportSize({ width: 1366, height: 900 });
    await clickHydrated(row.getByRole('button', { name: text.revoke }));
    const confirm = page.getByRole('dialog');
    await confirm.getByRole('button', { name: text.revoke }).click();
    await expect(confirm).toBeHidden();
    await expect(row).toContainText(text.revoked);
    await expect(row.getByRole('button', { name: text.revoke })).toHaveCount(0);
    expect((await fetch(`${BASE_URL}/api/Agency/${agencyId}/Contracts`, { headers: { authorization: `Bearer ${key}` } })).status).toBe(401);
    expect(missingMessages).toEqual([]);
  });
}
