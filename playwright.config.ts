import { defineConfig, devices } from '@playwright/test';

// E2E_PORT_BASE and E2E_DIST_PREFIX let several checkouts or sessions run the suite side by side.
const portBase = Number(process.env.E2E_PORT_BASE ?? 3100);
export const euOrigin = `http://127.0.0.1:${portBase}`;
export const atOrigin = `http://127.0.0.1:${portBase + 1}`;

export default defineConfig({
  testDir: './e2e',
  outputDir: process.env.E2E_OUTPUT_DIR ?? 'test-results',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  timeout: 30_000,
  use: {
    baseURL: euOrigin,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: [
    {
      command: `npx --no-install tsx scripts/e2e-server.ts eu ${portBase}`,
      url: `${euOrigin}/`,
      timeout: 300_000,
      reuseExistingServer: false,
    },
    {
      command: `npx --no-install tsx scripts/e2e-server.ts at ${portBase + 1}`,
      url: `${atOrigin}/`,
      timeout: 300_000,
      reuseExistingServer: false,
    },
  ],
});
