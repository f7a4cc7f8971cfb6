import { expect, test, type Page } from '@playwright/test';
import { PDFDocument } from 'pdf-lib';
import { partitaIva } from '@/core/validation/italian-codes';
import { menuSectionsOf } from '../support/e2e/shell';
import { BASE_URL } from '../support/e2e/env';
import { clickHydrated } from '../support/e2e/hydration';
import { linkIn, waitForMail } from '../support/e2e/outbox';
import { acceptCookies } from '../support/e2e/pages';
import { nowSeconds, sealSession, sessionCookie, sessionCookieOf, unsealSession } from '../support/e2e/session';
import { submitLogin } from '../support/e2e/auth';

// Issue 6 in the browser: sign-up → confirmation e-mail → first sign-in as a
// customer; forgot → e-mail → reset → sign-in with the new password while the
// old refresh token stops working; a link serves once; the privacy PDF.
// The 30-minute expiry is proven by the backend tests with an injected clock
// (tests/backend/password-reset), not by waiting here.

const PASSWORD = 'Cliente2026!';
let sequence = 0;

function newCustomer() {
  sequence += 1;
  const stamp = `${Date.now() % 1_000_000_000}${sequence}`.slice(-9);
  return { username: `cliente${stamp}`, email: `cliente${stamp}@example.com`, vat: partitaIva(`1${stamp}`) };
}

