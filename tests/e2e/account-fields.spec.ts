import { expect, test } from '@playwright/test';
import { signInAs } from '../support/e2e/auth';
import { type Locale, apiAs, open, seriousViolations, shoot } from '../support/e2e/contracts';
import { clickHydrated } from '../support/e2e/hydration';
import { trackMissingMessages } from '../support/e2e/messages';
import { acceptCookies } from '../support/e2e/pages';

// Account fields across agencies (issue #28) in the browser: an agency
// administrator opening a user who also belongs to another agency finds the
// username and e-mail locked with a note saying why, no deactivation or
// invitation button, and still changes the user's role in their agency.
// Screenshots on a phone (390 px) and a laptop (1366 px) in test-results/screenshots/.

const NOTE = {
  it: /appartiene anche ad altre agenzie: username, e-mail, disattivazione e inviti li gestiscono gli amministratori del portale\. Qui puoi cambiare il suo ruolo in Agenzia Milano\./,
  en: /also belongs to other agencies: their username, e-mail, deactivation and invitations are managed by the portal's administrators\. Here you can change their role in Agenzia Milano\./,
};
const LABELS = {
  it: { email: 'E-mail', role: 'Ruolo', save: 'Salva', saved: 'Modifiche salvate.', deactivate: 'Disattiva', junior: 'Agente junior' },
  en: { email: 'E-mail', role: 'Role', save: 'Save', saved: 'Changes saved.', deactivate: 'Deactivate', junior: 'Junior agent' },
};

for (const locale of ['it', 'en'] as Locale[]) {
  test(`an agency administrator changes the role, not the account, of a user of two agencies (${locale})`, async ({ page, context }) => {
    const admin = await apiAs('superadmin');
    const agencies = (await admin.api.get('/api/Agency', { query: { pageSize: 100 } })).body.items;
    const agencyId = (name: string) => agencies.find((a) => a.name === name)!.id;
    const name = `doppio${locale}${Date.now() % 1_000_000_000}${Math.floor(Math.random() * 1000)}`;
    const created = await admin.api.post('/api/User', {
      json: {
        username: name,
        email: `${name}@example.com`,
        memberships: [
          { agencyId: agencyId('Agenzia Milano'), role: 'agent' },
          { agencyId: agencyId('Nikon'), role: 'agent' },
        ],
        locale,
      },
    });
    expect(created.status, String(created)).toBe(201);
    const labels = LABELS[locale];

    const missingMessages = trackMissingMessages(page);
    await signInAs(context, 'agencyadmin');
    await acceptCookies(context);
    for (const width of [1366, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await open(page, `/users/${created.body.id}`, locale);
      const form = page.getByRole('form');
      await expect(page.getByTestId('account-note')).toHaveText(NOTE[locale]);
      await expect(form.getByLabel('Username')).toBeDisabled();
      await expect(form.getByLabel(labels.email, { exact: true })).toBeDisabled();
      await expect(form.getByLabel('Username')).toHaveAccessibleDescription(NOTE[locale]);
      await expect(form.getByLabel(labels.role, { exact: true })).toBeEnabled();
      // The invitation is still pending, yet neither it nor a deactivation is offered.
      await expect(page.getByRole('button', { name: labels.deactivate })).toHaveCount(0);
      await expect(page.getByRole('button', { name: /invit/i })).toHaveCount(0);
      expect(await seriousViolations(page), `${width} px`).toEqual([]);
      expect(missingMessages).toEqual([]);
      await shoot(page, `user-account-locked-${locale}-${width}`);
    }

    await page.getByRole('form').getByLabel(labels.role, { exact: true }).selectOption({ label: labels.junior });
    await clickHydrated(page.getByRole('form').getByRole('button', { name: labels.save }));
    await expect(page.getByText(labels.saved)).toBeVisible();
    const after = (await admin.api.get('/api/User/{userId}', { params: { userId: created.body.id } })).body;
    expect(after.email).toBe(`${name}@example.com`);
    expect(after.memberships.map((m) => `${m.agency.name}: ${m.role}`)).toEqual(['Agenzia Milano: junior_agent', 'Nikon: agent']);
  });
}
