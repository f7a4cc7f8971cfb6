import type { Page } from '@playwright/test';

/**
 * The messages a page's client components asked for and did not get (next-intl logs
 * MISSING_MESSAGE in the browser's console and shows the key): each part of the portal
 * sends the browser only its scope's namespaces (i18n/client-scopes.ts).
 */
export function trackMissingMessages(page: Page): string[] {
  const missing: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text().includes('MISSING_MESSAGE')) missing.push(`${page.url()}: ${message.text()}`);
  });
  return missing;
}