async function fillSignUp(page: Page, customer: ReturnType<typeof newCustomer>) {
  await page.getByLabel('Ragione sociale').fill(`Cliente ${customer.username} Srl`);
  await page.getByLabel('Partita IVA').fill(customer.vat);
  await page.getByLabel('Telefono').fill('02 1234567');
  await page.getByLabel('Indirizzo').fill('Via Dante 1');
  await page.getByLabel('CAP').fill('20121');
  await page.getByLabel('Provincia (sigla)').fill('MI');
  await page.getByLabel('Comune').fill('Milano');
  await page.getByLabel('Username').fill(customer.username);
  await page.getByLabel('E-mail', { exact: true }).fill(customer.email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Ripeti la password').fill(PASSWORD);
  await page.getByLabel(/Ho letto l'informativa privacy/).check();
}

/** A confirmed customer of Agenzia Milano, made through the API as the form would. */
async function confirmedCustomer(page: Page) {
  const customer = newCustomer();
  const answer = await page.request.post('/api/User/new-customer?agency=agenzia-milano', {
    headers: { origin: BASE_URL },
    data: {
      username: customer.username,
      email: customer.email,
      password: PASSWORD,
      confirmPassword: PASSWORD,
      privacyAccepted: true,
      company: {
        name: `Cliente ${customer.username} Srl`,
        vatNumber: customer.vat,
        phone: '021234567',
        address: 'Via Dante 1',
        postalCode: '20121',
        municipality: 'Milano',
        province: 'MI',
      },
    },
  });
  expect(answer.status()).toBe(201);
  const token = new URL(linkIn(await waitForMail(customer.email)), BASE_URL).searchParams.get('confirm');
  expect((await page.request.post('/api/Account/ConfirmEmail', { headers: { origin: BASE_URL }, data: { token } })).status()).toBe(204);
  return customer;
}

/** The session cookie, rewritten as if its access token had expired: the next page must use the refresh token. */
async function withExpiredAccess(page: Page): Promise<string> {
  const cookie = await sessionCookieOf(page.context());
  const data = await unsealSession(cookie!.value);
  return sealSession({ ...data, accessExp: nowSeconds() - 5 });
}

test.beforeEach(async ({ context }) => {
  await acceptCookies(context);
});

test('sign-up for an agency → confirmation e-mail → first sign-in as a customer who sees only products, contracts, tickets', async ({ page }) => {
  const customer = newCustomer();
  await page.goto('/on-boarding/agenzia-milano');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Registrazione cliente di Agenzia Milano');
  await fillSignUp(page, customer);
  await clickHydrated(page.getByRole('button', { name: 'Registrati' }));
  await expect(page.getByText(`Ti abbiamo inviato un'e-mail a ${customer.email}`)).toBeVisible();

  // Before the confirmation the sign-in says why it cannot go ahead.
  await page.goto('/login');
  await submitLogin(page, customer.username, PASSWORD);
  await expect(page.getByText('Conferma il tuo indirizzo e-mail prima di accedere')).toBeVisible();

  const mail = await waitForMail(customer.email);
  expect(mail.subject).toBe('Conferma la tua registrazione al Portale Agenzie');
  expect(mail.text).toContain('Agenzia Milano');
  const link = linkIn(mail);
  await page.goto(link);
  await clickHydrated(page.getByRole('button', { name: "Conferma l'indirizzo" }));
  await expect(page.getByText('Indirizzo e-mail confermato. Ora puoi accedere.')).toBeVisible();

  await page.goto('/login');
  await submitLogin(page, customer.username, PASSWORD);
  await expect(page).toHaveURL(/\/products$/);
  expect(await menuSectionsOf(page)).toEqual(['products', 'contracts', 'tickets']);
  await page.goto('/customers');
  await expect(page).not.toHaveURL(/\/customers$/);
  // Until the agency links the account to its company, the contracts page says so and lists nothing.
  await page.goto('/contracts');
  await expect(page.getByTestId('awaiting-confirmation')).toContainText('Il tuo account è in attesa di conferma');
  await expect(page.getByTestId('contracts-count')).toHaveText('Nessun contratto');

  // The confirmation link serves once.
  await page.context().clearCookies();
  await page.goto(link);
  await clickHydrated(page.getByRole('button', { name: "Conferma l'indirizzo" }));
  await expect(page.getByText('Il link di conferma non è più valido')).toBeVisible();
});

test('sign-up refuses a taken username and e-mail with their messages', async ({ page }) => {
  await page.goto('/on-boarding');
  await fillSignUp(page, { ...newCustomer(), username: 'agent', email: 'agent@example.com' });
  await clickHydrated(page.getByRole('button', { name: 'Registrati' }));
  await expect(page.getByText('Username già in utilizzo')).toBeVisible();
  await expect(page.getByText('E-mail già in utilizzo')).toBeVisible();
});

test('sign-up refuses a VAT number and a fiscal code without their check character, and goes on once corrected', async ({ page }) => {
  const customer = newCustomer();
  await page.goto('/on-boarding/agenzia-milano');
  await fillSignUp(page, { ...customer, vat: `${customer.vat.slice(0, 10)}${(Number(customer.vat[10]) + 1) % 10}` });
  // RSSMRA85T10A562S with another check letter
  await page.getByLabel('Codice fiscale (facoltativo)').fill('RSSMRA85T10A562T');
  await clickHydrated(page.getByRole('button', { name: 'Registrati' }));
  await expect(page.getByText('È necessario inserire una P.iva valida', { exact: true })).toBeVisible();
  await expect(page.getByText('È necessario inserire un codice fiscale valido', { exact: true })).toBeVisible();
  await page.getByLabel('Partita IVA').fill(customer.vat);
  await page.getByLabel('Codice fiscale (facoltativo)').fill('RSSMRA85T10A562S');
  await clickHydrated(page.getByRole('button', { name: 'Registrati' }));
  await expect(page.getByText(`Ti abbiamo inviato un'e-mail a ${customer.email}`)).toBeVisible();
});

test('forgot → e-mail → reset → sign in with the new password; the old refresh token no longer works; the link serves once', async ({ page, context }) => {
  const customer = await confirmedCustomer(page);
  await page.goto('/login');
  await submitLogin(page, customer.username, PASSWORD);
  await expect(page).toHaveURL(/\/products$/);
  const beforeReset = await withExpiredAccess(page);
  await context.clearCookies();
  await acceptCookies(context);

  await page.goto('/login');
  await clickHydrated(page.getByRole('link', { name: 'Password dimenticata?' }));
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.getByLabel('E-mail').fill('non-un-indirizzo');
  await clickHydrated(page.getByRole('button', { name: 'Invia il link' }));
  await expect(page.getByText('Inserire un indirizzo email valido.', { exact: true })).toBeVisible();
  await page.getByLabel('E-mail').fill(customer.email);
  await page.getByRole('button', { name: 'Invia il link' }).click();
  await expect(page.getByText("Se l'indirizzo corrisponde a un account")).toBeVisible();

  const mail = await waitForMail(customer.email, 2);
  expect(mail.subject).toBe('Reimposta la password del Portale Agenzie');
  const link = linkIn(mail);
  expect(link).toMatch(/^\/recovery-password\?token=[A-Za-z0-9_-]{43,}$/);
  await page.goto(link);
  await expect(page.getByText('Almeno 1 lettera maiuscola, 1 numero, 1 carattere speciale, minimo 8 caratteri')).toBeVisible();
  await page.getByLabel('Nuova password', { exact: true }).fill('debole');
  await page.getByLabel('Ripeti la nuova password').fill('diversa');
  await clickHydrated(page.getByRole('button', { name: 'Salva la password' }));
  await expect(page.getByText('La password non rispetta i requisiti', { exact: true })).toBeVisible();
  await expect(page.getByText('Le due password inserite non sono uguali', { exact: true })).toBeVisible();
  await page.getByLabel('Nuova password', { exact: true }).fill('Nuova2026!pass');
  await page.getByLabel('Ripeti la nuova password').fill('Nuova2026!pass');
  await page.getByRole('button', { name: 'Salva la password' }).click();
  await expect(page.getByText('Password aggiornata.')).toBeVisible();

  await page.goto('/login');
  await submitLogin(page, customer.username, PASSWORD);
  await expect(page.getByText('Account non trovato, inserire i dati corretti.')).toBeVisible();
  await submitLogin(page, customer.username, 'Nuova2026!pass');
  await expect(page).toHaveURL(/\/products$/);

  // A session after the reset refreshes as usual (the control case)…
  const afterReset = await withExpiredAccess(page);
  await context.clearCookies();
  await context.addCookies([sessionCookie(afterReset)]);
  await page.goto('/products');
  await expect(page).toHaveURL(/\/products$/);
  // …while the one from before the reset is refused its refresh, so it ends.
  await context.clearCookies();
  await context.addCookies([sessionCookie(beforeReset)]);
  await page.goto('/products');
  await expect(page).toHaveURL(/\/login\?error=expired_session$/);

  // The link serves once.
  await page.goto(link);
  await page.getByLabel('Nuova password', { exact: true }).fill('Altra2026!pass');
  await page.getByLabel('Ripeti la nuova password').fill('Altra2026!pass');
  await clickHydrated(page.getByRole('button', { name: 'Salva la password' }));
  await expect(page.getByText('Il link non è più valido')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Richiedi un nuovo link' })).toBeVisible();
});

test('a reset request for an unknown address answers the same and sends nothing', async ({ page }) => {
  await page.goto('/en/forgot-password');
  await page.getByLabel('E-mail').fill('nobody-here@example.com');
  await clickHydrated(page.getByRole('button', { name: 'Send the link' }));
  await expect(page.getByText('If the address matches an account')).toBeVisible();
});

test('the privacy PDF downloads from the footer as privacy.pdf and is a valid PDF', async ({ page }) => {
  await page.goto('/login');
  const download = page.waitForEvent('download');
  await page
    .locator('footer')
    .getByRole('link', { name: /Scarica informativa privacy/ })
    .click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('privacy.pdf');
  const bytes = await (await import('node:fs/promises')).readFile((await file.path()) as string);
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  const pdf = await PDFDocument.load(bytes);
  expect(pdf.getPageCount()).toBeGreaterThanOrEqual(2);
});
