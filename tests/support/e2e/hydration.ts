import { expect, type Locator } from '@playwright/test';

// A click that lands before React has hydrated the element does nothing (a
// Radix trigger) or the browser's default (a form submitted as a GET). People
// are slower than that; tests wait until React owns the element.

export async function hydrated(locator: Locator): Promise<Locator> {
  await expect
    .poll(() => locator.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactProps$'))), {
      message: 'React has hydrated the element',
      // hydration waits for the page's scripts: slow on a loaded 2-core machine, so be patient
      timeout: 30_000,
    })
    .toBe(true);
  return locator;
}

/** Clicks once React has hydrated the element. */
export async function clickHydrated(locator: Locator): Promise<void> {
  await (await hydrated(locator)).click();
}
