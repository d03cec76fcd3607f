import fs from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

// Debian's Chromium, never a downloaded browser (the machines have no internet).
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
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
  workers: 2,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  // The JSON report (file name from PLAYWRIGHT_JSON_OUTPUT_NAME) gives `npm test` its counts.
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : 'list',
  use: {
    baseURL: process.env.E2E_BASE_URL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 900 } } }],
});
