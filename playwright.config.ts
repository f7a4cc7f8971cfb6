import { defineConfig } from '@playwright/test';
import e2eEnv from './tests/e2e-env.json' with { type: 'json' };

// E2E_PORT lets two checkouts run their suites side by side.
const baseURL = `http://localhost:${Number(process.env.E2E_PORT) || e2eEnv.port}`;

// Debian's Chromium, never a downloaded browser (STACK.md); flags keep it off
// the closed network of these machines.
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  fullyParallel: true,
  workers: 2,
  forbidOnly: true,
  // One retry in CI only: a flaky test shows as 'flaky' in the report instead of sinking a landing.
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL,
    browserName: 'chromium',
    locale: 'it-IT',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS },
    // Recording a trace of every test costs about a tenth of the run; failures keep a screenshot.
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  webServer: {
    command: 'node scripts/e2e-server.mjs',
    url: `${baseURL}/login`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
