import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { partitaIva } from '@/core/validation/italian-codes';
import type itMessages from '@/messages/it.json';
import { signInAs } from '../support/e2e/auth';
import { clickHydrated } from '../support/e2e/hydration';
import { trackMissingMessages } from '../support/e2e/messages';
import { waitForMail } from '../support/e2e/outbox';
import { acceptCookies } from '../support/e2e/pages';
import { type Locale, open, seriousViolations, shoot } from '../support/e2e/contracts';

// Issue #31, "Customer sign-up reaches someone", in the browser at 390 and
// 1366 px in Italian and English: the agency's sign-up link with its QR code,
// a customer signing up through it, the agency administrator told by e-mail,
// the pending sign-up approved (linked to a company) or rejected with a reason
// after a confirmation, the customer told either way; axe clean, screenshots
// in test-results/screenshots/.

const catalogue = (locale: Locale) => JSON.parse(fs.readFileSync(`messages/${locale}.json`, 'utf8')) as typeof itMessages;
const MESSAGES = { it: catalogue('it'), en: catalogue('en') };
const PASSWORD = 'Cliente2026!';
let sequence = 0;

function newCustomer() {
  sequence += 1;
  const stamp = `${Date.now() % 100_000_000}${sequence}`.slice(-8);
  return { username: `iscritto${stamp}`, email: `iscritto${stamp}@example.com`, company: `Iscritto ${stamp} Srl`, vat: partitaIva(`3${stamp}9`.slice(0, 10)) };
}

/** Signs up through the form of the agency's link, as the customer would. */
async function signUpThroughForm(page: Page, link: string, locale: Locale, customer: ReturnType<typeof newCustomer>) {
  const t = MESSAGES[locale].onBoarding;
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.titleAgency.replace('{agency}', 'Agenzia Milano'));
  await page.getByLabel(t.companyName).fill(customer.company);
  await page.getByLabel(t.vatNumber).fill(customer.vat);
  await page.getByLabel(t.phone).fill('02 1234567');
  await page.getByLabel(t.address, { exact: true }).fill('Via Dante 1');
  await page.getByLabel(t.postalCode).fill('20121');
  await page.getByLabel(t.province).fill('MI');
  await page.getByLabel(t.municipality).fill('Milano');
  await page.getByLabel(t.username).fill(customer.username);
  await page.getByLabel(t.email, { exact: true }).fill(customer.email);
  await page.getByLabel(t.password, { exact: true }).fill(PASSWORD);
  await page.getByLabel(t.confirmPassword).fill(PASSWORD);
  await page.getByLabel(t.privacy).check();
  await clickHydrated(page.getByRole('button', { name: t.submit }));
  await expect(page.getByText(customer.email, { exact: false }).first()).toBeVisible();
}

/**
 * Each step as a phone and a desktop show it: axe clean, pictured at both widths. One run per
 * language at both widths, not one per width: every sign-up counts against the portal's limit of
 * ten an hour from one address (backend/customer-accounts/new-customer.ts), and the e2e browser
 * has one.
 */
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
  test(`sign-up → the agency approves one and rejects another (${locale}, 390 and 1366 px)`, async ({ page, context }) => {
    const t = MESSAGES[locale].registrations;
    const missingMessages = trackMissingMessages(page);
    await page.setViewportSize({ width: 390, height: 900 });

    // The agency's page shows its link, a copy button and the QR code.
    await signInAs(context, 'superadmin');
    await open(page, '/agencies', locale);
    await clickHydrated(page.getByRole('link', { name: /Agenzia Milano/ }).first());
    const linkBox = page.getByTestId('sign-up-link');
    await expect(linkBox.getByTestId('sign-up-url')).toHaveText(new RegExp(`${locale === 'en' ? '/en' : ''}/on-boarding/agenzia-milano$`));
    await expect(linkBox.getByRole('img', { name: t.link.qr.replace('{agency}', 'Agenzia Milano') })).toBeVisible();
    await expect(linkBox.getByRole('button', { name: t.link.copy })).toBeVisible();
    await atBothWidths(page, `sign-up-agency-link-${locale}`);
    const link = (await linkBox.getByTestId('sign-up-url').textContent())!;
    await context.clearCookies();
    await acceptCookies(context);

    // Two customers sign up through it.
    const approved = newCustomer();
    const rejected = newCustomer();
    await signUpThroughForm(page, link, locale, approved);
    await signUpThroughForm(page, link, locale, rejected);
    const notice = await waitForMail('agencyadmin@example.com', 1);
    expect(notice.subject).toMatch(/registrazione cliente|customer sign-up/i);

    // The agency administrator decides.
    await signInAs(context, 'agencyadmin');
    await open(page, '/registrations', locale);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(MESSAGES[locale].routes.registrations);
    const row = page.getByTestId(`registration-${approved.username}`);
    await expect(row).toContainText(approved.company);
    await expect(row).toContainText(t.list.recordNone);
    await expect(page.getByTestId(`registration-${rejected.username}`)).toBeVisible();
    await atBothWidths(page, `sign-up-registrations-${locale}`);

    await clickHydrated(row.getByRole('button', { name: t.approve.button.replace('{username}', approved.username) }));
    const approveDialog = page.getByRole('dialog', { name: t.approve.title });
    await expect(approveDialog).toContainText(approved.company);
    await expect(approveDialog).toContainText(approved.vat);
    await atBothWidths(page, `sign-up-approve-dialog-${locale}`);
    await approveDialog.getByRole('button', { name: t.approve.confirm }).click();
    await expect(page.getByText(t.approve.done.replace('{username}', approved.username).replace('{company}', approved.company))).toBeVisible();
    await expect(page.getByTestId(`registration-${approved.username}`)).toHaveCount(0);
    const linkedMail = await waitForMail(approved.email, 2);
    expect(linkedMail.text).toContain(approved.company);

    const other = page.getByTestId(`registration-${rejected.username}`);
    await clickHydrated(other.getByRole('button', { name: t.reject.button.replace('{username}', rejected.username) }));
    const rejectDialog = page.getByRole('dialog', { name: t.reject.title });
    await rejectDialog.getByLabel(t.reject.reason).fill('Partita IVA errata');
    await atBothWidths(page, `sign-up-reject-dialog-${locale}`);
    await rejectDialog.getByRole('button', { name: t.reject.confirm }).click();
    await expect(page.getByText(t.reject.done.replace('{username}', rejected.username))).toBeVisible();
    await expect(page.getByTestId(`registration-${rejected.username}`)).toHaveCount(0);
    const rejectedMail = await waitForMail(rejected.email, 2);
    expect(rejectedMail.text).toContain('Partita IVA errata');
    expect(missingMessages).toEqual([]);
  });
}
