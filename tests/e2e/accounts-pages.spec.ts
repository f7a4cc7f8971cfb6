import path from 'node:path';
import { expect, test } from '@playwright/test';
import { hydrated } from '../support/e2e/hydration';
import { acceptCookies, localized, type Locale } from '../support/e2e/pages';
import { SCREENSHOTS, seriousViolations } from '../support/e2e/a11y';
import { trackMissingMessages } from '../support/e2e/messages';

// The pages of issue 6 in Italian and English: no serious or critical axe
// violation, and a full-page screenshot each in test-results/screenshots/.

const PAGES: { name: string; path: string; heading: Record<Locale, string> }[] = [
  { name: 'forgot-password', path: '/forgot-password', heading: { it: 'Password dimenticata', en: 'Forgotten password' } },
  { name: 'recovery-password', path: `/recovery-password?token=${'a'.repeat(43)}`, heading: { it: 'Reimposta password', en: 'Reset password' } },
  {
    name: 'recovery-password-invite',
    path: `/recovery-password?token=${'a'.repeat(43)}&invite=1`,
    heading: { it: 'Imposta la password', en: 'Set your password' },
  },
  { name: 'recovery-password-no-token', path: '/recovery-password', heading: { it: 'Reimposta password', en: 'Reset password' } },
  { name: 'on-boarding', path: '/on-boarding', heading: { it: 'Registrazione cliente', en: 'Customer sign-up' } },
  {
    name: 'on-boarding-agency',
    path: '/on-boarding/agenzia-milano',
    heading: { it: 'Registrazione cliente di Agenzia Milano', en: 'Customer sign-up with Agenzia Milano' },
  },
  { name: 'on-boarding-unknown-agency', path: '/on-boarding/nessuna', heading: { it: 'Registrazione cliente', en: 'Customer sign-up' } },
  {
    name: 'on-boarding-confirm',
    path: `/on-boarding?confirm=${'a'.repeat(43)}`,
    heading: { it: "Conferma l'indirizzo e-mail", en: 'Confirm your e-mail address' },
  },
  { name: 'offline', path: '/offline', heading: { it: 'Sei offline', en: 'You are offline' } },
];

for (const locale of ['it', 'en'] as const) {
  for (const target of PAGES) {
    test(`${target.name} (${locale}): accessible and pictured`, async ({ page, context }) => {
      const missingMessages = trackMissingMessages(page);
      await acceptCookies(context);
      await page.goto(localized(target.path, locale));
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(target.heading[locale]);
      await hydrated(page.locator('body'));
      expect(await seriousViolations(page)).toEqual([]);
      expect(missingMessages).toEqual([]);
      await page.screenshot({ path: path.join(SCREENSHOTS, `accounts-${target.name}-${locale}.png`), fullPage: true });
    });
  }

  test(`sign-up form errors (${locale}): accessible and pictured`, async ({ page, context }) => {
    const missingMessages = trackMissingMessages(page);
    await acceptCookies(context);
    await page.goto(localized('/on-boarding/agenzia-milano', locale));
    const submit = page.getByRole('button', { name: locale === 'it' ? 'Registrati' : 'Sign up' });
    await (await hydrated(submit)).click();
    await expect(page.getByText(locale === 'it' ? 'Campo obbligatorio' : 'Required field').first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    expect(missingMessages).toEqual([]);
    await page.screenshot({ path: path.join(SCREENSHOTS, `accounts-on-boarding-errors-${locale}.png`), fullPage: true });
  });
}
