import path from 'node:path';
import { expect, test } from '@playwright/test';
import { clickHydrated } from '../support/e2e/hydration';
import { acceptCookies, openPortalPage, PORTAL_PAGES, type Locale } from '../support/e2e/pages';
import { SCREENSHOTS, seriousViolations } from '../support/e2e/a11y';
import { ACCOUNTS } from '../support/e2e/accounts';
import { trackMissingMessages } from '../support/e2e/messages';

// The pages of issue 2 in Italian and English, each visited once:
//  - accessibility: axe-core (WCAG 2.1 A/AA and best practices) finds no
//    serious or critical violation, cookie banner included;
//  - screenshots: a PNG of each page for a person to look at, in
//    test-results/screenshots/ (gitignored), taken once the page is complete.

const LOCALES: Locale[] = ['it', 'en'];

for (const locale of LOCALES) {
  test.describe(`pages (${locale})`, () => {
    for (const target of PORTAL_PAGES) {
      test(`${target.name}: accessible, complete, pictured`, async ({ page }) => {
        const missingMessages = trackMissingMessages(page);
        await openPortalPage(page, target, locale);
        const banner = page.getByRole('button', { name: locale === 'it' ? 'Accetto' : 'I accept' });
        await expect(banner).toBeVisible();

        expect(await seriousViolations(page)).toEqual([]);

        expect(missingMessages).toEqual([]);

        if (target.name === 'login') {
          await page.screenshot({ path: path.join(SCREENSHOTS, `login-cookie-banner-${locale}.png`) });
        }
        await clickHydrated(banner);
        await expect(banner).toBeHidden();
        await expect(page.locator('footer')).toBeVisible();
        await page.screenshot({ path: path.join(SCREENSHOTS, `${target.name}-${locale}.png`), fullPage: true });
      });
    }

    test('products-superadmin: the drawer open on a phone', async ({ page, context }) => {
      const missingMessages = trackMissingMessages(page);
      await page.setViewportSize({ width: 390, height: 844 });
      await acceptCookies(context);
      const superadmin = PORTAL_PAGES.find((target) => target.name === 'products-superadmin');
      if (!superadmin) throw new Error('products-superadmin is one of PORTAL_PAGES');
      await openPortalPage(page, superadmin, locale);
      const drawer = page.getByRole('navigation', { name: locale === 'it' ? 'Menu principale' : 'Main menu' });
      await expect(drawer).not.toBeInViewport();

      await clickHydrated(page.getByRole('button', { name: locale === 'it' ? 'Apri menu' : 'Open menu' }));
      // one entry per section the permission table gives the superadministrator
      await expect(drawer.locator('li[data-section]')).toHaveCount(ACCOUNTS.superadmin.sections.length);
      await expect(drawer).toBeInViewport();
      expect(await seriousViolations(page)).toEqual([]);
      expect(missingMessages).toEqual([]);
      await page.screenshot({ path: path.join(SCREENSHOTS, `products-superadmin-drawer-mobile-${locale}.png`) });
    });
  });
}
