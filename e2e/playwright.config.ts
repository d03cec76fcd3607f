import fs from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { chromiumFlags, chromiumPath } from '../tools/chromium';

if (!fs.existsSync(chromiumPath)) {
  console.error(
    `Chromium not found at ${chromiumPath}: install it with "apt-get install -y chromium" or set CHROMIUM_PATH.`,
  );
  process.exit(1);
}

export default defineConfig({
  testDir: './tests',
  globalSetup: './support/global-setup.ts',
  fullyParallel: true,
  // Measured on the 2-core machine (docs/testing.md, "Playwright's limits"): 2 workers ran the suite in
  // 4.1 min, 1 worker in 5.6 min, both green.
  workers: 2,
  // No retries: a test that passes only on its second try is a failing test.
  retries: 0,
  forbidOnly: !!process.env.CI,
  // Chosen from the measured waits (`npm test` prints them). On a quiet machine the slowest test
  // took 7.3 s, the slowest expectation 2.1 s and the slowest action 2.6 s. On 28 November 2026 a
  // slow machine of the same size took 27.9 min for the suite (a quiet one 3.5): the slowest test
  // took 31.8 s (the picker's upload round, 10 s alone), the slowest expectation 7 s and the
  // slowest action 10.1 s (axe on the page with every block). The limits leave about twice that.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  // The JSON report (file name from PLAYWRIGHT_JSON_OUTPUT_NAME) gives `npm test` its counts.
  reporter: [
    ['list'],
    ...(process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['json'] as const] : []),
    ['./support/step-times-reporter.ts'],
  ],
  use: {
    baseURL: process.env.E2E_BASE_URL,
    trace: 'retain-on-failure',
    actionTimeout: 15_000,
    navigationTimeout: 15_000,
    launchOptions: {
      executablePath: chromiumPath,
      args: chromiumFlags,
    },
  },
  projects: [{ name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 900 } } }],
});
