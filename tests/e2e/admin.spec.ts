import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { signInAs, submitLogin } from '../support/e2e/auth';
import { apiAs, open } from '../support/e2e/contracts';
import { clickHydrated, hydrated } from '../support/e2e/hydration';
import { linkIn, waitForMail } from '../support/e2e/outbox';
import { acceptCookies } from '../support/e2e/pages';
import { header } from '../support/e2e/shell';

// The administration in the browser: a superadministrator creates an agency
// with a logo and a user in it; the user gets the invitation e-mail, chooses a
// password, signs in and sees the logo; once deactivated, sign-in is refused.
// An agency administrator manages only their agency's users.

const PASSWORD = 'Invitato2026!';
const stamp = () => `${Date.now() % 1_000_000_000}${Math.floor(Math.random() * 100)}`;
const logoPng = () =>
  sharp({ create: { width: 240, height: 60, channels: 3, background: '#0a7d3b' } })
    .png()
    .toBuffer();

test('a superadministrator creates an agency with a logo and a user in it, who signs in, sees the logo and is refused once deactivated', async ({
  browser,
  page,
  context,
}) => {
  const id = stamp();
  const agencyName = `Agenzia Prova ${id}`;
  const username = `utente${id}`;
  const email = `utente${id}@example.com`;
  await signInAs(context, 'superadmin');
  await acceptCookies(context);

  // The agency: the form checks the values before sending them.
  await open(page, '/agencies');
  await clickHydrated(page.getByRole('link', { name: 'Nuova agenzia' }));
  await expect(page).toHaveURL(/\/agencies\/new$/);
  const form = page.getByRole('form', { name: 'Nuova agenzia' });
  await form.getByLabel('Nome').fill(agencyName);
  await form.getByLabel('Provvigione agente (%)', { exact: true }).fill('120');
  await clickHydrated(form.getByRole('button', { name: 'Crea agenzia' }));
  await expect(form.getByText('Inserire una percentuale da 0 a 100 con al massimo due decimali.')).toBeVisible();
  await form.getByLabel('Provvigione agente (%)', { exact: true }).fill('3,5');
  await form.getByLabel('Costo di spedizione per prodotto (€)').fill('7,50');
  await form.getByRole('button', { name: 'Crea agenzia' }).click();
  await expect(page).toHaveURL(/\/agencies\/\d+$/);
  await expect(page.getByTestId('agency-name')).toHaveText(agencyName);
  // amounts are shown as the page's language writes them
  await expect(page.getByLabel('Costo di spedizione per prodotto (€)')).toHaveValue('7,5');
  await expect(page.getByTestId('audit-history')).toContainText('Creazione · superadmin');
  const agencyUrl = page.url();

  // The same name in another casing is taken.
  await open(page, '/agencies/new');
  await page.getByLabel('Nome').fill(agencyName.toUpperCase());
  await clickHydrated(page.getByRole('button', { name: 'Crea agenzia' }));
  await expect(page.getByText("Esiste già un'agenzia con questo nome.")).toBeVisible();
  await page.goto(agencyUrl);

  // The logo: a file that is no picture is refused by its bytes, a PNG is taken.
  await expect(page.getByText('Nessun logo: gli utenti vedono quello del portale.')).toBeVisible();
  const chooser = page.locator('input[type="file"]');
  await hydrated(chooser);
  await chooser.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: Buffer.from('<html><body>no picture</body></html>') });
  await expect(page.getByRole('alert').filter({ hasText: /immagine/i })).toBeVisible();
  await chooser.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: await logoPng() });
  await expect(page.getByText('Logo aggiornato.')).toBeVisible();
  await expect(page.getByTestId('current-picture')).toHaveAttribute('alt', `Logo di ${agencyName}`);
  const logoSrc = await page.getByTestId('current-picture').getAttribute('src');
  expect(logoSrc).toMatch(/\/api\/Agency\/\d+\/Logo/);

  // The user, invited in the new agency as its administrator.
  await open(page, '/users/new');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('E-mail').fill('non-una-email');
  await clickHydrated(page.getByRole('button', { name: "Crea e invia l'invito" }));
  await expect(page.getByText('Inserire un indirizzo email valido.')).toBeVisible();
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Agenzia', { exact: true }).selectOption({ label: agencyName });
  await page.getByLabel('Ruolo', { exact: true }).selectOption({ label: 'Amministratore agenzia' });
  await page.getByRole('button', { name: "Crea e invia l'invito" }).click();
  await expect(page).toHaveURL(/\/users\/\d+\?created=1$/);
  await expect(page.getByText(`Utente creato: abbiamo inviato a ${email} l'invito a scegliere la password.`)).toBeVisible();
  await expect(page.getByTestId('user-name')).toHaveText(username);
  await expect(page.getByTestId('audit-history')).toContainText('Creazione · superadmin');
  const userUrl = page.url();

  // A second user with the same username or e-mail is refused with their messages.
  await open(page, '/users/new');
  await page.getByLabel('Username').fill(username.toUpperCase());
  await page.getByLabel('E-mail').fill(`altro${id}@example.com`);
  await clickHydrated(page.getByRole('button', { name: "Crea e invia l'invito" }));
  await expect(page.getByText('Username già in utilizzo')).toBeVisible();
  await page.getByLabel('Username').fill(`altro${id}`);
  await page.getByLabel('E-mail').fill(email.toUpperCase());
  await page.getByRole('button', { name: "Crea e invia l'invito" }).click();
  await expect(page.getByText('E-mail già in utilizzo')).toBeVisible();

  // The invitation e-mail, the password, the first sign-in with the agency's logo.
  const mail = await waitForMail(email);
  const link = linkIn(mail);
  expect(link).toMatch(/^\/recovery-password\?token=[A-Za-z0-9_-]{43,}&invite=1$/);
  const invited = await browser.newContext();
  const invitedPage = await invited.newPage();
  await acceptCookies(invited);
  await invitedPage.goto(link);
  await expect(invitedPage.getByRole('heading', { name: 'Imposta la password' })).toBeVisible();
  await invitedPage.getByLabel('Nuova password', { exact: true }).fill(PASSWORD);
  await invitedPage.getByLabel('Ripeti la nuova password').fill(PASSWORD);
  await clickHydrated(invitedPage.getByRole('button', { name: 'Salva la password' }));
  await expect(invitedPage.getByText('Password aggiornata.')).toBeVisible();
  await invitedPage.goto('/login');
  await submitLogin(invitedPage, username, PASSWORD);
  await expect(invitedPage).toHaveURL(/\/products$/);
  await expect(header(invitedPage).agency).toHaveText(agencyName);
  await expect(header(invitedPage).logo).toHaveAttribute('src', logoSrc!);
  await expect.poll(() => header(invitedPage).logo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);

  // Deactivated: the open session ends and sign-in is refused.
  await page.goto(userUrl);
  await clickHydrated(page.getByRole('button', { name: 'Disattiva' }));
  await page
    .getByRole('dialog', { name: `Disattivare ${username}?` })
    .getByRole('button', { name: 'Disattiva' })
    .click();
  await expect(page.getByText(`${username} è stato disattivato.`)).toBeVisible();
  await expect(page.getByTestId('audit-history')).toContainText('Disattivazione · superadmin');
  await invitedPage.goto('/products');
  await expect(invitedPage).toHaveURL(/\/login/);
  await submitLogin(invitedPage, username, PASSWORD);
  await expect(invitedPage.getByText("Impossibile accedere. Contattare l'assistenza.")).toBeVisible();
  await invited.close();
});

