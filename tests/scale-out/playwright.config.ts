import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS } from '../../playwright.config';

// The scale-out spec (tests/scale-out), run by scripts/scale-out.mjs against
// nginx in front of two portal instances; E2E_PORT is nginx's port. Kept apart
// from playwright.config.ts (whose testDir is tests/e2e) so the ordinary e2e run never picks it up. One
// worker: the spec reads which instance served each request in turn.
export default defineConfig({
  testDir: '.',
  outputDir: '../../test-results/scale-out',
  fullyParallel: false,
  workers: 1,
  forbidOnly: true,
  // No retry: a second attempt would meet the first one's sign-in failures and hide an instance-dependent fault.
  retries: 0,
  timeout: 120_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${Number(process.env.E2E_PORT) || 3480}`,
    browserName: 'chromium',
    locale: 'it-IT',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS },
    trace: 'off',
    screenshot: 'only-on-failure',
  },
});
