import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

// What every page spec checks and keeps: axe-core's serious and critical
// violations (WCAG 2.1 A/AA and best practices), and full-page PNGs in
// test-results/screenshots/ (gitignored) for a person to look at.

export const SCREENSHOTS = path.resolve('test-results', 'screenshots');

export async function seriousViolations(page: Page) {
  // After a client navigation Next streams the new page's metadata: the <title> follows the page by a moment.
  // Checked once it is there (a page that never gets one still fails here).
  await expect(page).toHaveTitle(/\S/);
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  expect(results.passes.length, 'axe ran its rules').toBeGreaterThan(10);
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')).slice(0, 5),
    }));
}

/** A full-page picture, taken from the top (the header is sticky). */
export async function shoot(page: Page, name: string): Promise<void> {
  fs.mkdirSync(SCREENSHOTS, { recursive: true });
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`), fullPage: true });
}

/** One part of a page, as its user sees it where it matters (a full page of a long contract shrinks it past reading). */
export async function shootPart(page: Page, testId: string, name: string): Promise<void> {
  fs.mkdirSync(SCREENSHOTS, { recursive: true });
  await page.getByTestId(testId).screenshot({ path: path.join(SCREENSHOTS, `${name}.png`) });
}