test('an agency administrator manages only the users of their agency (English)', async ({ page, context }) => {
  const admin = await apiAs('superadmin');
  const everyone = (await admin.api.get('/api/User', { query: { pageSize: 100 } })).body.items;
  const roman = everyone.find((u) => u.memberships.every((m) => m.agency.name === 'Agenzia Roma'))!;
  const own = (await (await apiAs('agencyadmin')).api.get('/api/User', { query: { pageSize: 100 } })).body;
  expect(own.items.length).toBeGreaterThan(1);

  await signInAs(context, 'agencyadmin');
  await acceptCookies(context);
  await open(page, '/users', 'en');
  await expect(page.getByTestId('scope-note')).toHaveText('The users of Agenzia Milano.');
  const rows = page.getByTestId('users-table').locator('tbody tr');
  await expect(rows).toHaveCount(own.total);
  await expect(page.getByTestId('users-table')).not.toContainText('Agenzia Roma');
  await expect(page.getByTestId('users-table')).not.toContainText(roman.username);

  // Search and state live in the address.
  await page.getByRole('search', { name: 'User filters' }).getByLabel('Search').fill('junior');
  await clickHydrated(page.getByRole('search', { name: 'User filters' }).getByRole('button', { name: 'Filter' }));
  await expect(page).toHaveURL(/\/en\/users\?q=junior$/);
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('junior');

  // A user of another agency is not found, and shows nothing of them.
  await page.goto(`/en/users/${roman.id}`);
  await expect(page.getByTestId('not-found')).toContainText('User not found');
  expect(await page.content()).not.toContain(roman.username);

  // The new user can only go to their own agency, with a role no higher than theirs.
  await open(page, '/users/new', 'en');
  await expect(page.getByLabel('Agency', { exact: true })).toHaveCount(0);
  await expect(page.getByRole('group', { name: 'Agencies and roles' })).toContainText('Agenzia Milano');
  const roleLabels = await page.getByLabel('Role', { exact: true }).locator('option').allTextContents();
  expect(roleLabels).not.toContain('Administrator');
  expect(roleLabels).not.toContain('Super administrator');
  expect(roleLabels).toContain('Agent');

  // The agencies page is not theirs.
  await page.goto('/en/agencies');
  await expect(page).toHaveURL(/\/en\/forbidden$/);
});
